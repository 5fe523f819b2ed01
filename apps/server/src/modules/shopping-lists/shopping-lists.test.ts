import { beforeAll, describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { amounts, householdWithListForFile, listCalls } from '../../../test/shopping-list-fixtures.js';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
const calls = listCalls(() => app);
const hearths = hearthCalls(() => app);

const household = householdWithListForFile(() => app, 'member');

describe('GET /api/shopping-lists', () => {
  it("answers the cook's own list first, then one per hearth, made when first asked for", async () => {
    const cook = await signUpUser(app);
    const listsBefore = await countRows(app, 'shopping_lists');
    const first = await calls.lists(cook);
    expect(first).toEqual([{ id: expect.any(Number), hearth_id: null, name: 'My list' }]);
    expect(await countRows(app, 'shopping_lists')).toBe(listsBefore + 1);
    const hearthId = await hearths.createHearth(cook, 'The Smiths');
    const second = await calls.lists(cook);
    expect(second).toEqual([first[0], { id: expect.any(Number), hearth_id: hearthId, name: 'The Smiths' }]);
    expect(await calls.lists(cook)).toEqual(second);
  });

  it('gives every member of a hearth the same list', async () => {
    for (const user of [household.owner, household.viewer]) expect(await calls.listId(user, household.hearthId)).toBe(household.listId);
  });
});

describe('GET /api/shopping-lists/:id', () => {
  it('answers the list with its items in the order they were added', async () => {
    const cook = await signUpUser(app);
    const listId = await calls.listId(cook);
    await calls.addOk(cook, listId, { text: '2 lemons' });
    await calls.addOk(cook, listId, { text: 'paper towels' });
    const response = await calls.call(cook, 'GET', `/api/shopping-lists/${listId}`);
    expect(response.json()).toEqual({
      id: listId,
      hearth_id: null,
      name: 'My list',
      items: [
        { id: expect.any(Number), name: 'lemons', quantity: 2, unit: '', aisle: 'Produce', checked: false, version: 1, sources: [] },
        {
          id: expect.any(Number),
          name: 'paper towels',
          quantity: 0,
          unit: '',
          aisle: 'Household',
          checked: false,
          version: 1,
          sources: [],
        },
      ],
    });
  });

  it.each([
    ['a list that does not exist', () => 999_999],
    ["another cook's own list", async () => calls.listId(await signUpUser(app))],
  ])('answers 404 for %s', async (_case, id) => {
    const response = await calls.call(household.member, 'GET', `/api/shopping-lists/${await id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'SHOPPING_LIST_NOT_FOUND', message: 'Shopping list not found' });
  });

  it("answers a hearth's list to a stranger and to a former member with 404", async () => {
    const stranger = await signUpUser(app);
    expect((await calls.call(stranger, 'GET', `/api/shopping-lists/${household.listId}`)).statusCode).toBe(404);
    const { owner, member, hearthId } = await hearths.household();
    const listId = await calls.listId(member, hearthId);
    expect((await calls.call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`)).statusCode).toBe(204);
    expect((await calls.call(member, 'GET', `/api/shopping-lists/${listId}`)).statusCode).toBe(404);
    expect((await calls.add(member, listId, { text: 'milk' })).statusCode).toBe(404);
  });

  it.each(['abc', '0', '1.5', '99999999999'])('answers 400 for the list id %s', async (id) => {
    const response = await calls.call(household.member, 'GET', `/api/shopping-lists/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_LIST_ID', message: `Invalid shopping list ID: ${id}` });
  });
});

describe("a hearth's list", () => {
  it('is changed by members and owners and read by viewers', async () => {
    const { owner, member, viewer, hearthId } = await hearths.household();
    const listId = await calls.listId(owner, hearthId);
    await calls.addOk(member, listId, { text: '1 cup rice' });
    await calls.addOk(owner, listId, { text: '1 cup rice' });
    expect(amounts(await calls.items(viewer, listId))).toEqual([['rice', 2, 'cup']]);
    const refused = await calls.add(viewer, listId, { text: 'cake' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Viewers can read this hearth’s shopping list but not change it.');
    const [rice] = await calls.items(viewer, listId);
    expect((await calls.patch(viewer, listId, rice!.id, { checked: true, version: rice!.version })).statusCode).toBe(403);
    expect((await calls.call(viewer, 'DELETE', `/api/shopping-lists/${listId}/items/${rice!.id}`)).statusCode).toBe(403);
    expect((await calls.call(viewer, 'POST', `/api/shopping-lists/${listId}/clear-checked`)).statusCode).toBe(403);
    expect(amounts(await calls.items(member, listId))).toEqual([['rice', 2, 'cup']]);
  });

  it("takes a range of the hearth's meals, leaving cancelled meals and other hearths out", async () => {
    const { owner, member, hearthId } = await hearths.household();
    const listId = await calls.listId(member, hearthId);
    const stew = await calls.createDish(owner, 'Stew', [
      { item: 'carrots', quantity: 2 },
      { item: 'salt', quantity: 1, unit: 'tsp' },
    ]);
    const soup = await calls.createDish(owner, 'Soup', [{ item: 'leeks', quantity: 2 }]);
    const monday = await calls.planMeal(owner, '2026-11-23', stew, hearthId);
    const wednesday = await calls.planMeal(owner, '2026-11-25', stew, hearthId);
    const cancelled = await calls.planMeal(owner, '2026-11-24', soup, hearthId);
    await calls.call(owner, 'PATCH', `/api/meals/${cancelled}`, { meal_status: 'cancelled' });
    await calls.planMeal(owner, '2026-11-24', soup);
    await calls.planMeal(owner, '2026-12-24', soup, hearthId);
    const list = await calls.addOk(member, listId, { startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(amounts(list.items)).toEqual([['carrots', 4, '']]);
    expect(list.items[0]?.sources).toEqual([
      { dish_id: stew, dishName: 'Stew', meal_id: monday },
      { dish_id: stew, dishName: 'Stew', meal_id: wednesday },
    ]);
  });

  it('adds a week once: a second time adds only the meals planned since, and only planned ones', async () => {
    const { owner, hearthId } = await hearths.household();
    const listId = await calls.listId(owner, hearthId);
    const chili = await calls.createDish(owner, 'Chili', [
      { item: 'onion', quantity: 2 },
      { item: 'salt', quantity: 1, unit: 'tsp' },
    ]);
    const tacos = await calls.createDish(owner, 'Tacos', [{ item: 'tortillas', quantity: 8 }]);
    await calls.planMeal(owner, '2026-11-23', chili, hearthId);
    const eaten = await calls.planMeal(owner, '2026-11-24', tacos, hearthId);
    await calls.call(owner, 'PATCH', `/api/meals/${eaten}`, { meal_status: 'eaten' });
    const week = { startDate: '2026-11-23', endDate: '2026-11-29' };
    expect(amounts((await calls.addOk(owner, listId, week)).items)).toEqual([['onion', 2, '']]);
    const again = await calls.add(owner, listId, week);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Every planned meal in these dates is on the list already.');
    await calls.planMeal(owner, '2026-11-26', chili, hearthId);
    expect(amounts((await calls.addOk(owner, listId, week)).items)).toEqual([['onion', 4, '']]);
  });

  it('adds the staples a cook tapped "add anyway", and no other', async () => {
    const { owner, hearthId } = await hearths.household();
    const listId = await calls.listId(owner, hearthId);
    const dish = await calls.createDish(owner, 'Salad', [
      { item: 'lettuce', quantity: 1 },
      { item: 'olive oil', quantity: 2, unit: 'tbsp' },
      { item: 'salt', quantity: 1, unit: 'tsp' },
    ]);
    await calls.planMeal(owner, '2026-11-23', dish, hearthId);
    const list = await calls.addOk(owner, listId, { startDate: '2026-11-23', endDate: '2026-11-23', addStaples: ['olive oil'] });
    expect(amounts(list.items)).toEqual([
      ['lettuce', 1, ''],
      ['olive oil', 2, 'tbsp'],
    ]);
  });

  it('leaves off what a cook unticked in the range', async () => {
    const { owner, hearthId } = await hearths.household();
    const listId = await calls.listId(owner, hearthId);
    const dish = await calls.createDish(owner, 'Curry', [
      { item: 'rice', quantity: 1, unit: 'cup' },
      { item: 'chickpeas', quantity: 2, unit: '' },
    ]);
    await calls.planMeal(owner, '2026-11-23', dish, hearthId);
    const list = await calls.addOk(owner, listId, { startDate: '2026-11-23', endDate: '2026-11-23', exclude: ['Rice'] });
    expect(amounts(list.items)).toEqual([['chickpeas', 2, '']]);
  });

  it("adds a meal's dish, and a hearth-mate's dish the cook can read", async () => {
    const { owner, member, hearthId } = await hearths.household();
    const listId = await calls.listId(member, hearthId);
    const dish = await calls.createDish(owner, 'Shakshuka', [{ item: 'eggs', quantity: 6 }]);
    const meal = await calls.planMeal(owner, '2026-11-23', dish, hearthId);
    await calls.addOk(member, listId, { meal_id: meal });
    const list = await calls.addOk(member, listId, { dish_id: dish });
    expect(amounts(list.items)).toEqual([['eggs', 12, '']]);
  });
});

describe('adding what cannot be added', () => {
  let cook: TestUser;
  let listId: number;
  beforeAll(async () => {
    cook = await signUpUser(app);
    listId = await calls.listId(cook);
  });

  it.each([
    [
      "a stranger's dish",
      async () => ({ dish_id: await calls.createDish(await signUpUser(app), 'Secret', [{ item: 'x', quantity: 1 }]) }),
      404,
      'DISH_NOT_FOUND',
    ],
    [
      "a stranger's meal",
      async () => ({ meal_id: await calls.planMeal(await signUpUser(app), '2026-11-23', null) }),
      404,
      'MEAL_NOT_FOUND',
    ],
    ['a meal without a dish', async () => ({ meal_id: await calls.planMeal(cook, '2026-11-23', null) }), 422, 'NOTHING_TO_ADD'],
    [
      'a dish of pantry staples only',
      async () => ({
        dish_id: await calls.createDish(cook, 'Brine', [
          { item: 'salt', quantity: 1, unit: 'cup' },
          { item: 'water', quantity: 1, unit: 'l' },
        ]),
      }),
      422,
      'NOTHING_TO_ADD',
    ],
    ['a range with no meals', async () => ({ startDate: '2030-01-01', endDate: '2030-01-07' }), 422, 'NOTHING_TO_ADD'],
  ])('answers %s with its status and changes nothing', async (_case, body, status, code) => {
    const before = await calls.items(cook, listId);
    const response = await calls.add(cook, listId, await body());
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await calls.items(cook, listId)).toEqual(before);
  });
});

describe('DELETE /api/shopping-lists/:id/items/:itemId and POST .../clear-checked', () => {
  it('removes an item, and answers 404 when it is already gone', async () => {
    const cook = await signUpUser(app);
    const listId = await calls.listId(cook);
    const [item] = (await calls.addOk(cook, listId, { text: 'milk' })).items;
    expect((await calls.call(cook, 'DELETE', `/api/shopping-lists/${listId}/items/${item!.id}`)).statusCode).toBe(204);
    const again = await calls.call(cook, 'DELETE', `/api/shopping-lists/${listId}/items/${item!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'ITEM_NOT_FOUND', message: 'This item is no longer on the list.' });
  });

  it('does not reach an item of another list through this one', async () => {
    const cook = await signUpUser(app);
    const other = await signUpUser(app);
    const [theirs] = (await calls.addOk(other, await calls.listId(other), { text: 'milk' })).items;
    const response = await calls.call(cook, 'DELETE', `/api/shopping-lists/${await calls.listId(cook)}/items/${theirs!.id}`);
    expect(response.statusCode).toBe(404);
    expect(await calls.items(other, await calls.listId(other))).toHaveLength(1);
  });

  it('clears checked items only, answering the list', async () => {
    const cook = await signUpUser(app);
    const listId = await calls.listId(cook);
    await calls.addOk(cook, listId, { text: 'milk' });
    const [milk, bread] = (await calls.addOk(cook, listId, { text: 'bread' })).items;
    await calls.patch(cook, listId, milk!.id, { checked: true, version: milk!.version });
    const response = await calls.call(cook, 'POST', `/api/shopping-lists/${listId}/clear-checked`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { id: number }) => item.id)).toEqual([bread!.id]);
  });
});

