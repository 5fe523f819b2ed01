import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '../lib/when-idle';

/** The longest a deferred task waits for the screen's data, counted from the page's load. */
const LONGEST_WAIT_MS = 5_000;
/** How long the browser may stay busy before an idle task runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/**
 * A performance mark set as deferred work starts: `npm run bench` counts only the scripts asked
 * for before it as the first screen's.
 */
export const AFTER_FIRST_SCREEN_MARK = 'hearth:after-first-screen';

/** The address the page was loaded at: a screen drawn at another is not the page's first. */
const LOADED_AT = typeof window === 'undefined' ? '' : window.location.href;

/**
 * Whether the screen being drawn is the page's first, its work still to wait for: not once
 * deferred work has started, nor once the cook has gone to another screen (which then need not
 * wait for the page's first screen to settle).
 */
export function isFirstScreen(): boolean {
  return performance.getEntriesByName(AFTER_FIRST_SCREEN_MARK).length === 0 && window.location.href === LOADED_AT;
}

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves when no query is fetching, or after `longest` ms. */
function whenDataSettled(queryClient: QueryClient, longest: number): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const done = () => {
      unsubscribe();
      window.clearTimeout(timer);
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    const timer = window.setTimeout(done, longest);
  });
}

/**
 * Runs `task` once the first screen is up: the page has loaded, the screen's data has arrived
 * (no query fetching, or five seconds at most) and the browser is idle. For work no screen
 * shows (the service worker, the offline list sender): fetched and run sooner, its code would
 * share a phone's connection and main thread with the screen (docs/decisions/0028). At once
 * in a hidden tab, which paints nothing. Answers a function that cancels a task not yet run.
 */
export function afterFirstScreen(queryClient: QueryClient, task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    performance.mark(AFTER_FIRST_SCREEN_MARK);
    task();
  };
  if (document.visibilityState === 'hidden') {
    queueMicrotask(run);
  } else {
    void whenLoaded()
      .then(() => whenDataSettled(queryClient, LONGEST_WAIT_MS))
      .then(() => whenIdle(IDLE_TIMEOUT_MS))
      .then(run);
  }
  return () => {
    cancelled = true;
  };
}
