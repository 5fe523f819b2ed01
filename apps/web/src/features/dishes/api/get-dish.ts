import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@hearth/shared/dishes';
import { api } from '../../../lib/api-client';
import { dishesQueryKey } from './get-dishes';

export function getDish(id: number): Promise<Dish> {
  return api<Dish>(`/dishes/${id}`);
}

export function getDishQueryOptions(id: number) {
  return queryOptions({ queryKey: [...dishesQueryKey, 'detail', id], queryFn: () => getDish(id) });
}

export function useDish(id: number) {
  return useQuery(getDishQueryOptions(id));
}
