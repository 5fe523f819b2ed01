import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile } from '../../../test/test-app.js';

/**
 * A meal planned in a hearth belongs to the hearth. Someone removed from it no longer reads
 * those meals, their dishes or their shopping through the meals they planned (docs/design.md#who-may-do-what).
 */
const app = await buildTestAppForFile();

const { call, household } = hearthCalls(() => app);

describe('after removal from a hearth', () => {
  it('reads none of its meals, not even those they planned, nor the dishes and shopping behind them', async () => {
    const { owner, member, hearthId } = await household();
    const secretStew = (
      await call(owner, 'POST', '/api/dishes', { dishName: 'Secret stew', ingredients: [{ item: 'saffron', quantity: 1, unit: 'g' }] })
    ).json();
    const meal = (await call(member, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Dinner', hearth_id: hearthId })).json();
    // The owner then puts their own dish on the meal the member planned.
    expect((await call(owner, 'PATCH', `/api/meals/${meal.id}`, { dish_id: secretStew.id })).statusCode).toBe(200);
    expect((await call(member, 'GET', `/api/dishes/${secretStew.id}`)).statusCode).toBe(200);

    expect((await call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`)).statusCode).toBe(204);

    expect((await call(member, 'GET', '/api/meals?include_dishes=true')).json()).toEqual([]);
    expect((await call(member, 'GET', `/api/dishes/${secretStew.id}`)).statusCode).toBe(404);
    const shopping = (await call(member, 'GET', '/api/shopping/meal-plan?startDate=2026-11-23&endDate=2026-11-29')).json();
    expect(shopping).toMatchObject({ mealCount: 0, lines: [] });
    expect((await call(member, 'PATCH', `/api/meals/${meal.id}`, { meal_status: 'cooked' })).statusCode).toBe(404);
    expect((await call(member, 'DELETE', `/api/meals/${meal.id}`)).statusCode).toBe(404);
    // The hearth keeps the meal.
    expect((await call(owner, 'GET', `/api/meals?hearth_id=${hearthId}`)).json()).toEqual([expect.objectContaining({ id: meal.id })]);
  });

  it('keeps their personal meals theirs', async () => {
    const { owner, member, hearthId } = await household();
    const personal = (await call(member, 'POST', '/api/meals', { date: '2026-11-25', meal_type: 'Lunch' })).json();
    await call(owner, 'DELETE', `/api/hearths/${hearthId}/members/${member.id}`);
    expect((await call(member, 'GET', '/api/meals')).json()).toEqual([expect.objectContaining({ id: personal.id, personal_meal: true })]);
  });
});
