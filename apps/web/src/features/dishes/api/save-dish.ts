import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dish, DishData } from '@hearth/shared/dishes';
import { invalidDishIdMessage, parseDishId } from '@hearth/shared/dish-rules';
import { api } from '../../../lib/api-client';
import { dishesQueryKey } from './get-dishes';

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

export function useSaveDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDish,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dishesQueryKey }),
  });
}
