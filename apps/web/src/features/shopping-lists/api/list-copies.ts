import type { QueryClient } from '@tanstack/react-query';
import type { ShoppingList, ShoppingListSummary } from '@hearth/shared/shopping-lists';
import { ApiError } from '../../../lib/api-client';
import { readCopy, writeCopyWhenIdle } from '../../../lib/offline-copies';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The browser's copies of the lists, kept in IndexedDB beside the other offline copies, so a
 * list opens in the store with no signal exactly as it was last shown, changes included.
 * Every answer that changes a list goes through `storeList`.
 */
const listCopyKey = (userId: string, listId: number) => `shopping-list:${userId}:${listId}`;
const indexCopyKey = (userId: string) => `shopping-lists:${userId}`;

/** A request that never got an answer (no connection), as opposed to an answer saying no. */
export function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError);
}

export function storeList(queryClient: QueryClient, userId: string, list: ShoppingList): void {
  queryClient.setQueryData(queryKeys.shoppingLists.detail(list.id), list);
  writeCopyWhenIdle(listCopyKey(userId, list.id), list);
}

/** The server's answer; the copy when the server cannot be reached (and there is one). */
export async function withListCopy(userId: string, listId: number, fetchList: () => Promise<ShoppingList>): Promise<ShoppingList> {
  try {
    const list = await fetchList();
    writeCopyWhenIdle(listCopyKey(userId, listId), list);
    return list;
  } catch (error) {
    const copy = isUnreachable(error) ? await readCopy<ShoppingList>(listCopyKey(userId, listId)) : undefined;
    if (copy) return copy;
    throw error;
  }
}

export async function withIndexCopy(userId: string, fetchIndex: () => Promise<ShoppingListSummary[]>): Promise<ShoppingListSummary[]> {
  try {
    const lists = await fetchIndex();
    writeCopyWhenIdle(indexCopyKey(userId), lists);
    return lists;
  } catch (error) {
    const copy = isUnreachable(error) ? await readCopy<ShoppingListSummary[]>(indexCopyKey(userId)) : undefined;
    if (copy) return copy;
    throw error;
  }
}
