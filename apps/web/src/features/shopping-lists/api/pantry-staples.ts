import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PantryStaples } from '@hearth/shared/shopping-lists';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCacheMutation } from '../../../lib/cache-mutation';

/** Settings: what the cook always has, left off lists built from dishes unless asked for. */
export function getPantryStaples(): Promise<PantryStaples> {
  return api<PantryStaples>('/pantry-staples');
}

export function getPantryStaplesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.shoppingLists.pantryStaples(), queryFn: getPantryStaples });
}

export function usePantryStaples() {
  return useQuery(getPantryStaplesQueryOptions());
}

export function savePantryStaples(staples: string[]): Promise<PantryStaples> {
  return api<PantryStaples>('/pantry-staples', { method: 'PUT', body: { staples } });
}

export function useSavePantryStaples() {
  return useCacheMutation(savePantryStaples, (queryClient, saved) => {
    queryClient.setQueryData(queryKeys.shoppingLists.pantryStaples(), saved);
    // The staples are the pantry's "always have" items.
    return queryClient.invalidateQueries({ queryKey: queryKeys.pantry.all });
  });
}
