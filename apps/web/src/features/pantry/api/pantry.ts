import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit } from '@hearth/shared/dish-rules';
import type { PantryItem, PantryItemUpdate } from '@hearth/shared/pantry';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';

/** The cook's own pantry (hearthId null) or a hearth's. */
export function getPantryQueryOptions(hearthId: number | null) {
  return queryOptions({
    queryKey: queryKeys.pantry.items(hearthId),
    queryFn: () => api<{ items: PantryItem[] }>(hearthId === null ? '/pantry' : `/pantry?hearth_id=${hearthId}`),
  });
}

export function usePantry(hearthId: number | null) {
  return useQuery(getPantryQueryOptions(hearthId));
}

/**
 * What is in the pantry changed: its list, what can be cooked from it and the pantry staples
 * (its "always have" items) are asked again.
 */
function refreshPantry(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.pantry.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.shoppingLists.pantryStaples() }),
  ]);
}

/** An item as typed (`line`), or as the shopping list names it (`name`, `amount`, `unit`). */
export interface NewPantryItem {
  hearthId: number | null;
  line?: string;
  name?: string;
  amount?: number;
  unit?: Unit | '';
  use_by?: string;
}

export function useAddPantryItem() {
  return useCacheMutation(
    ({ hearthId, ...item }: NewPantryItem) =>
      api<PantryItem>('/pantry', { method: 'POST', body: { ...item, ...(hearthId === null ? {} : { hearth_id: hearthId }) } }),
    refreshPantry,
  );
}

export function useUpdatePantryItem() {
  return useCacheMutation(
    ({ id, changes }: { id: number; changes: PantryItemUpdate }) => api<PantryItem>(`/pantry/${id}`, { method: 'PATCH', body: changes }),
    refreshPantry,
  );
}

/** "Used up": the item leaves the pantry. */
export function useUseUpPantryItem() {
  return useCacheMutation((id: number) => api<null>(`/pantry/${id}`, { method: 'DELETE' }), refreshPantry);
}
