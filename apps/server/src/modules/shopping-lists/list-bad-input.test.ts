import { beforeAll, describe, expect, it } from 'vitest';
import { SHOPPING_LIST_LIMITS } from '@hearth/shared/shopping-list-rules';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { listCalls } from '../../../test/shopping-list-fixtures.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';
import { insertItems } from './shopping-lists.repository.js';

/** Bad input to shopping lists: each gets a 4xx with a clear message, or merges cleanly; nothing is lost. */
const app = await buildTestAppForFile();
const calls = listCalls(() => app);
const hearths = hearthCalls(() => app);

let cook: TestUser;
let listId: number;
let itemId: number;

beforeAll(async () => {
  cook = await signUpUser(app);
  listId = await calls.listId(cook);
  itemId = (await calls.addOk(cook, listId, { text: '2 cups milk' })).items[0]!.id;
});

describe('bad input to a shopping list', () => {
  const tenKb = 'x'.repeat(10 * 1024);

  it.each([
    ['a 10 KB item name', { name: tenKb, version: 1 }, /name: Must be at most 200 characters/],
    ['a quantity of 1e308', { quantity: 1e308, version: 1 }, /quantity: Quantity must be at most 1,000,000/],
    ['a negative quantity', { quantity: -1, version: 1 }, /quantity: Quantity must be 0 or more/],
    ['an unknown unit', { unit: 'bushel', version: 1 }, /unit: Unit must be one of tsp, tbsp/],
    ['an unknown aisle', { aisle: 'Garden', version: 1 }, /aisle: Aisle must be one of Produce/],
    ['no version', { checked: true }, /version/],
    ['a version as text', { checked: true, version: '1' }, /version/],
    ['only a version', { version: 1 }, /Send at least one of checked, name, quantity, unit, aisle/],
    ['checked as text', { checked: 'yes', version: 1 }, /checked/],
  ])('answers a change with %s with 400 and keeps the item', async (_case, body, message) => {
    const before = await calls.items(cook, listId);
    const response = await calls.patch(cook, listId, itemId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(message) });
    expect(await calls.items(cook, listId)).toEqual(before);
  });

  it.each([
    ['a 10 KB written line', { text: tenKb }, /text: Must be at most 300 characters/],
    ['nothing to add', {}, /Send one of text, dish_id, meal_id, or startDate and endDate/],
    ['two things at once', { text: 'milk', dish_id: 1 }, /Send one of/],
    ['servings without a dish', { text: 'milk', servings: 2 }, /Servings go with a dish_id/],
    ['10,000 servings', { dish_id: 1, servings: 10_000 }, /Servings must be at most 500/],
    ['a start without an end', { startDate: '2026-11-23' }, /endDate: Send both startDate and endDate/],
    ['a range of a year', { startDate: '2026-01-01', endDate: '2026-12-31' }, /Choose at most 62 days/],
    [
      '10,000 items to leave off',
      { startDate: '2026-11-23', endDate: '2026-11-29', exclude: Array.from({ length: 10_000 }, (_, index) => `item ${index}`) },
      /At most 500 items/,
    ],
    ['a dish id beyond any id', { dish_id: 2 ** 31 }, /dish_id: Not a valid id/],
    ['a line that names nothing', { text: '12' }, /Write what to buy/],
  ])('answers adding %s with 400 and adds nothing', async (_case, body, message) => {
    const before = await calls.items(cook, listId);
    const response = await calls.add(cook, listId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await calls.items(cook, listId)).toEqual(before);
  });

  it('adds a line with an unknown unit as it is written, keeping every word', async () => {
    const other = await signUpUser(app);
    const list = await calls.addOk(other, await calls.listId(other), { text: '3 bushels apples' });
    expect(list.items.map(({ name, quantity, unit }) => ({ name, quantity, unit }))).toEqual([
      { name: 'bushels apples', quantity: 3, unit: '' },
    ]);
  });

  it('caps a huge written amount and a sum that outgrows it at 1,000,000', async () => {
    const other = await signUpUser(app);
    const otherList = await calls.listId(other);
    const huge = await calls.addOk(other, otherList, { text: '1e308 eggs' });
    expect(huge.items[0]!.quantity).toBeLessThanOrEqual(1_000_000);
    const dish = await calls.createDish(other, 'Feast', [{ item: 'rice', quantity: 100_000, unit: 'kg' }], { servings: 1 });
    // Each add is capped at what one ingredient may hold (100,000); eleven pass the list's cap.
    for (let step = 0; step < 11; step += 1) await calls.addOk(other, otherList, { dish_id: dish, servings: 500 });
    const rice = (await calls.items(other, otherList)).find((item) => item.name === 'rice');
    expect(rice).toMatchObject({ quantity: 1_000_000, unit: 'kg' });
  });

  it(`answers 422 once a list holds ${SHOPPING_LIST_LIMITS.items} items, adding none of a batch`, async () => {
    const full = await signUpUser(app);
    const fullList = await calls.listId(full);
    const items = Array.from({ length: SHOPPING_LIST_LIMITS.items - 1 }, (_, index) => ({
      name: `thing ${index}`,
      foodKey: `thing ${index}`,
      quantity: 1,
      unit: '',
      aisle: 'Other',
      sources: [],
    }));
    await insertItems(app.db, fullList, items);
    const dish = await calls.createDish(full, 'Two more', [
      { item: 'leeks', quantity: 1 },
      { item: 'kale', quantity: 1 },
    ]);
    const response = await calls.add(full, fullList, { dish_id: dish });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'LIST_FULL',
      message: 'A shopping list holds at most 500 items. Clear the checked ones or remove some first.',
    });
    expect(await calls.items(full, fullList)).toHaveLength(SHOPPING_LIST_LIMITS.items - 1);
    expect((await calls.add(full, fullList, { text: 'thing 3' })).statusCode).toBe(200);
  });

  it("answers a non-member's changes to a hearth's list with 404 and changes nothing", async () => {
    const { owner, hearthId } = await hearths.household();
    const hearthList = await calls.listId(owner, hearthId);
    const [item] = (await calls.addOk(owner, hearthList, { text: 'milk' })).items;
    const stranger = await signUpUser(app);
    for (const response of [
      await calls.add(stranger, hearthList, { text: 'cake' }),
      await calls.patch(stranger, hearthList, item!.id, { checked: true, version: 1 }),
      await calls.call(stranger, 'DELETE', `/api/shopping-lists/${hearthList}/items/${item!.id}`),
      await calls.call(stranger, 'POST', `/api/shopping-lists/${hearthList}/clear-checked`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('SHOPPING_LIST_NOT_FOUND');
    }
    expect(await calls.items(owner, hearthList)).toEqual([item]);
  });
});
