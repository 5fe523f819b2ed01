import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../i18n';
import { prepareAlarm, soundAlarm } from './timer-alarm';

/** How often the countdown redraws; the time itself comes from Date.now() deadlines, never from counting ticks. */
const TICK_MS = 500;

export interface TimerRequest {
  /** Which phrase of which step started it, so the phrase can show that it runs. */
  key: string;
  name: string;
  /** "10 min", "25–30 min", in the shown language. */
  length: string;
  seconds: number;
}

export interface CookTimer extends TimerRequest {
  id: number;
  status: 'running' | 'paused' | 'done';
  /** When a running timer ends (epoch ms); null while paused or done. */
  deadline: number | null;
  /** What was left when it was paused. */
  pausedRemainingMs: number;
}

export function remainingMs(timer: CookTimer, now: number): number {
  if (timer.status === 'done') return 0;
  if (timer.deadline === null) return timer.pausedRemainingMs;
  return Math.max(0, timer.deadline - now);
}

/** "9:58", "1:02:03". */
export function formatClock(milliseconds: number): string {
  const total = Math.ceil(milliseconds / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

let nextId = 1;

function finish(timer: CookTimer): CookTimer {
  return { ...timer, status: 'done', deadline: null, pausedRemainingMs: 0 };
}

/**
 * Every timer of a cooking session. They live above the step view, so they keep running while
 * the cook moves between steps; several can run at once. A timer that reaches its deadline
 * beeps, notifies (when allowed) and stays listed as done until dismissed.
 */
export function useCookTimers() {
  const [timers, setTimers] = useState<CookTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const anyRunning = timers.some((timer) => timer.status === 'running');

  // The interval reads the timers through a ref, so it is not restarted by every change.
  const timersRef = useRef(timers);
  useEffect(() => {
    timersRef.current = timers;
  }, [timers]);

  useEffect(() => {
    if (!anyRunning) return;
    const interval = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      const due = timersRef.current.filter((timer) => timer.status === 'running' && timer.deadline !== null && timer.deadline <= at);
      if (due.length === 0) return;
      const ids = new Set(due.map((timer) => timer.id));
      timersRef.current = timersRef.current.map((timer) => (ids.has(timer.id) ? finish(timer) : timer));
      setTimers((current) => current.map((timer) => (ids.has(timer.id) ? finish(timer) : timer)));
      for (const timer of due) {
        soundAlarm(i18n._('cookMode.timerDoneNotification', { name: timer.name }), i18n._('cookMode.timerUp', { length: timer.length }));
      }
    }, TICK_MS);
    return () => window.clearInterval(interval);
  }, [anyRunning]);

  const start = useCallback((request: TimerRequest) => {
    prepareAlarm();
    const startedAt = Date.now();
    setNow(startedAt);
    setTimers((current) => [
      ...current,
      { ...request, id: nextId++, status: 'running', deadline: startedAt + request.seconds * 1000, pausedRemainingMs: 0 },
    ]);
  }, []);

  const pause = useCallback((id: number) => {
    const at = Date.now();
    setTimers((current) =>
      current.map((timer) =>
        timer.id === id && timer.status === 'running' && timer.deadline !== null
          ? { ...timer, status: 'paused', pausedRemainingMs: Math.max(0, timer.deadline - at), deadline: null }
          : timer,
      ),
    );
  }, []);

  const resume = useCallback((id: number) => {
    const at = Date.now();
    setNow(at);
    setTimers((current) =>
      current.map((timer) =>
        timer.id === id && timer.status === 'paused' ? { ...timer, status: 'running', deadline: at + timer.pausedRemainingMs } : timer,
      ),
    );
  }, []);

  /** Cancels a running or paused timer, or dismisses a done one. */
  const remove = useCallback((id: number) => setTimers((current) => current.filter((timer) => timer.id !== id)), []);

  return { timers, now, start, pause, resume, remove };
}

export type CookTimers = ReturnType<typeof useCookTimers>;
