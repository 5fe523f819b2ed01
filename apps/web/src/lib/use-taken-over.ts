import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the app takes over a page the server rendered (entry-server.tsx), true from then
 * on and in every screen the browser draws itself. Until then a form cannot be typed into or
 * sent: the browser would send it itself, without the app's checks, with the password in the
 * address.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
