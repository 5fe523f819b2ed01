import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShoppingList } from '@hearth/shared/shopping-lists';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withListCopy } from './list-copies';

/** One list with its items; with no connection, the list as this browser last showed it. */
export function getShoppingList(userId: string, listId: number): Promise<ShoppingList> {
  return withListCopy(userId, listId, () => api<ShoppingList>(`/shopping-lists/${listId}`));
}

export function getShoppingListQueryOptions(userId: string, listId: number) {
  return queryOptions({
    queryKey: queryKeys.shoppingLists.detail(listId),
    queryFn: () => getShoppingList(userId, listId),
    networkMode: 'always',
    // Other phones' changes arrive as live events, which mark the list stale.
    staleTime: 5 * 60_000,
  });
}

export function useShoppingList(userId: string, listId: number | undefined) {
  return useQuery({ ...getShoppingListQueryOptions(userId, listId ?? 0), enabled: listId !== undefined && userId !== '' });
}
