import { beforeAll, describe, expect, it } from 'vitest';
import { MEALS_PER_ANSWER, type Meal } from '@hearth/shared/meals';
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
  for (let start = 0; start < rows.length; start += 500) await app.db.insertInto('meals').values(rows.slice(start, start + 500)).execute();
}

beforeAll(async () => {
  cook = await signUpUser(app);
  await planDinners(cook.id, MEALS_PER_ANSWER + 3);
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

  it.each(['junk', Buffer.from('2020-01-01|abc').toString('base64url'), 'x'.repeat(101)])('answers 400 for the cursor %s', async (cursor) => {
    const response = await app.inject({ method: 'GET', url: `/api/meals?cursor=${cursor}`, headers: cook.headers });
    expect(response.statusCode).toBe(400);
  });
});
