import type { ItemUpdate, ShoppingListItem } from '@hearth/shared/shopping-lists';
import { api } from '../../../lib/api-client';

/** Checks off or edits an item as changed on `change.version`; sent by the outbox (offline/sync.ts). */
export function updateItem(listId: number, itemId: number, change: ItemUpdate): Promise<ShoppingListItem> {
  return api<ShoppingListItem>(`/shopping-lists/${listId}/items/${itemId}`, { method: 'PATCH', body: change });
}
