const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Nov 23, 2026 – Nov 29, 2026" for a hearth's planning period (YYYY-MM-DD dates). */
export function formatDateRange(startDate: string, endDate: string): string {
  const format = (date: string) => SHORT_DATE.format(new Date(`${date}T12:00:00Z`));
  return `${format(startDate)} – ${format(endDate)}`;
}
