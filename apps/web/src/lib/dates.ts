/**
 * Where "today" is read when the server renders a page for someone (entry-server.tsx): their
 * browser's time zone, which the app keeps in a cookie (time-zone-cookie.ts). In the browser,
 * nothing: the device's own clock and zone answer.
 */
let renderTimeZone: () => string | null = () => null;

/** Called once, by the server's renderer. */
export function readTodayIn(timeZone: () => string | null): void {
  renderTimeZone = timeZone;
}

/** Today's date where the cook is, as YYYY-MM-DD (a date input's value). */
export function localToday(now = new Date()): string {
  const timeZone = renderTimeZone();
  // en-CA writes dates as YYYY-MM-DD.
  if (timeZone) return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

// Arithmetic on dates has one home, shared with the server.
export { addDays } from '@hearth/shared/calendar-dates';
