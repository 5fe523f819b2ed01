import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { HearthSummary } from '@hearth/shared/hearths';
import { api, isServerAnswer } from '../../../lib/api-client';
import { withOfflineCopy } from '../../../lib/offline-copies';
import { queryKeys } from '../../../lib/query-keys';

export function getHearths(): Promise<HearthSummary[]> {
  // Kept for offline use: the timeline needs the cook's roles to show their hearths' meals.
  return withOfflineCopy('hearths', () => api<HearthSummary[]>('/hearths'), isServerAnswer);
}

export function getHearthsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.hearths.list(), queryFn: getHearths });
}

export function useHearths() {
  return useQuery(getHearthsQueryOptions());
}

/** Joining, leaving or deleting a hearth changes the hearth lists, whose meals show and which cookbooks. */
export function invalidateHearthsAndMeals(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.hearths.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.meals.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dishes.cookbooks }),
  ]);
}
