import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountExportSchema } from '@hearth/shared/account-export';
import { cookbookDishSchema, dishDetailSchema, dishFavouriteSchema, dishSummarySchema } from '@hearth/shared/dishes';
import { mealSchema } from '@hearth/shared/meals';
import { FULL_DISH } from '../test/dish-fixtures.js';
import { hearthCalls } from '../test/hearth-fixtures.js';
import { buildTestAppForFile } from '../test/test-app.js';

/**
 * The long answers are written by a serializer compiled from their schema (lib/schema-serializer.ts).
 * This pins the other half: what the repositories build is exactly what the schema describes,
 * every field present, of its type, and nothing else.
 */
const app = await buildTestAppForFile();

const { call, household } = hearthCalls(() => app);

/** Parsing drops unknown fields and fills missing ones: an exact answer survives unchanged. */
function expectExactly(schema: z.ZodType, body: unknown) {
  expect(schema.parse(body)).toEqual(body);
}

describe('answers match their schema exactly', () => {
  it('GET /api/dishes and GET /api/dishes/:id, own and a hearth-mate’s', async () => {
    const { owner, member, hearthId } = await household();
    const dish = (await call(owner, 'POST', '/api/dishes', FULL_DISH)).json();
    await call(owner, 'POST', '/api/dishes', { dishName: 'Plain', instructions: 'One block of text.' });
    await call(owner, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Dinner', dish_id: dish.id, hearth_id: hearthId });

    const list = await call(owner, 'GET', '/api/dishes');
    expect(list.json()).toHaveLength(2);
    for (const summary of list.json()) expectExactly(dishSummarySchema, summary);
    expectExactly(dishDetailSchema, (await call(owner, 'GET', `/api/dishes/${dish.id}`)).json());
    expectExactly(dishDetailSchema, (await call(member, 'GET', `/api/dishes/${dish.id}`)).json());
  });

  it('PUT and DELETE /api/dishes/:id/favourite, and the lists and dish once hearted', async () => {
    const { owner, member, hearthId } = await household();
    const dish = (await call(owner, 'POST', '/api/dishes', FULL_DISH)).json();
    await call(owner, 'PUT', `/api/dishes/${dish.id}/hearths/${hearthId}`);
    const hearted = await call(member, 'PUT', `/api/dishes/${dish.id}/favourite`);
    expectExactly(dishFavouriteSchema, hearted.json());
    await call(owner, 'PUT', `/api/dishes/${dish.id}/favourite`);
    for (const summary of (await call(owner, 'GET', '/api/dishes?favourites=true')).json()) expectExactly(dishSummarySchema, summary);
    const cookbook = (await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}&favourites=true`)).json();
    expect(cookbook).toHaveLength(1);
    for (const summary of cookbook) expectExactly(cookbookDishSchema, summary);
    expectExactly(dishDetailSchema, (await call(member, 'GET', `/api/dishes/${dish.id}`)).json());
    expectExactly(dishFavouriteSchema, (await call(member, 'DELETE', `/api/dishes/${dish.id}/favourite`)).json());
  });

  it('GET /api/meals with dishes, planners and meals without a dish', async () => {
    const { owner, member, hearthId } = await household();
    const dish = (await call(owner, 'POST', '/api/dishes', FULL_DISH)).json();
    await call(owner, 'POST', '/api/meals', {
      date: '2026-11-24',
      meal_type: 'Dinner',
      dish_id: dish.id,
      hearth_id: hearthId,
      notes: 'Early',
    });
    await call(member, 'POST', '/api/meals', { date: '2026-11-25', meal_type: 'Lunch', hearth_id: hearthId });
    const meals = (await call(owner, 'GET', '/api/meals?include_dishes=true')).json();
    expect(meals).toHaveLength(2);
    for (const meal of meals) expectExactly(mealSchema, meal);
    expect(meals[1].planned_by).toEqual({ user_id: member.id, username: 'Member' });
  });

  it('GET /api/account/export', async () => {
    const { owner } = await household();
    const dish = (await call(owner, 'POST', '/api/dishes', FULL_DISH)).json();
    await call(owner, 'POST', '/api/meals', { date: '2026-11-24', meal_type: 'Dinner', dish_id: dish.id });
    const file = (await call(owner, 'GET', '/api/account/export')).json();
    expect(file.dishes).toHaveLength(1);
    expectExactly(accountExportSchema, file);
  });
});
