import { createContext, createElement, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { renderingOnServer } from './server-render';

/** Set only around a page the server rendered, while the app takes it over (`TakingOver`). */
const TakenOver = createContext<boolean | null>(null);

/**
 * Wraps a page the server rendered as the app takes it over (main.tsx): false while React
 * hydrates it, true once that is done, in a transition of its own. (A store read with
 * useSyncExternalStore flipped in a synchronous render inside the hydration's last task: on a
 * phone, the screens that change with it made that a long task.)
 */
export function TakingOver({ children }: { children: ReactNode }) {
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => startTransition(() => setTakenOver(true)), []);
  return createElement(TakenOver.Provider, { value: takenOver }, children);
}

/**
 * False while the app takes over a page the server rendered (entry-server.tsx), true from then
 * on and in every screen the browser draws itself. The server sends such a page inert (nothing
 * in it can be pressed, focused or typed into, so the browser never sends a form itself, the
 * password in the address); a field also says it is read-only, which tools that type into a
 * page wait on.
 */
export function useTakenOver(): boolean {
  return useContext(TakenOver) ?? !renderingOnServer();
}
