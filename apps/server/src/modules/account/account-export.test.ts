import { beforeAll, describe, expect, it } from 'vitest';
import { accountCalls } from '../../../test/account-fixtures.js';
import { FULL_DISH } from '../../../test/dish-fixtures.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
const { createDish, planMeal } = accountCalls(app);

describe('GET /api/account/export', () => {
  let cook: TestUser;
  let soupId: number;

  beforeAll(async () => {
    cook = await signUpUser(app);
    const stranger = await signUpUser(app);
    await createDish(stranger, { dishName: 'Secret Stew' });
    soupId = await createDish(cook, FULL_DISH);
    const toast = await createDish(cook, { dishName: 'Toast' });
    // Hearts: on an own dish (exported), on a deleted one (gone with it).
    for (const id of [soupId, toast]) await app.inject({ method: 'PUT', url: `/api/dishes/${id}/favourite`, headers: cook.headers });
    await planMeal(cook, '2026-04-02', 'Dinner', soupId, 'Extra basil');
    await planMeal(cook, '2026-04-01', 'Breakfast', toast);
    await planMeal(cook, '2026-04-03', 'Snack', null);
    await app.inject({ method: 'DELETE', url: `/api/dishes/${toast}`, headers: cook.headers });
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('answers one JSON file to download with every dish in full and every meal', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/account/export', headers: cook.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="the-hearth-export-\d{4}-\d{2}-\d{2}\.json"$/);

    const file = response.json();
    expect(file).toEqual({
      format: 'the-hearth-export',
      version: 1,
      exportedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      settings: { language: null },
      // Every field of the dish, as the cook saved it.
      dishes: [{ id: soupId, ...FULL_DISH }],
      meals: [
        // The deleted dish's meal keeps its name and lets go of the id.
        {
          date: '2026-04-01T12:00:00.000Z',
          meal_type: 'Breakfast',
          meal_status: 'planned',
          notes: null,
          dish_id: null,
          dish_name: 'Toast',
        },
        {
          date: '2026-04-02T12:00:00.000Z',
          meal_type: 'Dinner',
          meal_status: 'planned',
          notes: 'Extra basil',
          dish_id: soupId,
          dish_name: 'Tomato Soup',
        },
        { date: '2026-04-03T12:00:00.000Z', meal_type: 'Snack', meal_status: 'planned', notes: null, dish_id: null, dish_name: null },
      ],
      favourites: [soupId],
      cookings: [],
      // A new pantry's staples, "always have" items.
      pantry: ['oil', 'pepper', 'salt', 'water'].map((name) => ({ name, amount: null, unit: '', use_by: null, place: null, always: true })),
    });
  });

  it('carries the language chosen in Settings', async () => {
    const polyglot = await signUpUser(app);
    await app.inject({ method: 'POST', url: '/api/auth/update-user', headers: polyglot.headers, payload: { language: 'nl' } });
    const file = (await app.inject({ method: 'GET', url: '/api/account/export', headers: polyglot.headers })).json();
    expect(file.settings).toEqual({ language: 'nl' });
  });

  it('answers an empty library as empty lists', async () => {
    const newcomer = await signUpUser(app);
    const file = (await app.inject({ method: 'GET', url: '/api/account/export', headers: newcomer.headers })).json();
    expect(file).toMatchObject({ dishes: [], meals: [], favourites: [] });
  });
});
