import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { pantryTakenSchema, pantryUseDishSchema } from '@hearth/shared/pantry';
import { takeOut } from '@hearth/shared/pantry-matching';
import { authorizeDishRead } from '../../access/dishes.js';
import { authorizePantry } from '../../access/pantry.js';
import { applyTakings, listPantry, toPantryItem } from './pantry.repository.js';

/**
 * POST /api/pantry/use-dish (docs/product.md#pantry): after "Mark as cooked", the dish's
 * ingredients come out of the pantry, in one transaction.
 */
const useDishRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/pantry/use-dish',
    {
      schema: {
        tags: ['pantry'],
        body: pantryUseDishSchema,
        response: { 200: pantryTakenSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const dish = await authorizeDishRead(app.db, request.user.id, request.body.dish_id);
      const owner = await authorizePantry(app.db, request.user.id, request.body.hearth_id, 'change');
      const taken = await app.db.transaction().execute(async (trx) => {
        const items = (await listPantry(trx, owner)).map((row) => ({ ...toPantryItem(row), id: row.id }));
        const takings = takeOut(dish.ingredients, items);
        await applyTakings(trx, takings);
        return takings;
      });
      if (taken.length) {
        const audience = 'userId' in owner ? { userId: owner.userId } : { hearthId: owner.hearthId };
        await app.events.publish(audience, { type: 'pantry.changed', hearth_id: 'hearthId' in owner ? owner.hearthId : null });
      }
      return { taken };
    },
  );
};

export default useDishRoutes;
