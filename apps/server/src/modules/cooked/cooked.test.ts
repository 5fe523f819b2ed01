import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

/** The server's own date, and the days either side, as YYYY-MM-DD. */
function utcDay(offset = 0): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

async function createDish(user: TestUser, dishName = 'Tomato Soup') {
  const response = await call(user, 'POST', '/api/dishes', { dishName });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function planMeal(user: TestUser, payload: { date: string; dish_id: number; hearth_id?: number; meal_type?: string }) {
  const response = await call(user, 'POST', '/api/meals', { meal_type: 'Dinner', ...payload });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function setStatus(user: TestUser, mealId: number, status: string) {
  expect((await call(user, 'PATCH', `/api/meals/${mealId}`, { meal_status: status })).statusCode).toBe(200);
}

const history = (user: TestUser, dishId: number) => call(user, 'GET', `/api/dishes/${dishId}/cooked`);
const markCooked = (user: TestUser, dishId: number | string, payload: object = { date: utcDay() }) =>
  call(user, 'POST', `/api/dishes/${dishId}/cooked`, payload);

describe('GET /api/dishes/:id/cooked', () => {
  it('answers no cooking yet for a new dish', async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const response = await history(cook, dishId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dish_id: dishId, last_cooked: null, cooked_count: 0 });
  });

  it('counts meals marked cooked or eaten, and names the latest day; planned and cancelled ones do not count', async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const otherDishId = await createDish(cook, 'Bread');
    await setStatus(cook, await planMeal(cook, { date: '2026-03-01', dish_id: dishId }), 'cooked');
    await setStatus(cook, await planMeal(cook, { date: '2026-05-09', dish_id: dishId }), 'eaten');
    await setStatus(cook, await planMeal(cook, { date: '2026-04-02', dish_id: dishId }), 'cooked');
    await setStatus(cook, await planMeal(cook, { date: '2026-06-01', dish_id: dishId }), 'cancelled');
    await planMeal(cook, { date: '2026-07-01', dish_id: dishId });
    await setStatus(cook, await planMeal(cook, { date: '2026-08-01', dish_id: otherDishId }), 'cooked');

    expect((await history(cook, dishId)).json()).toEqual({ dish_id: dishId, last_cooked: '2026-05-09', cooked_count: 3 });
  });

  it("answers 404 for someone else's dish and 400 for a bad id", async () => {
    const cook = await signUpUser(app);
    const stranger = await signUpUser(app);
    const dishId = await createDish(cook);
    expect((await history(stranger, dishId)).statusCode).toBe(404);
    const bad = await call(cook, 'GET', '/api/dishes/abc/cooked');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_DISH_ID', message: 'Invalid dish ID: abc' });
  });
});

describe('POST /api/dishes/:id/cooked', () => {
  it('plans a personal meal today, already cooked, when there is none with the dish: 201 with the meal and the new history', async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const response = await markCooked(cook, dishId, { date: utcDay(), meal_type: 'Lunch' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      dish_id: dishId,
      last_cooked: utcDay(),
      cooked_count: 1,
      meal: expect.objectContaining({
        date: `${utcDay()}T12:00:00.000Z`,
        meal_type: 'Lunch',
        meal_status: 'cooked',
        personal_meal: true,
        dish_id: dishId,
        hearth_id: null,
        dish_text_fallback: 'Tomato Soup',
      }),
    });
    expect((await history(cook, dishId)).json()).toMatchObject({ last_cooked: utcDay(), cooked_count: 1 });
  });

  it("marks today's planned meal with the dish cooked instead of planning another", async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const mealId = await planMeal(cook, { date: `${utcDay()}T18:30:00.000Z`, dish_id: dishId, meal_type: 'Dinner' });
    const mealsBefore = await countRows(app, 'meals');

    const response = await markCooked(cook, dishId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cooked_count: 1, meal: { id: mealId, meal_status: 'cooked', meal_type: 'Dinner' } });
    expect(await countRows(app, 'meals')).toBe(mealsBefore);
  });

  it('counts a second tap once: the meal already cooked today is answered as it is', async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const first = await markCooked(cook, dishId);
    const mealsBefore = await countRows(app, 'meals');
    const second = await markCooked(cook, dishId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ cooked_count: 1, meal: { id: first.json().meal.id } });
    expect(await countRows(app, 'meals')).toBe(mealsBefore);
  });

  it("accepts the days either side of the server's date (the cook's time zone)", async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    expect((await markCooked(cook, dishId, { date: utcDay(-1) })).statusCode).toBe(201);
    expect((await markCooked(cook, dishId, { date: utcDay(1) })).statusCode).toBe(201);
    expect((await history(cook, dishId)).json()).toMatchObject({ last_cooked: utcDay(1), cooked_count: 2 });
  });

  it.each([
    [{ date: '2020-01-01' }, /^date: Must be today's date, not 2020-01-01$/],
    [{ date: 'today' }, /^date: /],
    [{}, /^date: /],
    [{ date: '2026-11-23', meal_type: 'Brunch' }, /^meal_type: /],
  ])('refuses %j with 400 and plans nothing', async (payload, message) => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const mealsBefore = await countRows(app, 'meals');
    const response = await markCooked(cook, dishId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(message) });
    expect(await countRows(app, 'meals')).toBe(mealsBefore);
  });

  it('answers 404 for a dish the cook cannot see, and changes nothing', async () => {
    const cook = await signUpUser(app);
    const stranger = await signUpUser(app);
    const dishId = await createDish(cook);
    const mealsBefore = await countRows(app, 'meals');
    expect((await markCooked(stranger, dishId)).statusCode).toBe(404);
    expect((await markCooked(cook, 2_147_483_647)).statusCode).toBe(404);
    expect(await countRows(app, 'meals')).toBe(mealsBefore);
  });

  describe('in a hearth', () => {
    it("lets a member mark the hearth's meal with the owner's dish cooked, and everyone in it sees the count", async () => {
      const { owner, member, viewer, hearthId } = await household();
      const dishId = await createDish(owner, 'Shared Stew');
      const mealId = await planMeal(owner, { date: utcDay(), dish_id: dishId, hearth_id: hearthId });

      const response = await markCooked(member, dishId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        cooked_count: 1,
        last_cooked: utcDay(),
        meal: { id: mealId, meal_status: 'cooked', hearth_id: hearthId },
      });
      for (const reader of [owner, viewer]) expect((await history(reader, dishId)).json()).toMatchObject({ cooked_count: 1 });
    });

    it('refuses a viewer (403), and a member with no meal of it today, since the dish is not theirs to plan', async () => {
      const { owner, member, viewer, hearthId } = await household();
      const dishId = await createDish(owner, 'Shared Stew');
      await planMeal(owner, { date: utcDay(), dish_id: dishId, hearth_id: hearthId });
      const laterDishId = await createDish(owner, 'Later Pie');
      await planMeal(owner, { date: '2026-12-24', dish_id: laterDishId, hearth_id: hearthId });
      const mealsBefore = await countRows(app, 'meals');

      const refused = await markCooked(viewer, dishId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NOT_DISH_OWNER');
      expect((await markCooked(member, laterDishId)).statusCode).toBe(403);
      expect(await countRows(app, 'meals')).toBe(mealsBefore);
      expect((await history(owner, dishId)).json()).toMatchObject({ cooked_count: 0 });
    });
  });
});
