import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

/**
 * Lists built from dishes count the pantry (docs/product.md#pantry): what the pantry of the
 * list's owner holds enough of is left off, as pantry staples are, and can be added anyway.
 */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

async function dish(cook: TestUser, dishName: string, ingredients: object[]) {
  return (await call(cook, 'POST', '/api/dishes', { dishName, ingredients })).json().id as number;
}

async function ownListId(cook: TestUser, hearthId: number | null = null) {
  const lists = (await call(cook, 'GET', '/api/shopping-lists')).json() as Array<{ id: number; hearth_id: number | null }>;
  return lists.find((list) => list.hearth_id === hearthId)!.id;
}

const names = (list: { items: Array<{ name: string }> }) => list.items.map((item) => item.name).sort();

const PANCAKES = [
  { item: 'milk', quantity: 2, unit: 'cup' },
  { item: 'eggs', quantity: 2 },
  { item: 'flour', quantity: 200, unit: 'g' },
];

describe('the pantry on the shopping list', () => {
  it("leaves off a dish's ingredients the pantry holds enough of, and adds one anyway when asked", async () => {
    const cook = await signUpUser(app);
    const pancakes = await dish(cook, 'Pancakes', PANCAKES);
    for (const line of ['1 l milk', '6 eggs', '100 g flour']) await call(cook, 'POST', '/api/pantry', { line });
    const listId = await ownListId(cook);

    const added = await call(cook, 'POST', `/api/shopping-lists/${listId}/items`, { dish_id: pancakes });
    expect(added.statusCode).toBe(200);
    // 100 g of flour is not the 200 g the dish asks for: it goes on the list.
    expect(names(added.json())).toEqual(['flour']);

    const anyway = await call(cook, 'POST', `/api/shopping-lists/${listId}/items`, { dish_id: pancakes, addStaples: ['eggs'] });
    expect(names(anyway.json())).toEqual(['eggs', 'flour']);
  });

  it("the week's review sets apart what the pantry holds enough of for the whole week, added up", async () => {
    const cook = await signUpUser(app);
    const pancakes = await dish(cook, 'Pancakes', PANCAKES);
    const omelette = await dish(cook, 'Omelette', [{ item: 'large eggs', quantity: 3 }]);
    for (const [date, dishId] of [
      ['2026-12-01', pancakes],
      ['2026-12-02', omelette],
    ] as const) {
      expect((await call(cook, 'POST', '/api/meals', { date, meal_type: 'Dinner', dish_id: dishId })).statusCode).toBe(201);
    }
    for (const line of ['2 l milk', '4 eggs']) await call(cook, 'POST', '/api/pantry', { line });

    const review = (await call(cook, 'GET', '/api/shopping/meal-plan?startDate=2026-12-01&endDate=2026-12-07')).json();
    expect(review.inPantry.map((line: { item: string }) => line.item)).toEqual(['milk']);
    // Two eggs and three: five, more than the four in the pantry.
    expect(review.lines.map((line: { item: string }) => line.item).sort()).toEqual(['eggs', 'flour']);
  });

  it("a hearth's list counts the hearth's pantry, not the cook's own", async () => {
    const { owner, hearthId } = await household();
    const pancakes = await dish(owner, 'Pancakes', PANCAKES);
    await call(owner, 'POST', '/api/pantry', { line: '6 eggs' });
    await call(owner, 'POST', '/api/pantry', { hearth_id: hearthId, line: '1 l milk' });

    const added = await call(owner, 'POST', `/api/shopping-lists/${await ownListId(owner, hearthId)}/items`, { dish_id: pancakes });
    expect(names(added.json())).toEqual(['eggs', 'flour']);
  });
});
