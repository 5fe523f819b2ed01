import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Meal } from '@hearth/shared/meals';
import { queryKeys } from '../../../lib/query-keys';
import { testMeal } from '../../../testing/meals';
import { forgetMeal, storeMeal } from './meal-cache';

function meal(id: number, date: string, hearthId: number | null = null): Meal {
  return testMeal(id, date, { hearth_id: hearthId });
}

/** The four weeks from Monday 2026-11-23 to 2026-12-20, and the next four. */
const WINDOW = '2026-11-23';
const NEXT_WINDOW = '2026-12-21';

function cacheWith(windows: Record<string, Meal[]>) {
  const client = new QueryClient();
  for (const [hearth, meals] of Object.entries(windows)) {
    client.setQueryData(queryKeys.meals.window(hearth === 'own' ? null : Number(hearth), WINDOW), meals);
  }
  return client;
}

const ids = (client: QueryClient, hearthId: number | null, start = WINDOW) =>
  client.getQueryData<Meal[]>(queryKeys.meals.window(hearthId, start))?.map((m) => m.id);

describe('storeMeal', () => {
  it('puts a new hearth meal, in date order, into the cook’s own timeline and that hearth’s, not another hearth’s', () => {
    const client = cacheWith({ own: [meal(1, '2026-11-24'), meal(2, '2026-11-27')], 7: [meal(2, '2026-11-27', 7)], 8: [] });
    storeMeal(client, meal(3, '2026-11-25', 7));
    expect(ids(client, null)).toEqual([1, 3, 2]);
    expect(ids(client, 7)).toEqual([3, 2]);
    expect(ids(client, 8)).toEqual([]);
  });

  it('replaces a changed meal and moves it to its new date', () => {
    const client = cacheWith({ own: [meal(1, '2026-11-24'), meal(2, '2026-11-27')] });
    storeMeal(client, { ...meal(1, '2026-11-30'), meal_status: 'cooked' });
    expect(ids(client, null)).toEqual([2, 1]);
    expect(client.getQueryData<Meal[]>(queryKeys.meals.window(null, WINDOW))?.[1]?.meal_status).toBe('cooked');
  });

  it('takes a meal moved into another four weeks out of its old window and into the new one', () => {
    const client = cacheWith({ own: [meal(1, '2026-11-24')] });
    client.setQueryData(queryKeys.meals.window(null, NEXT_WINDOW), []);
    storeMeal(client, meal(1, '2026-12-22'));
    expect(ids(client, null)).toEqual([]);
    expect(ids(client, null, NEXT_WINDOW)).toEqual([1]);
  });

  it('marks the timeline outlines stale: a meal may open or close a day', () => {
    const client = cacheWith({ own: [] });
    client.setQueryData(queryKeys.meals.days(null), { first: null, last: null, days: [] });
    storeMeal(client, meal(1, '2026-11-23'));
    expect(client.getQueryState(queryKeys.meals.days(null))?.isInvalidated).toBe(true);
  });

  it('marks the reviewed shopping lists stale, since they are built from meals', () => {
    const client = cacheWith({ own: [] });
    client.setQueryData(queryKeys.meals.shoppingList({ startDate: '2026-11-23' }), { lines: [] });
    storeMeal(client, meal(1, '2026-11-23'));
    expect(client.getQueryState(queryKeys.meals.shoppingList({ startDate: '2026-11-23' }))?.isInvalidated).toBe(true);
  });
});

describe('forgetMeal', () => {
  it('takes a deleted meal out of every cached timeline', () => {
    const client = cacheWith({ own: [meal(1, '2026-11-24'), meal(2, '2026-11-27', 7)], 7: [meal(2, '2026-11-27', 7)] });
    forgetMeal(client, 2);
    expect(ids(client, null)).toEqual([1]);
    expect(ids(client, 7)).toEqual([]);
  });
});
