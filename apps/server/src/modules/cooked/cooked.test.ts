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

const history = (user: TestUser, dishId: number, date?: string) =>
  call(user, 'GET', `/api/dishes/${dishId}/cooked${date ? `?date=${date}` : ''}`);
const markCooked = (user: TestUser, dishId: number | string, payload: object = { date: utcDay() }) =>
  call(user, 'POST', `/api/dishes/${dishId}/cooked`, payload);

describe('GET /api/dishes/:id/cooked', () => {
  it('answers no cooking yet for a new dish', async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const response = await history(cook, dishId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dish_id: dishId,
      last_cooked: null,
      cooked_count: 0,
      planned_meals: [],
      log: [],
      average_rating: null,
      rating_count: 0,
    });
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

    expect((await history(cook, dishId)).json()).toEqual({
      dish_id: dishId,
      last_cooked: '2026-05-09',
      cooked_count: 3,
      planned_meals: [],
      log: [],
      average_rating: null,
      rating_count: 0,
    });
  });

  it("lists the day's planned meals with the dish that the cook may mark, for them to pick one", async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const dinner = await planMeal(cook, { date: '2026-07-01', dish_id: dishId, meal_type: 'Dinner' });
    await setStatus(cook, await planMeal(cook, { date: '2026-07-01', dish_id: dishId, meal_type: 'Lunch' }), 'cooked');
    await planMeal(cook, { date: '2026-07-02', dish_id: dishId });
    expect((await history(cook, dishId, '2026-07-01')).json().planned_meals).toEqual([
      { id: dinner, meal_type: 'Dinner', hearth_id: null },
    ]);
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
  it('records the cooking on the dish when no meal is picked, and plans no meal', async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const mealsBefore = await countRows(app, 'meals');
    const response = await markCooked(cook, dishId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dish_id: dishId, last_cooked: utcDay(), cooked_count: 1, planned_meals: [], meal: null });
    expect(await countRows(app, 'meals')).toBe(mealsBefore);
    expect((await history(cook, dishId)).json()).toMatchObject({ last_cooked: utcDay(), cooked_count: 1 });
  });

  it('leaves a planned meal that day as it is unless the cook picks it', async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const mealId = await planMeal(cook, { date: `${utcDay()}T18:30:00.000Z`, dish_id: dishId, meal_type: 'Dinner' });
    const recorded = await markCooked(cook, dishId);
    expect(recorded.json()).toMatchObject({ meal: null, planned_meals: [{ id: mealId, meal_type: 'Dinner' }] });
    const meals = (await call(cook, 'GET', `/api/meals?startDate=${utcDay()}&endDate=${utcDay()}`)).json();
    expect(meals).toMatchObject([{ id: mealId, meal_status: 'planned' }]);
  });

  it('marks the planned meal the cook picked cooked, and plans no other', async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const mealId = await planMeal(cook, { date: `${utcDay()}T18:30:00.000Z`, dish_id: dishId, meal_type: 'Dinner' });
    const mealsBefore = await countRows(app, 'meals');

    const response = await markCooked(cook, dishId, { date: utcDay(), meal_id: mealId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cooked_count: 1,
      planned_meals: [],
      meal: { id: mealId, meal_status: 'cooked', meal_type: 'Dinner' },
    });
    expect(await countRows(app, 'meals')).toBe(mealsBefore);
  });

  it('counts a second tap once, with a meal or without', async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    await markCooked(cook, dishId);
    expect((await markCooked(cook, dishId)).json()).toMatchObject({ cooked_count: 1 });
    const mealId = await planMeal(cook, { date: utcDay(), dish_id: dishId });
    await markCooked(cook, dishId, { date: utcDay(), meal_id: mealId });
    expect((await markCooked(cook, dishId, { date: utcDay(), meal_id: mealId })).json()).toMatchObject({ cooked_count: 2 });
  });

  it("accepts the days either side of the server's date (the cook's time zone)", async () => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    expect((await markCooked(cook, dishId, { date: utcDay(-1) })).statusCode).toBe(200);
    expect((await markCooked(cook, dishId, { date: utcDay(1) })).statusCode).toBe(200);
    expect((await history(cook, dishId)).json()).toMatchObject({ last_cooked: utcDay(1), cooked_count: 2 });
  });

  it.each([
    [{ date: utcDay(3) }, new RegExp(`^date: Must be today or an earlier day, not ${utcDay(3)}$`)],
    [{ date: 'today' }, /^date: /],
    [{}, /^date: /],
    [{ date: '2026-11-23', meal_id: 'dinner' }, /^meal_id: /],
  ])('refuses %j with 400 and records nothing', async (payload, message) => {
    const cook = await signUpUser(app);
    const dishId = await createDish(cook);
    const response = await markCooked(cook, dishId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(message) });
    expect((await history(cook, dishId)).json()).toMatchObject({ cooked_count: 0 });
  });

  it('answers 404 for a dish the cook cannot see, or a meal of another day or dish, and changes nothing', async () => {
    const cook = await signUpUser(app);
    const stranger = await signUpUser(app);
    const dishId = await createDish(cook);
    const otherDish = await createDish(cook, 'Bread');
    const tomorrow = await planMeal(cook, { date: '2026-12-24', dish_id: dishId });
    const bread = await planMeal(cook, { date: utcDay(), dish_id: otherDish });
    expect((await markCooked(stranger, dishId)).statusCode).toBe(404);
    expect((await markCooked(cook, 2_147_483_647)).statusCode).toBe(404);
    expect((await markCooked(cook, dishId, { date: utcDay(), meal_id: tomorrow })).statusCode).toBe(404);
    expect((await markCooked(cook, dishId, { date: utcDay(), meal_id: bread })).statusCode).toBe(404);
    expect((await history(cook, dishId)).json()).toMatchObject({ cooked_count: 0 });
  });

  describe('in a hearth', () => {
    it("lets a member mark the hearth's meal with the owner's dish cooked, and everyone in it sees the count", async () => {
      const { owner, member, viewer, hearthId } = await household();
      const dishId = await createDish(owner, 'Shared Stew');
      const mealId = await planMeal(owner, { date: utcDay(), dish_id: dishId, hearth_id: hearthId });
      expect((await history(member, dishId, utcDay())).json().planned_meals).toEqual([
        { id: mealId, meal_type: 'Dinner', hearth_id: hearthId },
      ]);

      const response = await markCooked(member, dishId, { date: utcDay(), meal_id: mealId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        cooked_count: 1,
        last_cooked: utcDay(),
        meal: { id: mealId, meal_status: 'cooked', hearth_id: hearthId },
      });
      for (const reader of [owner, viewer]) expect((await history(reader, dishId)).json()).toMatchObject({ cooked_count: 1 });
    });

    it("offers a viewer no meal to mark and refuses one they name (404), and keeps a viewer's own cooking to themselves", async () => {
      const { owner, viewer, hearthId } = await household();
      const dishId = await createDish(owner, 'Shared Stew');
      const mealId = await planMeal(owner, { date: utcDay(), dish_id: dishId, hearth_id: hearthId });
      expect((await history(viewer, dishId, utcDay())).json().planned_meals).toEqual([]);
      expect((await markCooked(viewer, dishId, { date: utcDay(), meal_id: mealId })).statusCode).toBe(404);
      expect((await markCooked(viewer, dishId)).json()).toMatchObject({ cooked_count: 1, meal: null });
      expect((await history(owner, dishId)).json()).toMatchObject({ cooked_count: 0 });
    });
  });
});
