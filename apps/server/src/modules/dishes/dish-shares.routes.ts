import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dishSharesSchema } from '@hearth/shared/dishes';
import { authorizeDishShare } from '../../access/dishes.js';
import { pathId } from '../../lib/id-params.js';
import { sharedHearthsOf, shareDish, unshareDish } from './dish-shares.repository.js';

const shareParams = z.object({ id: pathId('dish'), hearthId: pathId('hearth') });

/** Both calls take the dish and the hearth in the path and answer the hearths the dish is now shared into. */
function shareRouteSchema(summary: string) {
  return { tags: ['dishes'], summary, params: shareParams, response: { 200: dishSharesSchema } };
}

/**
 * A hearth's cookbook: a dish's owner shares it into a hearth they plan in, and every member
 * reads it and plans with it there (GET /api/dishes?hearth_id=N lists them).
 */
const dishSharesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  /** The dish and hearth named in the path, once the caller may make this change. */
  async function authorizedChange(userId: string, params: z.infer<typeof shareParams>, change: 'share' | 'unshare') {
    const { id: dishId, hearthId } = params;
    await authorizeDishShare(app.db, userId, dishId, hearthId, change);
    return { dishId, hearthId };
  }

  async function sharesOf(dishId: number) {
    return { shared_with: await sharedHearthsOf(app.db, dishId) };
  }

  app.put(
    '/dishes/:id/hearths/:hearthId',
    { schema: shareRouteSchema("Share the dish into a hearth's cookbook (its owner, in a hearth they plan in)") },
    async (request) => {
      const { dishId, hearthId } = await authorizedChange(request.user.id, request.params, 'share');
      await shareDish(app.db, { dishId, hearthId, ownerId: request.user.id });
      return sharesOf(dishId);
    },
  );

  app.delete(
    '/dishes/:id/hearths/:hearthId',
    { schema: shareRouteSchema("Take the dish out of a hearth's cookbook; meals already planned with it keep it") },
    async (request) => {
      const { dishId, hearthId } = await authorizedChange(request.user.id, request.params, 'unshare');
      await unshareDish(app.db, dishId, hearthId);
      return sharesOf(dishId);
    },
  );
};

export default dishSharesRoutes;
