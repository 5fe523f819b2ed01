import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DishSummary } from '@hearth/shared/dishes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/dishes?sourceUrl=: the cook's dishes saved from this web address. */
export function getDishesFromSource(sourceUrl: string): Promise<DishSummary[]> {
  return api<DishSummary[]>('/dishes', { query: { sourceUrl } });
}

export function getDishesFromSourceQueryOptions(sourceUrl: string) {
  // Always asked afresh: the cook may have saved the page a moment ago.
  return queryOptions({ queryKey: queryKeys.dishes.fromSource(sourceUrl), queryFn: () => getDishesFromSource(sourceUrl), staleTime: 0 });
}

/** Asks only when there is an address to ask about. */
export function useDishesFromSource(sourceUrl: string) {
  return useQuery({ ...getDishesFromSourceQueryOptions(sourceUrl), enabled: sourceUrl !== '' });
}
