import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../test/test-app.js';

const app = await buildTestAppForFile();
let cook: TestUser;
let mealId: number;

beforeAll(async () => {
  cook = await signUpUser(app, { username: 'Unchanged' });
  const meal = await app.inject({
    method: 'POST',
    url: '/api/meals',
    headers: cook.headers,
    payload: { date: '2026-11-23', meal_type: 'Lunch' },
  });
  mealId = meal.json().id;
});

describe('text holding the NUL character (U+0000)', () => {
  it('answers 400 naming the field, and stores no dish', async () => {
    const before = await countRows(app, 'dishes');
    const response = await app.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: cook.headers,
      payload: { dishName: 'Soup', ingredients: [{ item: 'salt\u0000', quantity: 1, unit: 'g' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'ingredients.0.item: Text cannot contain the NUL character (U+0000)',
    });
    expect(await countRows(app, 'dishes')).toBe(before);
  });

  it('answers 400 in meal notes and leaves the meal as it was', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/meals/${mealId}`,
      headers: cook.headers,
      payload: { notes: 'nul\u0000byte' },
    });
    expect(response.statusCode).toBe(400);
    const meals = await app.inject({ method: 'GET', url: '/api/meals', headers: cook.headers });
    expect(meals.json()[0].notes).toBeNull();
  });

  it('answers 400 in a query string', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dishes?tags=Soup%00', headers: cook.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^tags: /);
  });

  it('answers 400 in the auth library bodies too (profile update)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: cook.headers,
      payload: { username: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: cook.headers });
    expect(session.json().user.username).toBe('Unchanged');
  });

  it('leaves text with other control characters and any Unicode alone', async () => {
    const dishName = 'Tab\there, 焼き鳥 🍲 \u202E';
    const response = await app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName } });
    expect(response.statusCode).toBe(201);
    expect(response.json().dishName).toBe(dishName.trim());
  });
});
