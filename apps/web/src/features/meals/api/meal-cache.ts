import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Meal } from '@hearth/shared/meals';
import { queryKeys } from '../../../lib/query-keys';
import { windowStartOf } from './meal-windows';

/** Which timeline and which four weeks a cached window is. */
function windowOfKey(queryKey: QueryKey): { hearthId: number | null; start: string } {
  return queryKey[2] as { hearthId: number | null; start: string };
}

/** The cook's own timeline (null) holds every meal they see; a hearth's, only that hearth's. */
function belongsTo(meal: Meal, hearthId: number | null, start: string): boolean {
  return (hearthId === null || meal.hearth_id === hearthId) && windowStartOf(meal.date.slice(0, 10)) === start;
}

function byDate(a: Meal, b: Meal): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;
}

/** The outlines, the reviewed shopping lists and the dishes' cooking history are built from meals: asked again when next shown. */
function staleAfterMealChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.meals.outlines });
  void queryClient.invalidateQueries({ queryKey: queryKeys.meals.shoppingLists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.meals.cookedHistories });
}

/**
 * Puts the meal a mutation answered with into every cached window it belongs to, and takes it
 * out of one it no longer belongs to (moved to another day), instead of asking the server for
 * the timeline again.
 */
export function storeMeal(queryClient: QueryClient, meal: Meal): void {
  for (const [queryKey, meals] of queryClient.getQueriesData<Meal[]>({ queryKey: queryKeys.meals.windows })) {
    if (!meals) continue;
    const { hearthId, start } = windowOfKey(queryKey);
    const others = meals.filter((cached) => cached.id !== meal.id);
    queryClient.setQueryData(queryKey, belongsTo(meal, hearthId, start) ? [...others, meal].sort(byDate) : others);
  }
  staleAfterMealChange(queryClient);
}

/** Takes a deleted meal out of every cached window. */
export function forgetMeal(queryClient: QueryClient, mealId: number): void {
  queryClient.setQueriesData<Meal[]>({ queryKey: queryKeys.meals.windows }, (meals) => meals?.filter((meal) => meal.id !== mealId));
  staleAfterMealChange(queryClient);
}
