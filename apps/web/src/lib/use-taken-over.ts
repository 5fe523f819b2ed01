import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the app takes over a page the server rendered (entry-server.tsx), true from then
 * on and in every screen the browser draws itself. The server sends such a page inert (nothing
 * in it can be pressed, focused or typed into, so the browser never sends a form itself, the
 * password in the address); a field also says it is read-only, which tools that type into a
 * page wait on.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
