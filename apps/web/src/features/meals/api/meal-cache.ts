import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Meal } from '@hearth/shared/meals';
import { queryKeys } from '../../../lib/query-keys';

/** Which hearth's timeline a cached list is: null for the cook's own (theirs and all their hearths'). */
function hearthOfList(queryKey: QueryKey): number | null {
  const filter = queryKey[2] as { hearthId?: number | null } | undefined;
  return filter?.hearthId ?? null;
}

function belongsTo(meal: Meal, listHearthId: number | null): boolean {
  return listHearthId === null || meal.hearth_id === listHearthId;
}

function byDate(a: Meal, b: Meal): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;
}

/**
 * Puts the meal a mutation answered with into every cached timeline it belongs to (or takes it
 * out of one it no longer belongs to), instead of asking the server for every meal again.
 * The reviewed shopping lists are built from meals, so they are refetched when next shown.
 */
export function storeMeal(queryClient: QueryClient, meal: Meal): void {
  for (const [queryKey, meals] of queryClient.getQueriesData<Meal[]>({ queryKey: queryKeys.meals.lists })) {
    if (!meals) continue;
    const others = meals.filter((cached) => cached.id !== meal.id);
    queryClient.setQueryData(queryKey, belongsTo(meal, hearthOfList(queryKey)) ? [...others, meal].sort(byDate) : others);
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.meals.shoppingLists });
}

/** Takes a deleted meal out of every cached timeline. */
export function forgetMeal(queryClient: QueryClient, mealId: number): void {
  queryClient.setQueriesData<Meal[]>({ queryKey: queryKeys.meals.lists }, (meals) => meals?.filter((meal) => meal.id !== mealId));
  void queryClient.invalidateQueries({ queryKey: queryKeys.meals.shoppingLists });
}
