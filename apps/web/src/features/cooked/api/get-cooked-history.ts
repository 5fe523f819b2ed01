import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CookedHistory } from '@hearth/shared/cooked';
import { api } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';
import { queryKeys } from '../../../lib/query-keys';

/**
 * When the dish was last cooked and how many times, from the meals the cook can see and the
 * cookings they recorded; with today's planned meals of it, which "Mark as cooked" offers.
 */
export function getCookedHistory(dishId: number): Promise<CookedHistory> {
  return api<CookedHistory>(`/dishes/${dishId}/cooked`, { query: { date: localToday() } });
}

export function getCookedHistoryQueryOptions(dishId: number) {
  return queryOptions({ queryKey: queryKeys.meals.cookedHistory(dishId), queryFn: () => getCookedHistory(dishId) });
}

export function useCookedHistory(dishId: number) {
  return useQuery(getCookedHistoryQueryOptions(dishId));
}
