/**
 * Resolves when the browser is next idle, or after `longestMs` if it stays busy that long.
 * Without requestIdleCallback (Safari), on the next task.
 */
export function whenIdle(longestMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: longestMs });
    else setTimeout(resolve, 0);
  });
}
