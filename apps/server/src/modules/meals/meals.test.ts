import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
let cook: TestUser;
let stranger: TestUser;
let soupId: number;
let strangersDishId: number;

async function createDish(user: TestUser, dishName: string, extra: object = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/dishes', headers: user.headers, payload: { dishName, ...extra } });
  return response.json().id as number;
}

function planMeal(user: TestUser, payload: object) {
  return app.inject({ method: 'POST', url: '/api/meals', headers: user.headers, payload });
}

function listMeals(user: TestUser, query = '') {
  return app.inject({ method: 'GET', url: `/api/meals${query}`, headers: user.headers });
}

const dinner = (date: string, dishId: number | null = null) => ({
  personal_meal: true,
  date: `${date}T12:00:00.000Z`,
  meal_type: 'Dinner',
  meal_status: 'planned',
  dish_id: dishId,
  notes: null,
});

beforeAll(async () => {
  cook = await signUpUser(app);
  stranger = await signUpUser(app);
  soupId = await createDish(cook, 'Tomato Soup', { cookTime: 30, difficulty: 'Easy', imageUrl: 'https://example.com/soup.jpg' });
  strangersDishId = await createDish(stranger, 'Secret Stew');
});

describe('POST /api/meals', () => {
  it('answers 201 with the planned meal in the contract shape', async () => {
    const response = await planMeal(cook, { ...dinner('2026-11-23', soupId), notes: 'Double the garlic' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      date: '2026-11-23T12:00:00.000Z',
      meal_type: 'Dinner',
      meal_status: 'planned',
      personal_meal: true,
      dish_id: soupId,
      notes: 'Double the garlic',
      dish: { id: soupId, dishName: 'Tomato Soup', cookTime: 30, difficulty: 'Easy', imageUrl: 'https://example.com/soup.jpg' },
      dish_text_fallback: 'Tomato Soup',
      hearth_id: null,
      series_id: null,
    });
  });

  it('plans a meal without a dish, treats empty notes as none, and reads a plain date as 12:00 UTC', async () => {
    const response = await planMeal(cook, { date: '2026-11-24', meal_type: 'Snack', notes: '   ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ date: '2026-11-24T12:00:00.000Z', dish_id: null, notes: null, meal_status: 'planned' });
  });

  const badBodies: Array<[string, object, RegExp]> = [
    ['an unknown meal type', { ...dinner('2026-11-23'), meal_type: 'Brunch' }, /meal_type/],
    ['a status other than planned', { ...dinner('2026-11-23'), meal_status: 'cooked' }, /New meals are always planned/],
    ['an unknown status', { ...dinner('2026-11-23'), meal_status: 'burnt' }, /meal_status/],
    ['a date that is not a date', { ...dinner('2026-11-23'), date: 'next tuesday' }, /date: Must be an ISO 8601 date/],
    ['February 30th', { ...dinner('2026-11-23'), date: '2026-02-30T12:00:00.000Z' }, /date/],
    ['a missing meal type', { date: '2026-11-23' }, /meal_type/],
    ['a dish id that is text', { ...dinner('2026-11-23'), dish_id: 'soup' }, /dish_id/],
    ['notes of 100 KB', { ...dinner('2026-11-23'), notes: 'x'.repeat(100 * 1024) }, /notes/],
  ];

  it.each(badBodies)('answers 400 for %s and stores nothing', async (_case, payload, message) => {
    const before = await countRows(app, 'meals');
    const response = await planMeal(cook, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await countRows(app, 'meals')).toBe(before);
  });

  it("refuses someone else's dish, and a missing one, storing nothing", async () => {
    const before = await countRows(app, 'meals');
    for (const dishId of [strangersDishId, 987_654]) {
      const response = await planMeal(cook, dinner('2026-11-23', dishId));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'DISH_NOT_FOUND', message: 'Dish not found' });
    }
    expect(await countRows(app, 'meals')).toBe(before);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/meals', payload: dinner('2026-11-23') });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/meals', () => {
  let planner: TestUser;
  let dishId: number;

  beforeAll(async () => {
    planner = await signUpUser(app);
    dishId = await createDish(planner, 'Pancakes', { cookTime: 15 });
    for (const date of ['2026-01-05', '2026-01-01', '2026-01-03']) await planMeal(planner, dinner(date, dishId));
    await planMeal(stranger, dinner('2026-01-02', strangersDishId));
  });

  it("lists only the caller's meals, by date, without dishes unless asked", async () => {
    const meals = (await listMeals(planner)).json();
    expect(meals.map((meal: { date: string }) => meal.date.slice(0, 10))).toEqual(['2026-01-01', '2026-01-03', '2026-01-05']);
    expect(meals[0]).not.toHaveProperty('dish');
    expect(meals[0].dish_text_fallback).toBe('Pancakes');
  });

  it('embeds each dish with include_dishes=true', async () => {
    const meals = (await listMeals(planner, '?include_dishes=true')).json();
    expect(meals[0].dish).toEqual({ id: dishId, dishName: 'Pancakes', cookTime: 15, difficulty: '' });
  });

  it('filters by inclusive start and end dates', async () => {
    const meals = (await listMeals(planner, '?startDate=2026-01-03&endDate=2026-01-05')).json();
    expect(meals.map((meal: { date: string }) => meal.date.slice(0, 10))).toEqual(['2026-01-03', '2026-01-05']);
  });

  it.each([
    '?startDate=yesterday',
    '?endDate=2026-13-01',
    '?startDate=2026-02-01&endDate=2026-01-01',
    '?include_dishes=yes',
    '?hearth_id=abc',
  ])('answers 400 for %s', async (query) => {
    expect((await listMeals(planner, query)).statusCode).toBe(400);
  });

  it('runs the same number of statements for 3 meals as for 40', async () => {
    const busy = await signUpUser(app);
    const busyDish = await createDish(busy, 'Oats');
    for (let day = 1; day <= 3; day += 1) await planMeal(busy, dinner(`2026-03-${String(day).padStart(2, '0')}`, busyDish));

    const countFor = async () => {
      const before = app.statementCount();
      const response = await listMeals(busy, '?include_dishes=true');
      expect(response.statusCode).toBe(200);
      return { statements: app.statementCount() - before, meals: response.json().length };
    };
    const few = await countFor();
    for (let day = 4; day <= 28; day += 1) await planMeal(busy, dinner(`2026-03-${String(day).padStart(2, '0')}`, busyDish));
    for (let day = 1; day <= 12; day += 1) await planMeal(busy, dinner(`2026-04-${String(day).padStart(2, '0')}`, null));
    const many = await countFor();

    expect([few.meals, many.meals]).toEqual([3, 40]);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThanOrEqual(4);
  });
});

describe('PATCH and DELETE /api/meals/:id', () => {
  let mealId: number;

  beforeAll(async () => {
    mealId = (await planMeal(cook, dinner('2026-05-01', soupId))).json().id;
  });

  function patch(user: TestUser, id: number | string, payload: object) {
    return app.inject({ method: 'PATCH', url: `/api/meals/${id}`, headers: user.headers, payload });
  }

  it.each(['cooked', 'eaten', 'cancelled', 'planned'])('moves the status to %s', async (status) => {
    const response = await patch(cook, mealId, { meal_status: status });
    expect(response.statusCode).toBe(200);
    expect(response.json().meal_status).toBe(status);
  });

  it('changes the date, type, notes and dish', async () => {
    const other = await createDish(cook, 'Grilled Cheese');
    const response = await patch(cook, mealId, { date: '2026-05-02', meal_type: 'Lunch', notes: 'With pickles', dish_id: other });
    expect(response.json()).toMatchObject({
      date: '2026-05-02T12:00:00.000Z',
      meal_type: 'Lunch',
      notes: 'With pickles',
      dish_id: other,
      dish: { dishName: 'Grilled Cheese' },
    });
  });

  it.each([
    ['an unknown status', { meal_status: 'burnt' }],
    ['an empty change', {}],
    ["someone else's dish", { dish_id: strangersDishId }],
    ['a bad date', { date: '2026-99-99' }],
  ])('answers 400 for %s and changes nothing', async (_case, payload) => {
    const before = (await listMeals(cook)).json();
    const response = await patch(cook, mealId, payload);
    expect(response.statusCode).toBe(400);
    expect((await listMeals(cook)).json()).toEqual(before);
  });

  it("answers 404 for someone else's meal, as for a missing one", async () => {
    const foreign = await patch(stranger, mealId, { meal_status: 'eaten' });
    const missing = await patch(stranger, 987_654, { meal_status: 'eaten' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const del = await app.inject({ method: 'DELETE', url: `/api/meals/${mealId}`, headers: stranger.headers });
    expect(del.statusCode).toBe(404);
  });

  it.each(['abc', '0', '-3', '2.5'])('answers 400 for the id %s', async (id) => {
    const response = await patch(cook, id, { meal_status: 'eaten' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid meal ID: ${id}`);
  });

  it('deletes with 204', async () => {
    const response = await app.inject({ method: 'DELETE', url: `/api/meals/${mealId}`, headers: cook.headers });
    expect(response.statusCode).toBe(204);
    expect((await listMeals(cook)).json().some((meal: { id: number }) => meal.id === mealId)).toBe(false);
  });
});

describe('deleting a dish', () => {
  it('keeps its meals, with no dish id and the dish name as fallback', async () => {
    const dishId = await createDish(cook, 'Short-lived Salad');
    const meal = (await planMeal(cook, dinner('2026-06-01', dishId))).json();
    await app.inject({ method: 'PUT', url: `/api/dishes/${dishId}`, headers: cook.headers, payload: { dishName: 'Renamed Salad' } });

    const deleted = await app.inject({ method: 'DELETE', url: `/api/dishes/${dishId}`, headers: cook.headers });
    expect(deleted.statusCode).toBe(204);

    const after = (await listMeals(cook, '?include_dishes=true')).json().find((m: { id: number }) => m.id === meal.id);
    expect(after).toMatchObject({ dish_id: null, dish_text_fallback: 'Renamed Salad' });
    expect(after).not.toHaveProperty('dish');
  });
});
