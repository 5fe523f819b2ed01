import { useEffect } from 'react';
import { formatClock, remainingMs, type CookTimers } from './use-cook-timers';

const APP_NAME = 'The Hearth';

/**
 * The tab's title shows the timer that ends soonest ("9:58 · Simmer — The Hearth"), so a cook
 * in another tab still sees it; a finished one says so. The old title comes back on leaving.
 */
export function useTimerTitle({ timers, now }: CookTimers) {
  const done = timers.find((timer) => timer.status === 'done');
  const soonest = timers.filter((timer) => timer.status === 'running').sort((a, b) => (a.deadline ?? 0) - (b.deadline ?? 0))[0];
  const title = done
    ? `Done · ${done.name} — ${APP_NAME}`
    : soonest
      ? `${formatClock(remainingMs(soonest, now))} · ${soonest.name} — ${APP_NAME}`
      : `Cook mode — ${APP_NAME}`;

  useEffect(() => {
    const previous = document.title;
    return () => {
      document.title = previous;
    };
  }, []);

  useEffect(() => {
    document.title = title;
  }, [title]);
}
