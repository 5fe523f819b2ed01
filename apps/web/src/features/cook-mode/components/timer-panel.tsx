import { Button } from '../../../components/ui/button';
import { RichText } from '../../../lib/i18n/rich-text';
import { formatClock, remainingMs, type CookTimers } from '../hooks/use-cook-timers';
import { useI18n } from '../i18n';
import styles from './cook-mode.module.css';

/**
 * The running, paused and finished timers, whichever step the cook is on. A timer's name comes
 * from the cook's step ("Simmer"), so it is marked translate="no" inside the translated text.
 */
export function TimerPanel({ timers: { timers, now, pause, resume, remove } }: { timers: CookTimers }) {
  const { i18n } = useI18n();
  const done = timers.filter((timer) => timer.status === 'done');
  const counting = timers.filter((timer) => timer.status !== 'done');
  return (
    <>
      {/* Present from the start, so a screen reader announces each finished timer as it appears. */}
      <div role="alert" className={styles.doneTimers}>
        {done.map((timer) => (
          <div key={timer.id} className={styles.doneTimer}>
            <span>
              <strong>
                <RichText text={i18n._('cookMode.timerDone', { name: timer.name })} parts={[<span translate="no" dir="auto" />]} />
              </strong>{' '}
              · {timer.length}
            </span>
            <Button variant="primary" aria-label={i18n._('cookMode.dismissTimer', { name: timer.name })} onClick={() => remove(timer.id)}>
              {i18n._('cookMode.dismiss')}
            </Button>
          </div>
        ))}
      </div>
      {counting.length > 0 ? (
        <ul className={styles.timers} aria-label={i18n._('cookMode.timers')}>
          {counting.map((timer) => (
            <li key={timer.id} className={styles.timer}>
              <span className={styles.timerName}>
                <span translate="no" dir="auto">
                  {timer.name}
                </span>{' '}
                <span className={styles.timerLength}>{timer.length}</span>
              </span>
              <span
                className={styles.clock}
                role="timer"
                aria-label={
                  timer.status === 'paused'
                    ? i18n._('cookMode.timerPaused', { name: timer.name })
                    : i18n._('cookMode.timerRemaining', { name: timer.name })
                }
              >
                {formatClock(remainingMs(timer, now))}
              </span>
              {timer.status === 'running' ? (
                <Button
                  variant="secondary"
                  aria-label={i18n._('cookMode.pauseTimer', { name: timer.name })}
                  onClick={() => pause(timer.id)}
                >
                  {i18n._('cookMode.pause')}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  aria-label={i18n._('cookMode.resumeTimer', { name: timer.name })}
                  onClick={() => resume(timer.id)}
                >
                  {i18n._('cookMode.resume')}
                </Button>
              )}
              <Button variant="ghost" aria-label={i18n._('cookMode.cancelTimer', { name: timer.name })} onClick={() => remove(timer.id)}>
                {i18n._('cookMode.cancel')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
