import { beforeAll, describe, expect, it } from 'vitest';
import { MEAL_DAYS_PER_ANSWER, MEALS_PER_ANSWER, type Meal, type MealDays } from '@hearth/shared/meals';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
let cook: TestUser;

/** `count` dinners on consecutive days from 2020-01-01, written straight to the table. */
async function planDinners(userId: string, count: number) {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, day) => ({
    creator_id: userId,
    hearth_id: null,
    date: new Date(Date.UTC(2020, 0, 1 + day, 12)).toISOString(),
    meal_type: 'Dinner',
    meal_status: 'planned',
    dish_id: null,
    dish_text_fallback: `Dinner ${day + 1}`,
    notes: null,
    created_at: now,
    updated_at: now,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await app.db
      .insertInto('meals')
      .values(rows.slice(start, start + 500))
      .execute();
}

beforeAll(async () => {
  cook = await signUpUser(app);
  // More days and more meals than one answer of either holds.
  await planDinners(cook.id, Math.max(MEALS_PER_ANSWER, MEAL_DAYS_PER_ANSWER) + 3);
});

describe('GET /api/meals in pages', () => {
  it('answers at most MEALS_PER_ANSWER meals, and a Link to the rest that ends with nothing missed', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/meals?include_dishes=true', headers: cook.headers });
    expect(first.json()).toHaveLength(MEALS_PER_ANSWER);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toMatch(/^\/api\/meals\?include_dishes=true&cursor=/);

    const second = await app.inject({ method: 'GET', url: next!, headers: cook.headers });
    expect(second.headers.link).toBeUndefined();
    const all = [...first.json<Meal[]>(), ...second.json<Meal[]>()];
    expect(all).toHaveLength(MEALS_PER_ANSWER + 3);
    expect(new Set(all.map((meal) => meal.id)).size).toBe(all.length);
    expect(all.map((meal) => meal.date)).toEqual([...all.map((meal) => meal.date)].sort());
  });

  it('answers a range that fits in one answer without a Link', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/meals?startDate=2020-01-01&endDate=2020-01-31', headers: cook.headers });
    expect(response.json()).toHaveLength(31);
    expect(response.headers.link).toBeUndefined();
  });

  it.each(['junk', Buffer.from('2020-01-01|abc').toString('base64url'), 'x'.repeat(101)])(
    'answers 400 for the cursor %s',
    async (cursor) => {
      const response = await app.inject({ method: 'GET', url: `/api/meals?cursor=${cursor}`, headers: cook.headers });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET /api/meals/days in pages', () => {
  it("answers at most MEAL_DAYS_PER_ANSWER days, the whole history's first and last day, and a Link to the rest", async () => {
    const first = await app.inject({ method: 'GET', url: '/api/meals/days', headers: cook.headers });
    const outline = first.json<MealDays>();
    expect(outline.days).toHaveLength(MEAL_DAYS_PER_ANSWER);
    const lastDay = new Date(Date.UTC(2020, 0, MEAL_DAYS_PER_ANSWER + 3, 12)).toISOString().slice(0, 10);
    expect([outline.first, outline.last]).toEqual(['2020-01-01', lastDay]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBe(`/api/meals/days?after=${outline.days.at(-1)!.date}`);

    const second = await app.inject({ method: 'GET', url: next!, headers: cook.headers });
    expect(second.headers.link).toBeUndefined();
    expect(second.json<MealDays>()).toMatchObject({ first: '2020-01-01', last: lastDay });
    const days = [...outline.days, ...second.json<MealDays>().days];
    expect(days).toHaveLength(MEAL_DAYS_PER_ANSWER + 3);
    expect(new Set(days.map((day) => day.date)).size).toBe(days.length);
  });

  it('answers 400 for an after that is not a date', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/meals/days?after=yesterday', headers: cook.headers });
    expect(response.statusCode).toBe(400);
  });
});
