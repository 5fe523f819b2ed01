import { daysBetween } from '@hearth/shared/calendar-dates';
import { addDays, localToday } from '../../../lib/dates';

/** The timeline loads meals four weeks at a time. */
export const WINDOW_DAYS = 28;

/** A Monday: windows start on one, so a window is four whole weeks. */
const EPOCH = '1970-01-05';

/** The first day of the window a YYYY-MM-DD date falls in. */
export function windowStartOf(date: string): string {
  const days = daysBetween(EPOCH, date);
  const offset = ((days % WINDOW_DAYS) + WINDOW_DAYS) % WINDOW_DAYS;
  return addDays(date, -offset);
}

/** The last day of the window starting on `start`. */
export function windowEndOf(start: string): string {
  return addDays(start, WINDOW_DAYS - 1);
}

/** The starts of every window that holds a day from `first` to `last`. */
export function windowsBetween(first: string, last: string): string[] {
  const starts: string[] = [];
  for (let start = windowStartOf(first); start <= last; start = addDays(start, WINDOW_DAYS)) starts.push(start);
  return starts;
}

/** Days beyond what is on screen whose meals load ahead, so scrolling meets them ready. */
export const READ_AHEAD_DAYS = 14;

/** The windows the timeline asks for first, the weeks around today: its route's loader starts them. */
export function initialMealWindows(today = localToday()): string[] {
  return windowsBetween(addDays(today, -READ_AHEAD_DAYS), addDays(today, READ_AHEAD_DAYS));
}
