import type { QueryClient } from '@tanstack/react-query';
import type { Dish, DishData, DishDetail, DishSummary } from '@hearth/shared/dishes';
import { invalidDishIdMessage, parseDishId } from '@hearth/shared/dish-rules';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { libraryChanged } from './library-changes';
import { useCacheMutation } from '../../../lib/cache-mutation';

export function createDish(data: DishData): Promise<Dish> {
  // A new dish never carries an id; the server assigns one.
  const { id: _ignored, ...body } = data as DishData & { id?: unknown };
  return api<Dish>('/dishes', { method: 'POST', body });
}

export function updateDish(id: number | string, data: DishData): Promise<Dish> {
  const dishId = parseDishId(id);
  if (dishId === null) return Promise.reject(new Error(invalidDishIdMessage(id)));
  return api<Dish>(`/dishes/${dishId}`, { method: 'PUT', body: data });
}

/** The form's save helper: creates when there is no id, updates otherwise. */
export function saveDish({ id, data }: { id: number | string | null; data: DishData }): Promise<Dish> {
  return id === null ? createDish(data) : updateDish(id, data);
}

/** A saved dish's card; saving never changes the cook's heart on it or its cooking log (a new dish has neither). */
function upsertSummary(list: DishSummary[], dish: Dish): DishSummary[] {
  const { id, dishName, description, prepTime, imageUrl, tags } = dish;
  const fresh: Omit<DishSummary, 'dishName' | 'description' | 'prepTime' | 'imageUrl' | 'tags'> = {
    id,
    favourite: false,
    average_rating: null,
    times_cooked: 0,
    last_cooked_on: null,
  };
  const summary = (before: typeof fresh): DishSummary => ({ ...before, id, dishName, description, prepTime, imageUrl, tags });
  const existing = list.find((item) => item.id === id);
  return existing ? list.map((item) => (item === existing ? summary(existing) : item)) : [...list, summary(fresh)];
}

/**
 * The answer is the dish as stored: it is the detail, and its summary goes in the list. Meals
 * show the dish's name and time, so they are asked again (resolves once they have been).
 */
export function dishSaved(queryClient: QueryClient, dish: Dish): Promise<void> {
  queryClient.setQueryData<DishDetail>(queryKeys.dishes.detail(dish.id), (before) => ({
    ...dish,
    editable: true,
    favourite: before?.favourite ?? false,
  }));
  queryClient.setQueryData<DishSummary[]>(queryKeys.dishes.list(), (list) => list && upsertSummary(list, dish));
  libraryChanged(queryClient);
  return queryClient.invalidateQueries({ queryKey: queryKeys.meals.all });
}

export function useSaveDish() {
  return useCacheMutation(saveDish, dishSaved);
}
