/** A Monday, to name the days from: 2 January 2023 was one. */
const A_MONDAY = Date.UTC(2023, 0, 2, 12);

/** The seven days, Monday first (ISO 1 to 7), as the shown language names them. */
export function weekdayNames(locale: string, width: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(A_MONDAY + index * 86_400_000)));
}
