const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Nov 23, 2026" for a YYYY-MM-DD date. */
export function formatDate(date: string): string {
  return SHORT_DATE.format(new Date(`${date}T12:00:00Z`));
}

/** "Nov 23, 2026 – Nov 29, 2026" for a hearth's planning period (YYYY-MM-DD dates). */
export function formatDateRange(startDate: string, endDate: string): string {
  return `${formatDate(startDate)} – ${formatDate(endDate)}`;
}
