import type { ShoppingList } from '@hearth/shared/shopping-lists';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/get-session';
import { storeList } from './list-copies';
import { useCacheMutation } from '../../../lib/cache-mutation';

/** "Clear checked": empties the list's "Got it" section. */
export function clearChecked(listId: number): Promise<ShoppingList> {
  return api<ShoppingList>(`/shopping-lists/${listId}/clear-checked`, { method: 'POST' });
}

export function useClearChecked() {
  const userId = useSession().data?.id ?? '';
  return useCacheMutation(clearChecked, (queryClient, list) => storeList(queryClient, userId, list));
}
