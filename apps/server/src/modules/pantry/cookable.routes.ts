import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { cookableQuerySchema, cookableSchema } from '@hearth/shared/pantry';
import { authorizePantry } from '../../access/pantry.js';
import { cookableDishes } from './cookable.service.js';

/**
 * GET /api/dishes/cookable (docs/product.md#what-can-i-cook-now): the cook's dishes against their
 * pantry, or with `hearth_id` the hearth's cookbook against the hearth's pantry.
 */
const cookableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/dishes/cookable',
    { schema: { tags: ['pantry'], querystring: cookableQuerySchema, response: { 200: cookableSchema, 404: apiErrorSchema } } },
    async (request) => {
      const owner = await authorizePantry(app.db, request.user.id, request.query.hearth_id, 'read');
      return cookableDishes(app.db, request.user.id, owner, request.query);
    },
  );
};

export default cookableRoutes;
