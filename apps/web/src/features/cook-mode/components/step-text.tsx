import type { ReactNode } from 'react';
import { findTimers, timerName } from '@hearth/shared/step-timers';
import { useFormat } from '../../../lib/i18n/format';
import type { TimerRequest } from '../hooks/use-cook-timers';
import { useI18n } from '../i18n';
import styles from './cook-mode.module.css';

interface StepTextProps {
  text: string;
  stepIndex: number;
  /** Keys of the timers running or paused now, whose phrases show as running. */
  activeKeys: ReadonlySet<string>;
  onStartTimer: (request: TimerRequest) => void;
}

/** Drawn rather than an emoji, which some systems have no font for. */
function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9.5 2.5h5" />
    </svg>
  );
}

/**
 * One step in large type; each time it names ("simmer for 10 minutes") is a button that starts a
 * timer. The step is the cook's own text, never translated (translate="no"), and read in its own
 * direction (dir="auto": an English step stays left to right on an Arabic page); the timer's
 * name comes from it too, else the language's word for a timer.
 */
export function StepText({ text, stepIndex, activeKeys, onStartTimer }: StepTextProps) {
  const { i18n } = useI18n();
  const format = useFormat();
  const pieces: ReactNode[] = [];
  let from = 0;
  findTimers(text).forEach((timer, index) => {
    const key = `${stepIndex}:${index}`;
    const active = activeKeys.has(key);
    pieces.push(text.slice(from, timer.start));
    pieces.push(
      <button
        key={key}
        type="button"
        className={styles.timerPhrase}
        disabled={active}
        // The visible phrase is part of the name, as speech control needs ("Start 10 minutes timer").
        aria-label={
          active ? i18n._('cookMode.timerRunning', { phrase: timer.text }) : i18n._('cookMode.startTimer', { phrase: timer.text })
        }
        onClick={() =>
          onStartTimer({
            key,
            name: timerName(text, timer) || i18n._('cookMode.timer'),
            length: format.duration(timer.seconds, timer.maxSeconds),
            seconds: timer.seconds,
          })
        }
      >
        <ClockIcon />
        {timer.text}
      </button>,
    );
    from = timer.end;
  });
  pieces.push(text.slice(from));
  return (
    <p className={styles.stepText} translate="no" dir="auto">
      {pieces}
    </p>
  );
}
