import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { pantryStaplesSchema } from '@hearth/shared/shopping-lists';
import { tidyStaples } from '@hearth/shared/shopping-list-rules';
import { findPantryStaples, savePantryStaples } from './cook-preferences.repository.js';

/** Settings: the pantry staples a cook always has, left off lists built from dishes unless asked for. */
const pantryStaplesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pantry-staples', { schema: { tags: ['shopping-lists'], response: { 200: pantryStaplesSchema } } }, async (request) => ({
    staples: await findPantryStaples(app.db, request.user.id),
  }));

  app.put(
    '/pantry-staples',
    { schema: { tags: ['shopping-lists'], body: pantryStaplesSchema, response: { 200: pantryStaplesSchema, 400: apiErrorSchema } } },
    async (request) => {
      const staples = tidyStaples(request.body.staples);
      await savePantryStaples(app.db, request.user.id, staples);
      return { staples };
    },
  );
};

export default pantryStaplesRoutes;
