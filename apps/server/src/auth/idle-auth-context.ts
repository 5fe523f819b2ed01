import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

type Storage = Pick<AsyncLocalStorage<unknown>, 'disable'>;

/**
 * The auth library release whose internals this wrapper was checked against: what it keeps in
 * AsyncLocalStorage, and that only the phone-number plugin starts work it does not await.
 * idle-auth-context.test.ts fails when another release is installed, so that an upgrade
 * re-checks both before it lands.
 */
export const CHECKED_WITH_BETTER_AUTH = '1.7.25';

/**
 * From Node 24 on, AsyncLocalStorage carries its value in V8's own async context frames, with
 * no process-wide promise hook to switch off (docs/decisions/0031), so the wrapper stays out.
 */
export function contextSwitchingPays(nodeVersion: string = process.versions.node): boolean {
  return Number.parseInt(nodeVersion, 10) < 24;
}

/** The auth library's three AsyncLocalStorages (one global set, created on first ask). */
export function authContextStorages(): Promise<Storage[]> {
  return Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
}

interface AuthEntryPoints {
  handler: (request: Request) => Promise<Response>;
  api: object;
}

/**
 * The auth library keeps each call's state in AsyncLocalStorage. On Node 20 and 22 the first
 * `run()` turns on a promise hook for the whole process, and it stays on: every promise of
 * every later request, auth or not, then pays for copying that state along. A dish read cost
 * 67 microseconds of CPU with it and 54 without (docs/decisions/0031). The library only works
 * inside its handler and its `api` functions, so this counts those calls and, when the last
 * one has settled, switches the storages off (`disable()`); the library's next `run()` switches
 * them on again by itself. Nothing of the library is left running between calls: it awaits
 * its background work (`runInBackgroundOrAwait`) unless `advanced.backgroundTasks` is set, and
 * the one thing it starts without awaiting (`runInBackground`) only the phone-number plugin
 * uses. We set neither; whoever does must drop this wrapper, or that work loses its context.
 */
export function switchOffAuthContextWhenIdle<Auth extends AuthEntryPoints>(
  auth: Auth,
  storages: readonly Storage[],
  nodeVersion: string = process.versions.node,
): Auth {
  if (!contextSwitchingPays(nodeVersion)) return auth;
  let running = 0;
  const settled = () => {
    running -= 1;
    if (running === 0) for (const storage of storages) storage.disable();
  };
  const counted = <Call extends (...args: never[]) => unknown>(call: Call): Call =>
    new Proxy(call, {
      apply(target, thisArg, args) {
        running += 1;
        try {
          return Promise.resolve(Reflect.apply(target, thisArg, args)).finally(settled);
        } catch (error) {
          settled();
          throw error;
        }
      },
    });

  const countedApi = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (!countedApi.has(key)) countedApi.set(key, counted(value as (...args: never[]) => unknown));
      return countedApi.get(key);
    },
  });
  return { ...auth, handler: counted(auth.handler), api };
}
