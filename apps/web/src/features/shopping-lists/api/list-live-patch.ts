import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@hearth/shared/live-events';
import type { ShoppingList } from '@hearth/shared/shopping-lists';
import { queryKeys } from '../../../lib/query-keys';
import { storeList } from './list-copies';

type ListEvent = Extract<LiveEvent, { type: 'shopping-list.changed' }>;

/**
 * Puts another page's change to one item into the cached list (and its offline copy) instead
 * of reading the whole list again. Answers false when it cannot be sure the patched list is
 * right, and the caller reads the list again: no list cached, a read of it under way (its
 * answer may predate the change), an event without an item, an item this copy never had, or
 * a version gap (this copy missed a change, maybe others too). An item already at the event's
 * version or newer needs nothing.
 */
export function patchListFromEvent(queryClient: QueryClient, userId: string, event: ListEvent): boolean {
  const key = queryKeys.shoppingLists.detail(event.list_id);
  const list = queryClient.getQueryData<ShoppingList>(key);
  if (!list || queryClient.getQueryState(key)?.fetchStatus === 'fetching') return false;
  if (event.removed_item_id !== undefined) {
    const items = list.items.filter((item) => item.id !== event.removed_item_id);
    if (items.length !== list.items.length) storeList(queryClient, userId, { ...list, items });
    return true;
  }
  const changed = event.item;
  if (!changed) return false;
  const known = list.items.find((item) => item.id === changed.id);
  if (!known) return false;
  if (known.version >= changed.version) return true;
  if (known.version + 1 !== changed.version) return false;
  storeList(queryClient, userId, { ...list, items: list.items.map((item) => (item.id === changed.id ? changed : item)) });
  return true;
}
