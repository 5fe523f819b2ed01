import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestAppForFile, countRows, signUpUser } from '../../../test/test-app.js';

/** Moving meals and repeating them (docs/product.md#moving-and-repeating-meals). */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

type MealAnswer = { id: number; date: string; series_id: number | null; meal_status: string; notes: string | null; meal_type: string };

async function mealsOf(user: Parameters<typeof call>[0], query = ''): Promise<MealAnswer[]> {
  return (await call(user, 'GET', `/api/meals${query}`)).json();
}

describe('PATCH /api/meals/:id with a date', () => {
  it('moves one meal to another day, and the timeline shows it there', async () => {
    const cook = await signUpUser(app);
    const meal = (await call(cook, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Dinner' })).json();
    const moved = await call(cook, 'PATCH', `/api/meals/${meal.id}`, { date: '2026-11-25' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: meal.id, date: '2026-11-25T12:00:00.000Z', series_id: null });
    expect((await call(cook, 'GET', '/api/meals/days')).json().days).toEqual([{ date: '2026-11-25', count: 1 }]);
  });

  it("refuses to move a meal one may not change: a viewer's 403, a stranger's 404, and nothing moves", async () => {
    const { owner, viewer, hearthId } = await household();
    const stranger = await signUpUser(app);
    const meal = (await call(owner, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Dinner', hearth_id: hearthId })).json();
    expect((await call(viewer, 'PATCH', `/api/meals/${meal.id}`, { date: '2026-11-26' })).statusCode).toBe(403);
    expect((await call(stranger, 'PATCH', `/api/meals/${meal.id}`, { date: '2026-11-26' })).statusCode).toBe(404);
    expect((await mealsOf(owner, `?hearth_id=${hearthId}`))[0]!.date).toBe('2026-11-24T12:00:00.000Z');
  });
});

describe('POST /api/meals with repeat', () => {
  it('plans the meal every N weeks through the end date, each an ordinary meal of one series, and answers the first', async () => {
    const cook = await signUpUser(app);
    const response = await call(cook, 'POST', '/api/meals', {
      date: '2026-11-24',
      meal_type: 'Dinner',
      notes: 'Taco night',
      repeat: { every_weeks: 2, until: '2027-01-05' },
    });
    expect(response.statusCode).toBe(201);
    const first = response.json();
    expect(first).toMatchObject({ date: '2026-11-24T12:00:00.000Z', series_id: first.id, meal_status: 'planned' });
    const meals = await mealsOf(cook);
    expect(meals.map((meal) => meal.date.slice(0, 10))).toEqual(['2026-11-24', '2026-12-08', '2026-12-22', '2027-01-05']);
    expect(new Set(meals.map((meal) => meal.series_id))).toEqual(new Set([first.id]));
    expect(meals.every((meal) => meal.notes === 'Taco night' && meal.meal_type === 'Dinner')).toBe(true);
  });

  it('repeats weekly for at most a year, and one week is the least', async () => {
    const cook = await signUpUser(app);
    const response = await call(cook, 'POST', '/api/meals', {
      date: '2026-01-05',
      meal_type: 'Lunch',
      repeat: { every_weeks: 1, until: '2027-01-05' },
    });
    expect(response.statusCode).toBe(201);
    expect(await mealsOf(cook)).toHaveLength(53);
  });

  it.each([
    [{ every_weeks: 0, until: '2026-12-31' }, 'Must be at least 1 week'],
    [{ every_weeks: -1, until: '2026-12-31' }, 'Must be at least 1 week'],
    [{ every_weeks: 53, until: '2026-12-31' }, 'Must be at most 52 weeks'],
    [{ every_weeks: 1.5, until: '2026-12-31' }, 'Must be a whole number of weeks'],
    [{ every_weeks: 1, until: '2026-11-23' }, "The repeat must not end before the meal's date"],
    // 10,000 weekly occurrences would reach the year 2218.
    [{ every_weeks: 1, until: '2218-06-01' }, 'A meal repeats for at most a year'],
    [{ every_weeks: 1, until: '2027-11-25' }, 'A meal repeats for at most a year'],
    [{ every_weeks: 1, until: 'next year' }, 'Must be a date written YYYY-MM-DD'],
  ])('refuses %j with a clear message and plans nothing', async (repeat, message) => {
    const cook = await signUpUser(app);
    const before = await countRows(app, 'meals');
    const response = await call(cook, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Dinner', repeat });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countRows(app, 'meals')).toBe(before);
  });

  it("refuses a viewer's repeat in the hearth, planning nothing", async () => {
    const { viewer, hearthId } = await household();
    const before = await countRows(app, 'meals');
    const response = await call(viewer, 'POST', '/api/meals', {
      date: '2026-11-24',
      meal_type: 'Dinner',
      hearth_id: hearthId,
      repeat: { every_weeks: 1, until: '2026-12-31' },
    });
    expect(response.statusCode).toBe(403);
    expect(await countRows(app, 'meals')).toBe(before);
  });
});

describe('changing occurrences of a repeating meal', () => {
  async function weeklySeries() {
    const { owner, member, viewer, hearthId } = await household();
    const first = (
      await call(owner, 'POST', '/api/meals', {
        date: '2026-12-01',
        meal_type: 'Dinner',
        hearth_id: hearthId,
        repeat: { every_weeks: 1, until: '2026-12-29' },
      })
    ).json();
    const meals = await mealsOf(owner, `?hearth_id=${hearthId}`);
    return { owner, member, viewer, hearthId, first, meals };
  }

  it('cancels, moves and edits one occurrence alone', async () => {
    const { member, hearthId, meals } = await weeklySeries();
    const third = meals[2]!;
    expect((await call(member, 'PATCH', `/api/meals/${third.id}`, { meal_status: 'cancelled' })).json()).toMatchObject({
      meal_status: 'cancelled',
      series_id: third.series_id,
    });
    expect((await call(member, 'PATCH', `/api/meals/${meals[1]!.id}`, { date: '2026-12-09' })).statusCode).toBe(200);
    const after = await mealsOf(member, `?hearth_id=${hearthId}`);
    expect(after.map((meal) => [meal.date.slice(0, 10), meal.meal_status])).toEqual([
      ['2026-12-01', 'planned'],
      ['2026-12-09', 'planned'],
      ['2026-12-15', 'cancelled'],
      ['2026-12-22', 'planned'],
      ['2026-12-29', 'planned'],
    ]);
  });

  it('scope=following changes this occurrence and every later one, not the earlier ones', async () => {
    const { member, hearthId, meals } = await weeklySeries();
    const response = await call(member, 'PATCH', `/api/meals/${meals[2]!.id}?scope=following`, { meal_status: 'cancelled', notes: 'Away' });
    expect(response.statusCode).toBe(200);
    const after = await mealsOf(member, `?hearth_id=${hearthId}`);
    expect(after.map((meal) => meal.meal_status)).toEqual(['planned', 'planned', 'cancelled', 'cancelled', 'cancelled']);
    expect(after.map((meal) => meal.notes)).toEqual([null, null, 'Away', 'Away', 'Away']);
  });

  it('moving with scope=following shifts each later occurrence by as many days', async () => {
    const { member, hearthId, meals } = await weeklySeries();
    const moved = await call(member, 'PATCH', `/api/meals/${meals[3]!.id}?scope=following`, { date: '2026-12-24' });
    expect(moved.json().date).toBe('2026-12-24T12:00:00.000Z');
    const dates = (await mealsOf(member, `?hearth_id=${hearthId}`)).map((meal) => meal.date.slice(0, 10));
    expect(dates).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-24', '2026-12-31']);
  });

  it('deletes this and the following occurrences with scope=following', async () => {
    const { owner, hearthId, meals } = await weeklySeries();
    expect((await call(owner, 'DELETE', `/api/meals/${meals[1]!.id}?scope=following`)).statusCode).toBe(204);
    expect((await mealsOf(owner, `?hearth_id=${hearthId}`)).map((meal) => meal.id)).toEqual([meals[0]!.id]);
  });

  it('a viewer changes no occurrence, and a bad scope is a 400 that changes nothing', async () => {
    const { viewer, member, hearthId, meals } = await weeklySeries();
    expect((await call(viewer, 'DELETE', `/api/meals/${meals[0]!.id}?scope=following`)).statusCode).toBe(403);
    expect((await call(member, 'DELETE', `/api/meals/${meals[0]!.id}?scope=everything`)).statusCode).toBe(400);
    expect(await mealsOf(member, `?hearth_id=${hearthId}`)).toHaveLength(5);
  });

  it('scope=following on a meal planned once changes only that meal', async () => {
    const cook = await signUpUser(app);
    const one = (await call(cook, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Dinner' })).json();
    const other = (await call(cook, 'POST', '/api/meals', { date: '2026-11-25', meal_type: 'Dinner' })).json();
    expect((await call(cook, 'PATCH', `/api/meals/${one.id}?scope=following`, { meal_status: 'cancelled' })).statusCode).toBe(200);
    const meals = await mealsOf(cook);
    expect(meals.find((meal) => meal.id === other.id)!.meal_status).toBe('planned');
  });
});
