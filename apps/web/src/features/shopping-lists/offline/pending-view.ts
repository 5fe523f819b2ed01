import type { ShoppingList, ShoppingListItem } from '@hearth/shared/shopping-lists';
import type { PendingChange } from './outbox';

/** An item as the list screen shows it: the server's, with this browser's unsent changes on top. */
export interface ShownItem extends ShoppingListItem {
  /** True while a change to it waits to be sent. */
  waiting: boolean;
  /** An item written here offline: the server has not seen it, so it has no id there yet. */
  provisionalId?: string;
}

/**
 * The list as the cook should see it now: the last answer from the server, with every change
 * still in the outbox applied. Removed items go, changed ones show their change, and lines
 * written offline appear as written until the server merges them.
 */
export function applyPending(list: ShoppingList, pending: readonly PendingChange[]): ShownItem[] {
  const changes = pending.filter((change) => change.listId === list.id);
  const removed = new Set(changes.flatMap((change) => (change.kind === 'remove' ? [change.itemId] : [])));
  const shown: ShownItem[] = list.items
    .filter((item) => !removed.has(item.id))
    .map((item) => {
      const updates = changes.filter((change) => change.kind === 'update' && change.itemId === item.id);
      return updates.reduce<ShownItem>(
        (current, change) => (change.kind === 'update' ? { ...current, ...change.changes, waiting: true } : current),
        { ...item, waiting: false },
      );
    });
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
