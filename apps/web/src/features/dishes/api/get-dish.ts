import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DishDetail } from '@hearth/shared/dishes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The whole dish, and whether the reader may change it (a hearth-mate's dish is read-only). */
export function getDish(id: number): Promise<DishDetail> {
  return api<DishDetail>(`/dishes/${id}`);
}

export function getDishQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.dishes.detail(id), queryFn: () => getDish(id) });
}

export function useDish(id: number) {
  return useQuery(getDishQueryOptions(id));
}