describe('GET and PUT /api/pantry-staples', () => {
  it('starts with salt, pepper, oil and water, and keeps what the cook writes, tidied', async () => {
    const cook = await signUpUser(app);
    expect((await calls.call(cook, 'GET', '/api/pantry-staples')).json()).toEqual({ staples: ['salt', 'pepper', 'oil', 'water'] });
    const saved = await calls.call(cook, 'PUT', '/api/pantry-staples', { staples: [' salt ', 'flour', 'Flour', 'rice  vinegar'] });
    expect(saved.json()).toEqual({ staples: ['salt', 'flour', 'rice vinegar'] });
    expect((await calls.call(cook, 'GET', '/api/pantry-staples')).json()).toEqual({ staples: ['salt', 'flour', 'rice vinegar'] });
    const listId = await calls.listId(cook);
    const dish = await calls.createDish(cook, 'Bread', [
      { item: 'flour', quantity: 500, unit: 'g' },
      { item: 'olive oil', quantity: 1, unit: 'tbsp' },
    ]);
    expect(amounts((await calls.addOk(cook, listId, { dish_id: dish })).items)).toEqual([['olive oil', 1, 'tbsp']]);
  });

  it.each([
    ['101 staples', { staples: Array.from({ length: 101 }, (_, index) => `staple ${index}`) }, /At most 100 staples/],
    ['a 61-character staple', { staples: ['x'.repeat(61)] }, /at most 60 characters/],
    ['a blank staple', { staples: ['  '] }, /A staple needs a name/],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await calls.call(household.owner, 'PUT', '/api/pantry-staples', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});
