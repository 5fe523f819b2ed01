import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withIndexCopy } from './list-copies';

/** The cook's own list and each of their hearths' lists (the server makes them when first asked). */
export function getShoppingLists(userId: string): Promise<ShoppingListSummary[]> {
  return withIndexCopy(userId, () => api<ShoppingListSummary[]>('/shopping-lists'));
}

export function getShoppingListsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.shoppingLists.index(),
    queryFn: () => getShoppingLists(userId),
    // Asked even with no connection: the browser's copy answers then.
    networkMode: 'always',
  });
}

export function useShoppingLists(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getShoppingListsQueryOptions(userId), enabled: enabled && userId !== '' });
}
