import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PantryStaples } from '@hearth/shared/shopping-lists';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePantryStaples,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.shoppingLists.pantryStaples(), saved),
  });
}
