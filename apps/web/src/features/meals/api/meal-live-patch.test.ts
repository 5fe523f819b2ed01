import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@hearth/shared/live-events';
import type { Meal } from '@hearth/shared/meals';
import { applyLiveEvent } from '../../../lib/live-events';
import { queryKeys } from '../../../lib/query-keys';
import { testMeal } from '../../../testing/meals';
import { patchMealsFromEvent } from './meal-live-patch';

const window = queryKeys.meals.window(7, '2026-11-23');

function cached() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(window, [testMeal(1, '2026-11-24', { hearth_id: 7 }), testMeal(2, '2026-11-25', { hearth_id: 7 })]);
  return {
    queryClient,
    ids: () => queryClient.getQueryData<Meal[]>(window)!.map((meal) => meal.id),
    stale: () => queryClient.getQueryState(window)!.isInvalidated,
  };
}

const deleted = (extra: object): LiveEvent => ({ type: 'meal.changed', meal_id: 1, hearth_id: 7, change: 'deleted', ...extra });

describe("another page's meal change on the timeline", () => {
  it('takes a meal deleted alone out of the cached weeks without reading them again', () => {
    const { queryClient, ids, stale } = cached();
    applyLiveEvent(queryClient, deleted({ only_this: true }), { meal: patchMealsFromEvent });
    expect(ids()).toEqual([2]);
    expect(stale()).toBe(false);
  });

  it.each([
    ['a series deletion', deleted({})],
    ['a planned meal', { type: 'meal.changed', meal_id: 3, hearth_id: 7, change: 'created' } as LiveEvent],
    ['a changed meal', { type: 'meal.changed', meal_id: 1, hearth_id: 7, change: 'updated' } as LiveEvent],
  ])('reads the weeks again after %s', (_, event) => {
    const { queryClient, ids, stale } = cached();
    applyLiveEvent(queryClient, event, { meal: patchMealsFromEvent });
    expect(ids()).toEqual([1, 2]);
    expect(stale()).toBe(true);
  });
});
