/**
 * Arithmetic on calendar dates written YYYY-MM-DD: the one home for it on the server and in the
 * web app. A date here is a day on the calendar, not an instant, so every step is taken in UTC
 * at noon, where no daylight-saving change or time zone can move it to another day.
 */

const DAY_MS = 86_400_000;

function noonOf(date: string): Date {
  return new Date(`${date}T12:00:00.000Z`);
}

function written(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The date `days` days after (or, negative, before) `date`. */
export function addDays(date: string, days: number): string {
  const day = noonOf(date);
  day.setUTCDate(day.getUTCDate() + days);
  return written(day);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((noonOf(to).getTime() - noonOf(from).getTime()) / DAY_MS);
}

/** The same calendar day a year later (29 February goes to 1 March). */
export function aYearAfter(date: string): string {
  const day = noonOf(date);
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  return written(day);
}

/** The day of the week as ISO counts it: 1 for Monday through 7 for Sunday. */
export function isoWeekday(date: string): number {
  const weekday = noonOf(date).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Today's date in UTC, for the server, whose own time zone is not the cook's. */
export function utcToday(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}
