import type { ItemUpdate } from '@hearth/shared/shopping-lists';
import { readCopy, updateCopy } from '../../../lib/offline-copies';

/**
 * The changes a cook made to their lists that the server has not answered yet, kept in
 * IndexedDB so they survive a reload with no signal (docs/decisions/0021). Every change goes
 * through here, online too: sent at once when there is a connection, later when there is not.
 * Each change's id doubles as its Idempotency-Key, so sending one twice counts once.
 */
export type ItemChanges = Omit<ItemUpdate, 'version'>;

export type PendingChange =
  | { id: string; listId: number; kind: 'update'; itemId: number; version: number; changes: ItemChanges }
  | { id: string; listId: number; kind: 'add'; text: string }
  | { id: string; listId: number; kind: 'remove'; itemId: number };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type NewChange = DistributiveOmit<PendingChange, 'id'>;

const CHANNEL = 'hearth-shopping-outbox';

function newId(): string {
  return crypto.randomUUID();
}

/**
 * One change folded into the queue. Changes to one item wait as one (checking and unchecking
 * offline sends nothing contradictory); removing an item drops what waited for it, and
 * removing an item that was only added offline drops the addition. `busy` is the change being
 * sent right now, which must not change under the request.
 */
export function enqueue(queue: readonly PendingChange[], change: PendingChange, busy: string | undefined): PendingChange[] {
  if (change.kind === 'update') {
    const waiting = queue.find((pending) => pending.kind === 'update' && pending.itemId === change.itemId && pending.id !== busy);
    if (waiting?.kind === 'update') {
      return queue.map((pending) => (pending === waiting ? { ...waiting, changes: { ...waiting.changes, ...change.changes } } : pending));
    }
    if (queue.some((pending) => pending.kind === 'remove' && pending.itemId === change.itemId)) return [...queue];
  }
  if (change.kind === 'remove') {
    const rest = queue.filter((pending) => !(pending.kind === 'update' && pending.itemId === change.itemId && pending.id !== busy));
    return [...rest, change];
  }
  return [...queue, change];
}

/** The queue of one cook, shared by this browser's tabs. */
export class Outbox {
  private changes: readonly PendingChange[] = [];
  private loaded = false;
  /** Counts this tab's changes, so that only the latest one's write sets the queue shown. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();
  private readonly channel: BroadcastChannel | undefined;
  /** The id of the change being sent, if any. */
  busy: string | undefined;
  readonly ready: Promise<void>;

  constructor(private readonly userId: string) {
    this.channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(`${CHANNEL}:${userId}`);
    if (this.channel) this.channel.onmessage = () => void this.reload();
    this.ready = this.reload();
  }

  private get key() {
    return `shopping-outbox:${this.userId}`;
  }

  private async reload() {
    this.set((await readCopy<PendingChange[]>(this.key)) ?? []);
    this.loaded = true;
  }

  private set(changes: readonly PendingChange[]) {
    this.changes = changes;
    for (const listener of this.listeners) listener();
  }

  /**
   * Shows the change at once, then keeps it, and shows the stored queue, which may hold
   * another tab's changes too. When a later change has shown itself meanwhile, this write's
   * queue is older than what is on screen (an item added and answered before its write ended
   * would show twice); the later change's own write shows the stored queue instead.
   */
  private async change(edit: (queue: readonly PendingChange[]) => PendingChange[]) {
    if (!this.loaded) await this.ready;
    const generation = ++this.generation;
    this.set(edit(this.changes));
    // Without IndexedDB (a private window) the queue lives in this tab only.
    const stored = await updateCopy<PendingChange[]>(this.key, (current) => edit(current ?? []));
    if (stored && generation === this.generation) this.set(stored);
    this.channel?.postMessage('changed');
  }

  snapshot = (): readonly PendingChange[] => this.changes;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(change: NewChange): Promise<void> {
    const pending = { ...change, id: newId() } as PendingChange;
    return this.change((queue) => enqueue(queue, pending, this.busy));
  }

  /** The change was answered (or can never be): it waits no more. */
  done(id: string): Promise<void> {
    return this.change((queue) => queue.filter((pending) => pending.id !== id));
  }

  /**
   * The server answered a change of an item at `from` with its version `to`: changes made
   * afterwards on top of it were made on `to` as far as anyone else can tell.
   */
  rebase(itemId: number, from: number, to: number): Promise<void> {
    return this.change((queue) =>
      queue.map((pending) =>
        pending.kind === 'update' && pending.itemId === itemId && pending.version === from ? { ...pending, version: to } : pending,
      ),
    );
  }
}

const outboxes = new Map<string, Outbox>();

/** This tab's outbox for the cook. */
export function outboxOf(userId: string): Outbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    outbox = new Outbox(userId);
    outboxes.set(userId, outbox);
  }
  return outbox;
}
