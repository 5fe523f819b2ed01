import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { HearthSummary } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';

export const hearthsQueryKey = ['hearths'] as const;

export function getHearths(): Promise<HearthSummary[]> {
  return api<HearthSummary[]>('/hearths');
}

export function getHearthsQueryOptions() {
  return queryOptions({ queryKey: [...hearthsQueryKey, 'list'], queryFn: getHearths });
}

export function useHearths() {
  return useQuery(getHearthsQueryOptions());
}

/** Joining, leaving or deleting a hearth changes both the hearth lists and whose meals show. */
export function invalidateHearthsAndMeals(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => ['hearths', 'meals'].includes(String(query.queryKey[0])) });
}
