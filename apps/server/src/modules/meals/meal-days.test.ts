import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, signUpUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

describe('GET /api/meals/days', () => {
  it('answers no first or last day and no days for a cook with no meals', async () => {
    const cook = await signUpUser(app);
    expect((await call(cook, 'GET', '/api/meals/days')).json()).toEqual({ first: null, last: null, days: [] });
  });

  it("outlines the cook's timeline: their meals and their hearths', counted per day", async () => {
    const { owner, member, hearthId } = await household();
    await call(owner, 'POST', '/api/meals', { date: '2025-01-05', meal_type: 'Lunch' });
    await call(owner, 'POST', '/api/meals', { date: '2025-01-05', meal_type: 'Dinner' });
    await call(member, 'POST', '/api/meals', { date: '2026-03-01', meal_type: 'Dinner', hearth_id: hearthId });
    // Another cook's meal is no part of it.
    await call(await signUpUser(app), 'POST', '/api/meals', { date: '2024-06-01', meal_type: 'Dinner' });

    expect((await call(owner, 'GET', '/api/meals/days')).json()).toEqual({
      first: '2025-01-05',
      last: '2026-03-01',
      days: [
        { date: '2025-01-05', count: 2 },
        { date: '2026-03-01', count: 1 },
      ],
    });
    expect((await call(member, 'GET', `/api/meals/days?hearth_id=${hearthId}`)).json()).toEqual({
      first: '2026-03-01',
      last: '2026-03-01',
      days: [{ date: '2026-03-01', count: 1 }],
    });
  });

  it('answers 404 for a hearth the cook is not in, as for one that does not exist', async () => {
    const { hearthId } = await household();
    const stranger = await signUpUser(app);
    const foreign = await call(stranger, 'GET', `/api/meals/days?hearth_id=${hearthId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await call(stranger, 'GET', '/api/meals/days?hearth_id=987654')).json());
  });
});

describe('GET /api/meals for a range', () => {
  it('answers only the meals in the asked range, whatever lies outside it', async () => {
    const cook = await signUpUser(app);
    for (const date of ['2024-12-31', '2025-01-01', '2025-01-28', '2025-01-29']) {
      await call(cook, 'POST', '/api/meals', { date, meal_type: 'Dinner' });
    }
    const range = await call(cook, 'GET', '/api/meals?startDate=2025-01-01&endDate=2025-01-28&include_dishes=true');
    expect(range.json().map((meal: { date: string }) => meal.date.slice(0, 10))).toEqual(['2025-01-01', '2025-01-28']);
  });

  it('answers an empty list for a range with no meals, however many lie around it', async () => {
    const cook = await signUpUser(app);
    for (const date of ['2025-03-01', '2025-03-31']) await call(cook, 'POST', '/api/meals', { date, meal_type: 'Dinner' });
    const empty = await call(cook, 'GET', '/api/meals?startDate=2025-03-02&endDate=2025-03-30&include_dishes=true');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });

  it('answers one day when the range starts and ends on it, its last moment included', async () => {
    const cook = await signUpUser(app);
    await call(cook, 'POST', '/api/meals', { date: '2025-04-10', meal_type: 'Breakfast' });
    await call(cook, 'POST', '/api/meals', { date: '2025-04-11', meal_type: 'Breakfast' });
    const day = await call(cook, 'GET', '/api/meals?startDate=2025-04-10&endDate=2025-04-10');
    expect(day.json().map((meal: { date: string }) => meal.date.slice(0, 10))).toEqual(['2025-04-10']);
  });

  it('answers 400 for a range that ends before it starts, or a date that is not one', async () => {
    const cook = await signUpUser(app);
    expect((await call(cook, 'GET', '/api/meals?startDate=2025-05-02&endDate=2025-05-01')).statusCode).toBe(400);
    expect((await call(cook, 'GET', '/api/meals?startDate=2025-02-30')).statusCode).toBe(400);
  });
});
