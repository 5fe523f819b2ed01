import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { pantryStaplesSchema } from '@hearth/shared/shopping-lists';
import { tidyStaples } from '@hearth/shared/shopping-list-rules';
import { findStaples, replaceStaples } from '../pantry/index.js';

/**
 * Settings: the pantry staples a cook always has, left off lists built from dishes unless asked
 * for. They are the "always have" items of the cook's own pantry (docs/decisions/0078).
 */
const pantryStaplesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pantry-staples', { schema: { tags: ['shopping-lists'], response: { 200: pantryStaplesSchema } } }, async (request) => ({
    staples: await findStaples(app.db, request.user.id),
  }));

  app.put(
    '/pantry-staples',
    { schema: { tags: ['shopping-lists'], body: pantryStaplesSchema, response: { 200: pantryStaplesSchema, 400: apiErrorSchema } } },
    async (request) => {
      const staples = tidyStaples(request.body.staples);
      await replaceStaples(app.db, request.user.id, staples);
      // They are items of the cook's pantry: its open pages ask for it again.
      await app.events.publish({ userId: request.user.id }, { type: 'pantry.changed', hearth_id: null });
      return { staples };
    },
  );
};

export default pantryStaplesRoutes;
