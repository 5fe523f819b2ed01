import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dishSharesSchema } from '@hearth/shared/dishes';
import { authorizeDishShare } from '../../access/dishes.js';
import { idFrom } from '../../lib/id-params.js';
import { sharedHearthsOf, shareDish, unshareDish } from './dish-shares.repository.js';

const shareParams = z.object({ id: z.string(), hearthId: z.string() });

/**
 * A hearth's cookbook: a dish's owner shares it into a hearth they plan in, and every member
 * reads it and plans with it there (GET /api/dishes?hearth_id=N lists them). Both calls answer
 * the hearths the dish is now shared into.
 */
const dishSharesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/dishes/:id/hearths/:hearthId',
    {
      schema: {
        tags: ['dishes'],
        summary: "Share the dish into a hearth's cookbook (its owner, in a hearth they plan in)",
        params: shareParams,
        response: { 200: dishSharesSchema },
      },
    },
    async (request) => {
      const dishId = idFrom(request.params.id, 'dish');
      const hearthId = idFrom(request.params.hearthId, 'hearth');
      await authorizeDishShare(app.db, request.user.id, dishId, hearthId, 'share');
      await shareDish(app.db, { dishId, hearthId, ownerId: request.user.id });
      return { shared_with: await sharedHearthsOf(app.db, dishId) };
    },
  );

  app.delete(
    '/dishes/:id/hearths/:hearthId',
    {
      schema: {
        tags: ['dishes'],
        summary: "Take the dish out of a hearth's cookbook; meals already planned with it keep it",
        params: shareParams,
        response: { 200: dishSharesSchema },
      },
    },
    async (request) => {
      const dishId = idFrom(request.params.id, 'dish');
      const hearthId = idFrom(request.params.hearthId, 'hearth');
      await authorizeDishShare(app.db, request.user.id, dishId, hearthId, 'unshare');
      await unshareDish(app.db, dishId, hearthId);
      return { shared_with: await sharedHearthsOf(app.db, dishId) };
    },
  );
};

export default dishSharesRoutes;
