import { useEffect } from 'react';
import { useI18n } from '../i18n';
import { formatClock, remainingMs, type CookTimers } from './use-cook-timers';

/**
 * The tab's title shows the timer that ends soonest ("9:58 · Simmer — The Hearth"), so a cook
 * in another tab still sees it; a finished one says so. The old title comes back on leaving.
 */
export function useTimerTitle({ timers, now }: CookTimers) {
  const { i18n } = useI18n();
  const done = timers.find((timer) => timer.status === 'done');
  const soonest = timers.filter((timer) => timer.status === 'running').sort((a, b) => (a.deadline ?? 0) - (b.deadline ?? 0))[0];
  const title = done
    ? i18n._('cookMode.titleDone', { name: done.name })
    : soonest
      ? i18n._('cookMode.titleRunning', { clock: formatClock(remainingMs(soonest, now)), name: soonest.name })
      : i18n._('cookMode.title');

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
