/** Today's date where the cook is, as YYYY-MM-DD (a date input's value). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

// Arithmetic on dates has one home, shared with the server.
export { addDays } from '@hearth/shared/calendar-dates';
