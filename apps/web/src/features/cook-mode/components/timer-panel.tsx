import { Button } from '../../../components/ui/button';
import { formatClock, remainingMs, type CookTimers } from '../hooks/use-cook-timers';
import styles from './cook-mode.module.css';

/** The running, paused and finished timers, whichever step the cook is on. */
export function TimerPanel({ timers: { timers, now, pause, resume, remove } }: { timers: CookTimers }) {
  const done = timers.filter((timer) => timer.status === 'done');
  const counting = timers.filter((timer) => timer.status !== 'done');
  return (
    <>
      {/* Present from the start, so a screen reader announces each finished timer as it appears. */}
      <div role="alert" className={styles.doneTimers}>
        {done.map((timer) => (
          <div key={timer.id} className={styles.doneTimer}>
            <span>
              <strong>{timer.name} timer done</strong> · {timer.length}
            </span>
            <Button variant="primary" aria-label={`Dismiss ${timer.name} timer`} onClick={() => remove(timer.id)}>
              Dismiss
            </Button>
          </div>
        ))}
      </div>
      {counting.length > 0 ? (
        <ul className={styles.timers} aria-label="Timers">
          {counting.map((timer) => (
            <li key={timer.id} className={styles.timer}>
              <span className={styles.timerName}>
                {timer.name} <span className={styles.timerLength}>{timer.length}</span>
              </span>
              <span
                className={styles.clock}
                role="timer"
                aria-label={`${timer.name} timer, ${timer.status === 'paused' ? 'paused' : 'remaining'}`}
              >
                {formatClock(remainingMs(timer, now))}
              </span>
              {timer.status === 'running' ? (
                <Button variant="secondary" aria-label={`Pause ${timer.name} timer`} onClick={() => pause(timer.id)}>
                  Pause
                </Button>
              ) : (
                <Button variant="secondary" aria-label={`Resume ${timer.name} timer`} onClick={() => resume(timer.id)}>
                  Resume
                </Button>
              )}
              <Button variant="ghost" aria-label={`Cancel ${timer.name} timer`} onClick={() => remove(timer.id)}>
                Cancel
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
