/** Today's date where the cook is, as YYYY-MM-DD (a date input's value). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The date `days` days after (or, negative, before) a YYYY-MM-DD date, by the calendar. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
