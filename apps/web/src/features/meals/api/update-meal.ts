import type { Meal, MealScope, MealUpdate } from '@hearth/shared/meals';
import { type MealStatus, mealTimestamp } from '@hearth/shared/meal-rules';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { storeMeal } from './meal-cache';
import { useCacheMutation } from '../../../lib/cache-mutation';

export interface MealChange {
  id: number;
  changes: MealUpdate;
  /** 'following' also changes the later occurrences of a repeating meal. */
  scope?: MealScope;
}

/** PATCH /api/meals/:id: answers the meal it was sent to, as it is now. */
export function updateMeal({ id, changes, scope = 'this' }: MealChange): Promise<Meal> {
  return api<Meal>(`/meals/${id}`, { method: 'PATCH', body: changes, query: scope === 'following' ? { scope } : {} });
}

export function updateMealStatus({ id, status }: { id: number; status: MealStatus }): Promise<Meal> {
  return updateMeal({ id, changes: { meal_status: status } });
}

export function useUpdateMealStatus() {
  return useCacheMutation(updateMealStatus, (queryClient, meal) => storeMeal(queryClient, meal));
}

/**
 * Any change to a meal, and to the rest of its series with scope 'following'. One meal's answer
 * goes into the cached windows; a series change touches meals it did not answer, so the
 * timeline is asked again.
 */
export function useUpdateMeal() {
  return useCacheMutation(updateMeal, (queryClient, meal, { scope }) => {
    if (scope === 'following') return queryClient.invalidateQueries({ queryKey: queryKeys.meals.all });
    storeMeal(queryClient, meal);
  });
}

/** Moving is a change of date: the picked day (YYYY-MM-DD) at 12:00 UTC, as every meal (docs/product.md#constants). */
export function moveTo(date: string): MealUpdate {
  return { date: mealTimestamp(date) };
}
