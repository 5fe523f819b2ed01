const KEYS_UP = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * Calls `then` once the person tries to go up the page: a wheel turned up, a finger drawn down
 * the screen, or Up, Page Up or Home. At the page's top these scroll nothing, so they are what
 * says the weeks before the first view are wanted now. `then` hears whether it was Home, which
 * asks for the very top: a single press the page could not follow. Answers a function that
 * stops listening.
 */
export function onceGoingUp(then: (toTheTop: boolean) => void): () => void {
  let touchY: number | null = null;
  const up = (toTheTop: boolean) => {
    stop();
    then(toTheTop);
  };
  const wheel = (event: WheelEvent) => {
    if (event.deltaY < 0) up(false);
  };
  const key = (event: KeyboardEvent) => {
    if (KEYS_UP.has(event.key)) up(event.key === 'Home');
  };
  const touchStart = (event: TouchEvent) => {
    touchY = event.touches[0]?.clientY ?? null;
  };
  const touchMove = (event: TouchEvent) => {
    const y = event.touches[0]?.clientY;
    if (touchY !== null && y !== undefined && y > touchY) up(false);
  };
  function stop() {
    window.removeEventListener('wheel', wheel);
    window.removeEventListener('keydown', key);
    window.removeEventListener('touchstart', touchStart);
    window.removeEventListener('touchmove', touchMove);
  }
  window.addEventListener('wheel', wheel, { passive: true });
  window.addEventListener('keydown', key);
  window.addEventListener('touchstart', touchStart, { passive: true });
  window.addEventListener('touchmove', touchMove, { passive: true });
  return stop;
}
