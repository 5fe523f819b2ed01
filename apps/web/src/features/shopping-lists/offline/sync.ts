import type { QueryClient } from '@tanstack/react-query';
import type { ShoppingList, ShoppingListItem } from '@hearth/shared/shopping-lists';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { addItems } from '../api/add-items';
import { isUnreachable, storeList } from '../api/list-copies';
import { removeItem } from '../api/remove-item';
import { updateItem } from '../api/update-item';
import { type Outbox, type PendingChange, outboxOf } from './outbox';

/** After a failed attempt with a connection, try again this often while changes wait. */
const RETRY_MS = 15_000;

/** Puts what the server answered about an item into the cached list (and its offline copy). */
function storeItem(queryClient: QueryClient, userId: string, listId: number, itemId: number, item: ShoppingListItem | null) {
  const list = queryClient.getQueryData<ShoppingList>(queryKeys.shoppingLists.detail(listId));
  if (!list) return;
  const items = item ? list.items.map((known) => (known.id === itemId ? item : known)) : list.items.filter((known) => known.id !== itemId);
  storeList(queryClient, userId, { ...list, items });
}

/** The item a 409 answer carries: the server's current state, which the clash leaves in place. */
function conflictItem(error: ApiError): ShoppingListItem | undefined {
  try {
    return (JSON.parse(error.body) as { item?: ShoppingListItem }).item;
  } catch {
    return undefined;
  }
}

async function send(queryClient: QueryClient, userId: string, outbox: Outbox, change: PendingChange): Promise<void> {
  if (change.kind === 'add') {
    storeList(queryClient, userId, await addItems(change.listId, { text: change.text }, change.id));
    return;
  }
  try {
    if (change.kind === 'remove') {
      await removeItem(change.listId, change.itemId);
      storeItem(queryClient, userId, change.listId, change.itemId, null);
      return;
    }
    const item = await updateItem(change.listId, change.itemId, { ...change.changes, version: change.version });
    storeItem(queryClient, userId, change.listId, change.itemId, item);
    await outbox.rebase(change.itemId, change.version, item.version);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Gone meanwhile: removed by someone else, so a check-off or a removal has nothing to do.
    if (error.status === 404) return storeItem(queryClient, userId, change.listId, change.itemId, null);
    // Clashed with a newer change: the list shows the item as it now is.
    const current = error.status === 409 ? conflictItem(error) : undefined;
    if (current) return storeItem(queryClient, userId, change.listId, change.itemId, current);
    throw error;
  }
}

/** Whether a failure may pass with time (no connection, a busy server, a lapsed session). */
function isPassing(error: unknown): boolean {
  return isUnreachable(error) || (error instanceof ApiError && (error.status >= 500 || error.status === 401 || error.status === 429));
}

const running = new Map<string, Promise<void>>();

/**
 * Sends the waiting changes in the order they were made, each once. A change the server
 * refuses for good (a 4xx other than a clash or a gone item, such as a viewer's) is dropped;
 * a connection that fails stops the run, and the changes wait for the next.
 */
export function flushOutbox(queryClient: QueryClient, userId: string): Promise<void> {
  const current = running.get(userId);
  if (current) return current;
  const run = (async () => {
    const outbox = outboxOf(userId);
    await outbox.ready;
    for (let change = outbox.snapshot()[0]; change; change = outbox.snapshot()[0]) {
      outbox.busy = change.id;
      try {
        await send(queryClient, userId, outbox, change);
      } catch (error) {
        if (isPassing(error)) return;
        console.error('A shopping-list change was refused and dropped', change, error);
      } finally {
        outbox.busy = undefined;
      }
      await outbox.done(change.id);
    }
  })().finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

/**
 * Keeps sending: whenever a change is queued with a connection, when the connection comes
 * back, and now and then while changes wait. Answers how to stop.
 */
export function startBackgroundSync(queryClient: QueryClient, userId: string): () => void {
  const outbox = outboxOf(userId);
  const flush = () => {
    if (navigator.onLine && outbox.snapshot().length) void flushOutbox(queryClient, userId);
  };
  const unsubscribe = outbox.subscribe(flush);
  window.addEventListener('online', flush);
  const timer = window.setInterval(flush, RETRY_MS);
  void outbox.ready.then(flush);
  return () => {
    unsubscribe();
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}
