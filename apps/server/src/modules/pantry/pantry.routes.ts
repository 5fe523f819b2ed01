import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import { parseIngredientLine } from '@hearth/shared/ingredient-lines';
import { PANTRY_LIMITS } from '@hearth/shared/pantry-rules';
import {
  type PantryItemInput,
  pantryItemInputSchema,
  pantryItemSchema,
  pantryItemUpdateSchema,
  pantryQuerySchema,
  pantrySchema,
} from '@hearth/shared/pantry';
import { authorizePantry, authorizePantryItemChange } from '../../access/pantry.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { idParams } from '../../lib/id-params.js';
import {
  type PantryItemFields,
  type PantryItemRow,
  countPantry,
  deletePantryItem,
  insertPantryItem,
  listPantry,
  toPantryItem,
  updatePantryItem,
} from './pantry.repository.js';

const itemParams = idParams('pantryItem');

/** An item from what the cook typed: the line read by the ingredient parser, then their own fields over it. */
function fieldsOf(input: PantryItemInput): PantryItemFields {
  const read = input.line?.trim() ? parseIngredientLine(input.line) : null;
  if (input.line?.trim() && !read && input.name === undefined) {
    throw new ValidationError('Type what you have, such as "2 cans chickpeas"', 'PANTRY_LINE_UNREADABLE');
  }
  const counted = read && read.quantity > 0 && read.unit !== 'to taste' && read.unit !== 'as needed';
  return {
    name: input.name ?? read!.item,
    amount: input.amount !== undefined ? input.amount : counted ? read.quantity : null,
    unit: input.unit ?? (counted ? read.unit : ''),
    use_by: input.use_by ?? null,
    place: input.place ?? null,
    always: input.always ?? false,
  };
}

/**
 * The pantry (docs/product.md#pantry): what is in the kitchen, the cook's own or a hearth's.
 * A hearth's is read by its members and changed by owners and members (access/pantry.ts).
 * Every change is published as a live event for the other pages showing the pantry.
 */
const pantryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  function published(item: Pick<PantryItemRow, 'owner_id' | 'hearth_id'>) {
    const audience = item.hearth_id === null ? { userId: item.owner_id! } : { hearthId: item.hearth_id };
    return app.events.publish(audience, { type: 'pantry.changed', hearth_id: item.hearth_id });
  }

  app.get(
    '/pantry',
    { schema: { tags: ['pantry'], querystring: pantryQuerySchema, response: { 200: pantrySchema, 404: apiErrorSchema } } },
    async (request) => {
      const owner = await authorizePantry(app.db, request.user.id, request.query.hearth_id, 'read');
      const rows = await listPantry(app.db, owner);
      return { items: rows.map(toPantryItem) };
    },
  );

  app.post(
    '/pantry',
    {
      schema: {
        tags: ['pantry'],
        body: pantryItemInputSchema,
        response: { 201: pantryItemSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = await authorizePantry(app.db, request.user.id, request.body.hearth_id, 'change');
      const fields = fieldsOf(request.body);
      if ((await countPantry(app.db, owner)) >= PANTRY_LIMITS.items) {
        throw new ConflictError(`A pantry holds at most ${PANTRY_LIMITS.items.toLocaleString('en-US')} items`, 'PANTRY_FULL');
      }
      const row = await insertPantryItem(app.db, owner, fields);
      await published(row);
      return reply.code(201).send(toPantryItem(row));
    },
  );

  app.patch(
    '/pantry/:id',
    {
      schema: {
        tags: ['pantry'],
        params: itemParams,
        body: pantryItemUpdateSchema,
        response: { 200: pantryItemSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await authorizePantryItemChange(app.db, request.user.id, request.params.id);
      const row = await updatePantryItem(app.db, request.params.id, request.body);
      await published(row);
      return toPantryItem(row);
    },
  );

  app.delete(
    '/pantry/:id',
    { schema: { tags: ['pantry'], params: itemParams, response: { 204: z.null(), 403: apiErrorSchema, 404: apiErrorSchema } } },
    async (request, reply) => {
      const item = await authorizePantryItemChange(app.db, request.user.id, request.params.id);
      await deletePantryItem(app.db, item.id);
      await published(item);
      return reply.code(204).send(null);
    },
  );
};

export default pantryRoutes;
