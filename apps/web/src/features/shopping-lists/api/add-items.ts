import type { QueryClient } from '@tanstack/react-query';
import type { AddItemsBody, ShoppingList } from '@hearth/shared/shopping-lists';
import { IDEMPOTENCY_KEY_HEADER } from '@hearth/shared/idempotency';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/get-session';
import { storeList } from './list-copies';
import { useCacheMutation } from '../../../lib/cache-mutation';

/**
 * Adds a written line, a dish, a meal or a range of days to a list; the server merges by food
 * and answers the whole list. A queued change sends its own id as the Idempotency-Key, so
 * sending it twice adds it once.
 */
export function addItems(listId: number, body: AddItemsBody, idempotencyKey?: string): Promise<ShoppingList> {
  return api<ShoppingList>(`/shopping-lists/${listId}/items`, {
    method: 'POST',
    body,
    headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {},
  });
}

/** Adds, and puts the list the server answered into the cache (and its offline copy). */
export async function addItemsToList(queryClient: QueryClient, userId: string, listId: number, body: AddItemsBody): Promise<ShoppingList> {
  const list = await addItems(listId, body);
  storeList(queryClient, userId, list);
  return list;
}

/** Adding a dish, a meal or a week of meals from their own screens: those need the server. */
export function useAddItems() {
  const userId = useSession().data?.id ?? '';
  return useCacheMutation(
    ({ listId, body }: { listId: number; body: AddItemsBody }) => addItems(listId, body),
    (queryClient, list) => storeList(queryClient, userId, list),
  );
}
