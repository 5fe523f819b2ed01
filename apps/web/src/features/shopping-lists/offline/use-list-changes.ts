import { useMemo, useSyncExternalStore } from 'react';
import type { ShoppingListItem } from '@hearth/shared/shopping-lists';
import { type ItemChanges, type PendingChange, outboxOf } from './outbox';
import type { ShownItem } from './pending-view';

const NOTHING: readonly PendingChange[] = [];

/** The cook's changes still waiting to be sent, kept up to date across this browser's tabs. */
export function usePendingChanges(userId: string): readonly PendingChange[] {
  const outbox = userId ? outboxOf(userId) : undefined;
  return useSyncExternalStore(outbox?.subscribe ?? (() => () => undefined), outbox?.snapshot ?? (() => NOTHING), () => NOTHING);
}

/**
 * What the list screen does to a list. Every change goes to the outbox, which sends it at
 * once with a connection and later without one; the screen shows it straight away.
 */
export function useListChanges(userId: string, listId: number) {
  return useMemo(() => {
    const outbox = outboxOf(userId);
    const edit = (item: ShoppingListItem, changes: ItemChanges) =>
      outbox.add({ kind: 'update', listId, itemId: item.id, version: item.version, changes });
    return {
      setChecked: (item: ShownItem, checked: boolean) => edit(item, { checked }),
      edit,
      remove: (item: ShownItem) =>
        item.provisionalId ? outbox.done(item.provisionalId) : outbox.add({ kind: 'remove', listId, itemId: item.id }),
      add: (text: string) => outbox.add({ kind: 'add', listId, text }),
    };
  }, [userId, listId]);
}
