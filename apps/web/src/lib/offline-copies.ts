import { clear, createStore, del, get, set, update } from 'idb-keyval';
import { whenIdle } from './when-idle';

/**
 * Answers the browser keeps in IndexedDB so a screen shows at once on a return visit, and
 * with no connection, what it showed last. Keys name the user they belong to, and signing
 * out or deleting the account clears them all.
 */
const store = typeof indexedDB === 'undefined' ? undefined : createStore('the-hearth', 'offline-copies');

export async function readCopy<T>(key: string): Promise<T | undefined> {
  if (!store) return undefined;
  try {
    return await get<T>(key, store);
  } catch {
    // A private window or a full disk: the copy is a convenience, never a failure.
    return undefined;
  }
}

export async function writeCopy<T>(key: string, value: T): Promise<void> {
  if (!store) return;
  await set(key, value, store).catch(() => undefined);
}

/** How long a busy browser may put off writing a copy before it is written anyway. */
const IDLE_WRITE_TIMEOUT_MS = 1_000;

/**
 * Writes a copy once the browser is idle. IndexedDB clones the value on the spot, which for a
 * list of hundreds of items is a millisecond the screen it was fetched for would wait on; the
 * copy only matters on a later visit. A write for the same key queued later still lands last.
 */
export function writeCopyWhenIdle<T>(key: string, value: T): void {
  if (!store) return;
  void whenIdle(IDLE_WRITE_TIMEOUT_MS).then(() => writeCopy(key, value));
}

/**
 * Changes a copy in one IndexedDB transaction (two tabs changing it at once both count) and
 * answers what it became; undefined when it could not be kept (no IndexedDB, a full disk).
 */
export async function updateCopy<T>(key: string, change: (current: T | undefined) => T): Promise<T | undefined> {
  if (!store) return undefined;
  let result: T | undefined;
  try {
    await update<T>(
      key,
      (current) => {
        result = change(current);
        return result;
      },
      store,
    );
    return result;
  } catch {
    return undefined;
  }
}

export async function forgetCopy(key: string): Promise<void> {
  if (!store) return;
  await del(key, store).catch(() => undefined);
}

export async function clearCopies(): Promise<void> {
  if (!store) return;
  await clear(store).catch(() => undefined);
}

/**
 * Asks the server, keeps what it answered, and answers the kept copy instead when the request
 * never reached the server (no connection, the server down): a screen seen once opens offline
 * from the first visit after signing in, before the service worker has cached anything. An
 * answer from the server, an error included, always wins over the copy.
 */
export async function withOfflineCopy<T>(key: string, ask: () => Promise<T>, isAnswer: (error: unknown) => boolean): Promise<T> {
  try {
    const answer = await ask();
    writeCopyWhenIdle(key, answer);
    return answer;
  } catch (error) {
    if (isAnswer(error)) throw error;
    const copy = await readCopy<T>(key);
    if (copy === undefined) throw error;
    return copy;
  }
}
