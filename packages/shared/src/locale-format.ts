import { DEFAULT_UNIT_SYSTEM, type UnitSystem } from './unit-system-choice.js';
import { addDays, isoWeekday } from './calendar-dates.js';

/**
 * Numbers, dates, lengths of time and the week as each language writes them, through `Intl`
 * (no catalog needed: the browser and Node know every language's forms). The server's mails and
 * feeds and the web's screens use the same functions; apps/web/src/lib/i18n/format.ts binds them
 * to the language on screen.
 */

/** Formatters cost more to build than to use; a screen formats the same way many times. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `form` names the options (written by hand: a card's figures are formatted thousands of times a screen). */
function numberFormat(locale: string, form: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${form}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A number with at most `maxFractionDigits` decimals in the language's digits and separators
 * ("0,5", "1.234,5"). `amount` groups thousands only from five digits on, as recipes write
 * "1500 g" in every language.
 */
export function formatNumber(locale: string, value: number, { maxFractionDigits = 2, amount = false } = {}): string {
  return numberFormat(locale, `${maxFractionDigits}|${amount}`, {
    maximumFractionDigits: maxFractionDigits,
    useGrouping: amount ? 'min2' : 'auto',
  }).format(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A day's formatter, built once per language and form: a timeline of hundreds of days formats the same way. */
function dayFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** A date picked on a calendar (YYYY-MM-DD), whole: "Dienstag, 24. November 2026", "Tuesday, November 24, 2026". */
export function formatLongDate(locale: string, dateOnly: string): string {
  return dayFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${dateOnly}T12:00:00.000Z`),
  );
}

/** A day with its year, briefly: "3 May 2025", "May 3, 2025". */
export function formatDayWithYear(locale: string, dateOnly: string): string {
  return dayFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${dateOnly}T12:00:00.000Z`));
}

/** A date without its weekday or year: "24. Nov.", "Nov 24". */
export function formatShortDate(locale: string, dateOnly: string): string {
  return dayFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(`${dateOnly}T12:00:00.000Z`));
}

/** ISO weekday numbers: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * Where the week starts when Intl cannot tell (Firefox has no week information): CLDR's regions
 * that start on Sunday and on Saturday; Monday elsewhere.
 */
const SUNDAY_REGIONS = new Set(
  'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_REGIONS = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

/** The first day of the week where `locale` is read (Intl.Locale's week information, else the table above). */
export function firstDayOfWeek(locale: string): IsoWeekday {
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    const firstDay = tag.getWeekInfo?.().firstDay ?? tag.weekInfo?.firstDay;
    if (firstDay && firstDay >= 1 && firstDay <= 7) return firstDay as IsoWeekday;
  } catch {
    // An engine without week information, or an odd tag: the table below answers.
  }
  return firstDayFromTable(locale);
}

/** The table alone; exported for the test that compares it with Intl. */
export function firstDayFromTable(locale: string): IsoWeekday {
  const region = regionOf(locale);
  if (region && SUNDAY_REGIONS.has(region)) return 7;
  if (region && SATURDAY_REGIONS.has(region)) return 6;
  return 1;
}

/** The YYYY-MM-DD date on which the week holding `dateOnly` starts, where `locale` is read ("Shop this week"). */
export function startOfWeek(dateOnly: string, locale: string): string {
  const back = (isoWeekday(dateOnly) - firstDayOfWeek(locale) + 7) % 7;
  return addDays(dateOnly, -back);
}

/** Regions that measure in cups, ounces and pounds at home. */
const US_CUSTOMARY_REGIONS = new Set(['US', 'LR', 'MM']);

/**
 * The unit system a new account starts with, from the language tag the person's browser sent
 * ("en-US", "de", "en-GB"): metric outside the United States, and recipes as written there (what
 * the product always did). The person's own choice in Settings wins from then on.
 */
export function defaultUnitSystem(languageTag: string | undefined): UnitSystem {
  const region = languageTag ? regionOf(languageTag) : undefined;
  return !region || US_CUSTOMARY_REGIONS.has(region) ? DEFAULT_UNIT_SYSTEM : 'metric';
}

type TimeUnit = 'hour' | 'minute' | 'second';

function timeText(locale: string, seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = (
    [
      [hours, 'hour'],
      [minutes, 'minute'],
      [rest, 'second'],
    ] as Array<[number, TimeUnit]>
  )
    .filter(([count]) => count > 0)
    .map(([count, unit]) => numberFormat(locale, `unit|${unit}`, { style: 'unit', unit, unitDisplay: 'short' }).format(count));
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}

/** The one unit a length is written in, when it is a whole number of it. */
function singleUnit(seconds: number): [number, TimeUnit] | null {
  if (seconds % 3600 === 0) return [seconds / 3600, 'hour'];
  if (seconds < 3600 && seconds % 60 === 0) return [seconds / 60, 'minute'];
  if (seconds < 60) return [seconds, 'second'];
  return null;
}

/**
 * A length of time as a short label: "10 min", "1 hr 15 min", "45 sec", "25–30 min" in English,
 * "1 Std., 15 Min." and "25–30 Min." in German. A range in one unit names it once.
 */
export function formatDuration(locale: string, seconds: number, maxSeconds?: number): string {
  if (!maxSeconds) return timeText(locale, seconds);
  const low = singleUnit(seconds);
  const high = singleUnit(maxSeconds);
  if (low && high && low[1] === high[1]) {
    return numberFormat(locale, `unit|${low[1]}`, { style: 'unit', unit: low[1], unitDisplay: 'short' }).formatRange(low[0], high[0]);
  }
  return `${timeText(locale, seconds)}–${timeText(locale, maxSeconds)}`;
}
