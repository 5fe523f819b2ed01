import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Meal } from '@hearth/shared/meals';
import { queryKeys } from '../../../lib/query-keys';
import { testMeal } from '../../../testing/meals';
import { forgetMeal, storeMeal } from './meal-cache';

function meal(id: number, date: string, hearthId: number | null = null): Meal {
  return testMeal(id, date, { hearth_id: hearthId });
}

function cacheWith(lists: Record<string, Meal[]>) {
  const client = new QueryClient();
  for (const [hearth, meals] of Object.entries(lists)) {
    client.setQueryData(queryKeys.meals.list(hearth === 'own' ? null : Number(hearth)), meals);
  }
  return client;
}

const ids = (client: QueryClient, hearthId: number | null) => client.getQueryData<Meal[]>(queryKeys.meals.list(hearthId))?.map((m) => m.id);

describe('storeMeal', () => {
  it('puts a new hearth meal, in date order, into the cook’s own timeline and that hearth’s, not another hearth’s', () => {
    const client = cacheWith({ own: [meal(1, '2026-11-22'), meal(2, '2026-11-25')], 7: [meal(2, '2026-11-25', 7)], 8: [] });
    storeMeal(client, meal(3, '2026-11-23', 7));
    expect(ids(client, null)).toEqual([1, 3, 2]);
    expect(ids(client, 7)).toEqual([3, 2]);
    expect(ids(client, 8)).toEqual([]);
  });

  it('replaces a changed meal and moves it to its new date', () => {
    const client = cacheWith({ own: [meal(1, '2026-11-22'), meal(2, '2026-11-25')] });
    storeMeal(client, { ...meal(1, '2026-11-30'), meal_status: 'cooked' });
    expect(ids(client, null)).toEqual([2, 1]);
    expect(client.getQueryData<Meal[]>(queryKeys.meals.list(null))?.[1]?.meal_status).toBe('cooked');
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
    const client = cacheWith({ own: [meal(1, '2026-11-22'), meal(2, '2026-11-25', 7)], 7: [meal(2, '2026-11-25', 7)] });
    forgetMeal(client, 2);
    expect(ids(client, null)).toEqual([1]);
    expect(ids(client, 7)).toEqual([]);
  });
});
