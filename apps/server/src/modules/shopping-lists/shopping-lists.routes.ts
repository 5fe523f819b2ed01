import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@hearth/shared/api-error';
import {
  IDEMPOTENCY_KEY,
  addItemsSchema,
  itemConflictSchema,
  itemUpdateSchema,
  shoppingListItemSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
  type ShoppingListItem,
} from '@hearth/shared/shopping-lists';
import { tidyName } from '@hearth/shared/shopping-list-merge';
import { authorizeShoppingList } from '../../access/shopping-lists.js';
import { idParams, pathId } from '../../lib/id-params.js';
import { ValidationError } from '../../errors.js';
import { liveOriginOf } from '../events/index.js';
import { followCheckOff } from '../pantry/index.js';
import { addToList } from './add-to-list.service.js';
import { saveFoodAisle } from './cook-preferences.repository.js';
import { linesToAdd } from './lines-to-add.js';
import { itemNotFound, updateItem } from './update-item.js';
import pantryStaplesRoutes from './pantry-staples.routes.js';
import {
  type ShoppingListRow,
  createLists,
  deleteCheckedItems,
  deleteItem,
  hearthsWithoutList,
  listItems,
  listListsOf,
  toItem,
} from './shopping-lists.repository.js';

const listParams = idParams('list');
const itemParams = z.object({ id: pathId('list'), itemId: pathId('item') });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().max(200).optional() });

function idempotencyKeyOf(headers: { 'idempotency-key'?: string | undefined }): string | undefined {
  const key = headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw new ValidationError('Idempotency-Key: 8 to 100 letters, digits, - or _', 'INVALID_IDEMPOTENCY_KEY');
  return key;
}

/**
 * The shopping lists (docs/product.md#shopping-list): the cook's own and one per hearth, made when first listed.
 * A hearth's list is read by its members and changed by owners and members (access/).
 * Every change is published as a live event for the other pages showing the list.
 */
const shoppingListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(pantryStaplesRoutes);

  async function answerList(list: ShoppingListRow) {
    const items = await listItems(app.db, list.id);
    return { id: list.id, hearth_id: list.hearth_id, name: list.name, items: items.map(toItem) };
  }

  /** Whose list it is: the cook's own, or a hearth's (its pantry is the same owner's). */
  function ownerOf(list: ShoppingListRow) {
    return list.hearth_id === null ? { userId: list.owner_id! } : { hearthId: list.hearth_id };
  }

  /**
   * Tells the list's other pages: with the one item changed or removed, which they patch in,
   * else bare (they read the list again); with the tab it came from, which skips its echo.
   */
  function published(
    list: ShoppingListRow,
    headers: Record<string, string | string[] | undefined>,
    change: { item: ShoppingListItem } | { removed_item_id: number } | null = null,
  ) {
    return app.events.publish(ownerOf(list), {
      type: 'shopping-list.changed',
      list_id: list.id,
      hearth_id: list.hearth_id,
      ...change,
      ...liveOriginOf(headers),
    });
  }

  app.get(
    '/shopping-lists',
    {
      schema: {
        tags: ['shopping-lists'],
        summary: "The cook's own list and each of their hearths' lists",
        response: { 200: z.array(shoppingListSummarySchema) },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const hearthIds = await hearthsWithoutList(app.db, userId);
      let lists = await listListsOf(app.db, userId);
      if (hearthIds.length || !lists.some((list) => list.owner_id === userId)) {
        await createLists(app.db, { ownerId: userId, hearthIds });
        lists = await listListsOf(app.db, userId);
      }
      return lists.map(({ id, hearth_id, name }) => ({ id, hearth_id, name }));
    },
  );

  app.get(
    '/shopping-lists/:id',
    { schema: { tags: ['shopping-lists'], params: listParams, response: { 200: shoppingListSchema, 404: apiErrorSchema } } },
    async (request) => answerList(await authorizeShoppingList(app.db, request.user.id, request.params.id, 'read')),
  );

  app.post(
    '/shopping-lists/:id/items',
    {
      schema: {
        tags: ['shopping-lists'],
        summary: 'Add a written line, a dish, a meal or a range of days; items merge by food and unit',
        params: listParams,
        headers: idempotencyHeaders,
        body: addItemsSchema,
        response: { 200: shoppingListSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const list = await authorizeShoppingList(app.db, request.user.id, request.params.id, 'change');
      const idempotencyKey = idempotencyKeyOf(request.headers);
      const lines = await linesToAdd(app.db, request.user.id, list, request.body);
      if (await addToList(app.db, { listId: list.id, userId: request.user.id, lines, idempotencyKey }))
        await published(list, request.headers);
      return answerList(list);
    },
  );

  app.patch(
    '/shopping-lists/:id/items/:itemId',
    {
      schema: {
        tags: ['shopping-lists'],
        summary: 'Check off or edit an item, as changed on `version`; 409 with the item when the change clashes with a newer one',
        params: itemParams,
        body: itemUpdateSchema,
        response: { 200: shoppingListItemSchema, 404: apiErrorSchema, 409: itemConflictSchema },
      },
    },
    async (request) => {
      const list = await authorizeShoppingList(app.db, request.user.id, request.params.id, 'change');
      const change = { ...request.body, ...(request.body.name === undefined ? {} : { name: tidyName(request.body.name) }) };
      const { item, changed, wasChecked } = await updateItem(app.db, list.id, request.params.itemId, change);
      if (changed && change.aisle !== undefined) await saveFoodAisle(app.db, request.user.id, item.food_key, change.aisle);
      const answer = toItem(item);
      if (changed) await published(list, request.headers, { item: answer });
      if (answer.checked !== wasChecked) {
        const pantryChanged = await followCheckOff(app.db, {
          userId: request.user.id,
          owner: ownerOf(list),
          item: answer,
          checked: answer.checked,
        });
        if (pantryChanged) await app.events.publish(ownerOf(list), { type: 'pantry.changed', hearth_id: list.hearth_id });
      }
      return answer;
    },
  );

  app.delete(
    '/shopping-lists/:id/items/:itemId',
    { schema: { tags: ['shopping-lists'], params: itemParams, response: { 204: z.null(), 404: apiErrorSchema } } },
    async (request, reply) => {
      const list = await authorizeShoppingList(app.db, request.user.id, request.params.id, 'change');
      if (!(await deleteItem(app.db, list.id, request.params.itemId))) itemNotFound();
      await published(list, request.headers, { removed_item_id: request.params.itemId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/shopping-lists/:id/clear-checked',
    {
      schema: { tags: ['shopping-lists'], summary: 'Remove every checked item', params: listParams, response: { 200: shoppingListSchema } },
    },
    async (request) => {
      const list = await authorizeShoppingList(app.db, request.user.id, request.params.id, 'change');
      if ((await deleteCheckedItems(app.db, list.id)) > 0) await published(list, request.headers);
      return answerList(list);
    },
  );
};

export default shoppingListsRoutes;
