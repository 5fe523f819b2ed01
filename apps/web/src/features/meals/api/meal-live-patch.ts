import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@hearth/shared/live-events';
import { queryKeys } from '../../../lib/query-keys';
import { forgetMeal } from './meal-cache';

type MealEvent = Extract<LiveEvent, { type: 'meal.changed' }>;

/**
 * Takes a meal another page deleted alone out of the cached weeks, instead of reading them
 * again. Anything else answers false and the weeks are read again: a planned or changed meal
 * reads differently to each member (the event cannot carry it), a series deletion takes meals
 * the event does not name, and a read under way may answer with the meal still in it.
 */
export function patchMealsFromEvent(queryClient: QueryClient, event: MealEvent): boolean {
  if (event.change !== 'deleted' || !event.only_this) return false;
  if (queryClient.isFetching({ queryKey: queryKeys.meals.windows }) > 0) return false;
  forgetMeal(queryClient, event.meal_id);
  return true;
}
