import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CookedHistory } from '@hearth/shared/cooked';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** When the dish was last cooked and how many times, from the meals the cook can see. */
export function getCookedHistory(dishId: number): Promise<CookedHistory> {
  return api<CookedHistory>(`/dishes/${dishId}/cooked`);
}

export function getCookedHistoryQueryOptions(dishId: number) {
  return queryOptions({ queryKey: queryKeys.meals.cookedHistory(dishId), queryFn: () => getCookedHistory(dishId) });
}

export function useCookedHistory(dishId: number) {
  return useQuery(getCookedHistoryQueryOptions(dishId));
}
