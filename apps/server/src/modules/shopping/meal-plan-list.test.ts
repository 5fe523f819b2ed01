import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
let cook: TestUser;

async function createDish(user: TestUser, dishName: string, ingredients: object[]) {
  const response = await app.inject({ method: 'POST', url: '/api/dishes', headers: user.headers, payload: { dishName, ingredients } });
  return response.json().id as number;
}

async function plan(user: TestUser, date: string, dishId: number | null, status?: string) {
  const meal = await app.inject({
    method: 'POST',
    url: '/api/meals',
    headers: user.headers,
    payload: { date, meal_type: 'Dinner', dish_id: dishId },
  });
  if (status) {
    await app.inject({ method: 'PATCH', url: `/api/meals/${meal.json().id}`, headers: user.headers, payload: { meal_status: status } });
  }
}

function planList(user: TestUser, query: string) {
  return app.inject({ method: 'GET', url: `/api/shopping/meal-plan?${query}`, headers: user.headers });
}

beforeAll(async () => {
  cook = await signUpUser(app);
  const pancakes = await createDish(cook, 'Pancakes', [
    { item: 'milk', quantity: 2, unit: 'cup' },
    { item: 'flour', quantity: 1, unit: 'lb' },
    { item: 'salt', unit: 'to taste' },
    { item: 'blueberries', quantity: 1, unit: 'cup', optional: true },
  ]);
  const bechamel = await createDish(cook, 'Bechamel', [
    { item: 'Milk', quantity: 500, unit: 'ml' },
    { item: 'flour', quantity: 200, unit: 'g' },
    { item: 'salt', unit: 'to taste' },
  ]);
  const aioli = await createDish(cook, 'Aioli', [{ item: 'garlic', quantity: 3, unit: 'clove' }]);
  const toast = await createDish(cook, 'Garlic toast', [{ item: 'garlic', quantity: 1, unit: 'clove' }]);
  const cancelled = await createDish(cook, 'Lobster', [{ item: 'lobster', quantity: 2, unit: 'piece' }]);
  const cooked = await createDish(cook, 'Tacos', [{ item: 'tortillas', quantity: 8, unit: '' }]);
  const eaten = await createDish(cook, 'Curry', [{ item: 'coconut milk', quantity: 1, unit: 'cup' }]);

  await plan(cook, '2026-11-21', pancakes);
  await plan(cook, '2026-11-22', bechamel);
  await plan(cook, '2026-11-22', cooked, 'cooked');
  await plan(cook, '2026-11-23', eaten, 'eaten');
  await plan(cook, '2026-11-23', aioli);
  await plan(cook, '2026-11-27', toast);
  await plan(cook, '2026-11-24', cancelled, 'cancelled');
  await plan(cook, '2026-11-25', null);
  await plan(cook, '2026-11-28', aioli); // the day after the range

  const stranger = await signUpUser(app);
  await plan(stranger, '2026-11-22', await createDish(stranger, 'Their stew', [{ item: 'beef', quantity: 1, unit: 'kg' }]));
});

describe('GET /api/shopping/meal-plan', () => {
  it('merges the same item across the planned meals, leaving out cooked, eaten and cancelled ones, other days and optional ingredients', async () => {
    const response = await planList(cook, 'startDate=2026-11-21&endDate=2026-11-27');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ title: 'Meals from November 21 to November 27, 2026', mealCount: 4, onList: [] });
    expect(list.lines).toEqual([
      { item: 'milk', quantity: 973, unit: 'ml', display_text: '973 ml milk', dishes: ['Pancakes', 'Bechamel'] },
      { item: 'flour', quantity: 1.441, unit: 'lb', display_text: '1.44 lb flour', dishes: ['Pancakes', 'Bechamel'] },
      { item: 'garlic', quantity: 4, unit: 'clove', display_text: '4 cloves garlic', dishes: ['Aioli', 'Garlic toast'] },
    ]);
  });

  it('shows the pantry staples apart, as what the cook has', async () => {
    const list = (await planList(cook, 'startDate=2026-11-21&endDate=2026-11-27')).json();
    expect(list.staples).toEqual([
      { item: 'salt', quantity: 0, unit: 'to taste', display_text: 'salt, to taste', dishes: ['Pancakes', 'Bechamel'] },
    ]);
  });

  it('counts a meal already on the shopping list once: named, and not again', async () => {
    const other = await signUpUser(app);
    const dish = await createDish(other, 'Chili', [{ item: 'onion', quantity: 2 }]);
    await plan(other, '2026-11-21', dish);
    await plan(other, '2026-11-23', dish);
    const [own] = (await app.inject({ method: 'GET', url: '/api/shopping-lists', headers: other.headers })).json();
    const added = await app.inject({
      method: 'POST',
      url: `/api/shopping-lists/${own.id}/items`,
      headers: other.headers,
      payload: { startDate: '2026-11-21', endDate: '2026-11-21' },
    });
    expect(added.statusCode).toBe(200);
    const week = (await planList(other, 'startDate=2026-11-21&endDate=2026-11-27')).json();
    expect(week.mealCount).toBe(1);
    expect(week.onList).toMatchObject([{ date: '2026-11-21', meal_type: 'Dinner', dishName: 'Chili' }]);
    expect(week.lines).toMatchObject([{ display_text: '2 onions', dishes: ['Chili'] }]);
  });

  it('adds optional ingredients when asked', async () => {
    const list = (await planList(cook, 'startDate=2026-11-21&endDate=2026-11-21&includeOptional=true')).json();
    expect(list.title).toBe('Meals for November 21, 2026');
    expect(list.lines.map((line: { item: string }) => line.item)).toContain('blueberries');
  });

  it("never shows another person's meals", async () => {
    const list = (await planList(cook, 'startDate=2026-11-22&endDate=2026-11-22')).json();
    expect(list.lines.map((line: { item: string }) => line.item)).not.toContain('beef');
  });

  it.each([
    ['no dates', ''],
    ['an end before the start', 'startDate=2026-11-27&endDate=2026-11-21'],
    ['a range of over two months', 'startDate=2026-01-01&endDate=2026-12-31'],
    ['a date that is not one', 'startDate=2026-11-31&endDate=2026-12-01'],
  ])('answers 400 for %s', async (_case, query) => {
    const response = await planList(cook, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/shopping/meal-plan?startDate=2026-11-21&endDate=2026-11-27' });
    expect(response.statusCode).toBe(401);
  });
});
