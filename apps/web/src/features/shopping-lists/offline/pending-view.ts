import type { ShoppingList, ShoppingListItem } from '@hearth/shared/shopping-lists';
import type { PendingChange } from './outbox';

/** An item as the list screen shows it: the server's, with this browser's unsent changes on top. */
export interface ShownItem extends ShoppingListItem {
  /** True while a change to it waits to be sent. */
  waiting?: boolean;
  /** An item written here offline: the server has not seen it, so it has no id there yet. */
  provisionalId?: string;
}

/**
 * The list as the cook should see it now: the last answer from the server, with every change
 * still in the outbox applied. Removed items go, changed ones show their change, and lines
 * written offline appear as written until the server merges them. An item nothing waits on is
 * the server's own object, so its row is not drawn again when another item changes.
 */
export function applyPending(list: ShoppingList, pending: readonly PendingChange[]): readonly ShownItem[] {
  const changes = pending.filter((change) => change.listId === list.id);
  if (changes.length === 0) return list.items;
  const removed = new Set(changes.flatMap((change) => (change.kind === 'remove' ? [change.itemId] : [])));
  const shown: ShownItem[] = list.items
    .filter((item) => !removed.has(item.id))
    .map((item) =>
      changes.reduce<ShownItem>(
        (current, change) =>
          change.kind === 'update' && change.itemId === item.id ? { ...current, ...change.changes, waiting: true } : current,
        item,
      ),
    );
  for (const change of changes) {
    if (change.kind !== 'add') continue;
    shown.push({
      id: -1,
      provisionalId: change.id,
      name: change.text,
      quantity: 0,
      unit: '',
      aisle: 'Other',
      checked: false,
      version: 0,
      sources: [],
      waiting: true,
    });
  }
  return shown;
}
