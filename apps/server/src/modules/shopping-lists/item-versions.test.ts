import { describe, expect, it } from 'vitest';
import type { ShoppingListItem } from '@hearth/shared/shopping-lists';
import { amounts, listCalls } from '../../../test/shopping-list-fixtures.js';
import { buildTestAppForFile, signUpUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
const calls = listCalls(() => app);

/** A cook's list with one item on it, as both of two phones first saw it. */
async function oneItem(text = '2 cups milk') {
  const cook = await signUpUser(app);
  const listId = await calls.listId(cook);
  const [item] = (await calls.addOk(cook, listId, { text })).items;
  const change = async (body: object) => calls.patch(cook, listId, item!.id, body);
  const now = async () => (await calls.items(cook, listId)).find((found) => found.id === item!.id)!;
  return { cook, listId, item: item!, change, now };
}

describe('PATCH /api/shopping-lists/:id/items/:itemId', () => {
  it('applies a change made on the current version and answers the item at the next one', async () => {
    const { item, change } = await oneItem();
    const response = await change({ checked: true, version: item.version });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual<ShoppingListItem>({ ...item, checked: true, version: item.version + 1 });
  });

  it('edits name, quantity, unit and aisle together', async () => {
    const { item, change } = await oneItem();
    const response = await change({ name: ' oat  milk ', quantity: 1, unit: 'l', aisle: 'Drinks', version: 1 });
    expect(response.json()).toMatchObject({
      name: 'oat milk',
      quantity: 1,
      unit: 'l',
      aisle: 'Drinks',
      checked: false,
      version: item.version + 1,
    });
  });

  it('merges a check-off made on an old version with an edit made since', async () => {
    const { item, change } = await oneItem();
    await change({ quantity: 3, version: item.version });
    const response = await change({ checked: true, version: item.version });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ checked: true, quantity: 3, version: item.version + 2 });
  });

  it('merges an edit made on an old version with a check-off made since', async () => {
    const { item, change } = await oneItem();
    await change({ checked: true, version: item.version });
    expect((await change({ name: 'whole milk', version: item.version })).json()).toMatchObject({ checked: true, name: 'whole milk' });
  });

  it('lets an old check-off win over a newer uncheck: the item is in the basket', async () => {
    const { item, change } = await oneItem();
    await change({ checked: true, version: 1 });
    await change({ checked: false, version: 2 });
    const response = await change({ checked: true, version: item.version });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ checked: true, version: 4 });
  });

  it('answers 409 with the item as it is when an old uncheck meets a newer check-off', async () => {
    const { item, change, now } = await oneItem();
    await change({ checked: true, version: 1 });
    await change({ checked: false, version: 2 });
    await change({ checked: true, version: 3 });
    const current = await now();
    const response = await change({ checked: false, version: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'ITEM_CHANGED',
      message: 'Someone changed this item meanwhile. Here it is as it is now.',
      item: current,
    });
    expect(await now()).toEqual(current);
    expect(item.version).toBe(1);
  });

  it('answers 409 when two phones edited the same details, keeping the first', async () => {
    const { change, now } = await oneItem();
    await change({ quantity: 4, version: 1 });
    const response = await change({ quantity: 1, unit: 'l', version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().item).toMatchObject({ quantity: 4, unit: 'cup', version: 2 });
    expect(await now()).toMatchObject({ quantity: 4, unit: 'cup' });
  });

  it('answers a replayed change with the item, unchanged and at the same version', async () => {
    const { change } = await oneItem();
    const first = (await change({ checked: true, name: 'milk', quantity: 5, version: 1 })).json();
    const replay = await change({ checked: true, name: 'milk', quantity: 5, version: 1 });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first);
  });

  it('answers two check-offs sent at once with one change', async () => {
    const { change, now } = await oneItem();
    const answers = await Promise.all([change({ checked: true, version: 1 }), change({ checked: true, version: 1 })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await now()).toMatchObject({ checked: true, version: 2 });
  });

  it('answers 409 for a version the item never had', async () => {
    const { change } = await oneItem();
    expect((await change({ checked: true, version: 7 })).statusCode).toBe(409);
  });

  it('answers 404 for a check-off of an item deleted meanwhile', async () => {
    const { cook, listId, item, change } = await oneItem();
    await calls.call(cook, 'DELETE', `/api/shopping-lists/${listId}/items/${item.id}`);
    const response = await change({ checked: true, version: item.version });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ITEM_NOT_FOUND', message: 'This item is no longer on the list.' });
  });
});

describe('POST /api/shopping-lists/:id/items with an Idempotency-Key', () => {
  it('adds a replayed line once and answers the list either way', async () => {
    const cook = await signUpUser(app);
    const listId = await calls.listId(cook);
    const key = { 'idempotency-key': 'offline-change-0001' };
    const first = await calls.add(cook, listId, { text: '2 lemons' }, key);
    const replay = await calls.add(cook, listId, { text: '2 lemons' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(amounts(await calls.items(cook, listId))).toEqual([['lemons', 2, '']]);
    await calls.add(cook, listId, { text: '2 lemons' }, { 'idempotency-key': 'offline-change-0002' });
    expect(amounts(await calls.items(cook, listId))).toEqual([['lemons', 4, '']]);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(101)])('answers 400 for the key %s', async (key) => {
    const cook = await signUpUser(app);
    const response = await calls.add(cook, await calls.listId(cook), { text: 'milk' }, { 'idempotency-key': key });
    expect(response.statusCode).toBe(400);
    expect(await calls.items(cook, await calls.listId(cook))).toEqual([]);
  });
});
