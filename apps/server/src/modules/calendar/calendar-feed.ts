import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { DEFAULT_LOCALE, type Locale } from '@hearth/shared/locales';
import { addDays } from '@hearth/shared/calendar-dates';
import { messagesIn } from '../../i18n/messages.js';
import type { MealRevision } from '../meals/index.js';
import { feedMealTitle } from './feed-words.js';

interface FeedOptions {
  /** The calendar's name in the subscriber's app. */
  name: string;
  publicUrl: string;
  meals: readonly MealRevision[];
  /** The subscriber's language, for the meal types in each event's title ("Abendessen: Risotto"). */
  locale?: Locale;
}

/** RFC 5545 INTEGER is 32-bit signed. */
const MAX_SEQUENCE = 2 ** 31 - 1;

/**
 * Text as RFC 5545 TEXT may hold it: no control characters but tab and line breaks (which the
 * writer escapes as \n), no C1 controls, and no lone UTF-16 surrogate (which no UTF-8 encoder
 * can write). A cook's notes pasted from elsewhere may carry any of them.
 */
export function plainText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/(?![\t\n])\p{Cc}/gu, '')
      // In a /u pattern a surrogate matches only when it is not half of a pair.
      .replace(/[\uD800-\uDFFF]/gu, '\uFFFD')
  );
}

/**
 * A TEXT value as RFC 5545 writes it. ical-generator escapes its events' texts but writes the
 * calendar's name as given, and a hearth's name may hold a comma, or a line break that would
 * otherwise start a line of its own in every member's calendar.
 */
function icalText(value: string): string {
  return plainText(value)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
}

/**
 * SEQUENCE counts a meal's revisions; we keep no counter, so it is the whole seconds from
 * planning to the last change: it grows with every change a second or more apart, and fits
 * RFC 5545's INTEGER for 68 years (decision 0038).
 */
function sequenceOf({ createdAt, changedAt }: MealRevision): number {
  const seconds = Math.floor((Date.parse(changedAt) - Date.parse(createdAt)) / 1000);
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), MAX_SEQUENCE) : 0;
}

/**
 * An iCalendar (RFC 5545) document of meals, written by ical-generator (which folds lines at
 * 75 octets without splitting a character, and escapes events' texts): each meal an all-day
 * event on its date (DTSTART;VALUE=DATE, and DTEND the next day, which RFC 5545 implies but
 * some calendar apps want written), with a UID that stays the meal's for good, the dish's
 * page as its URL (and in the description, which every calendar app shows), and the meal's
 * notes. A cancelled meal stays in the feed as STATUS:CANCELLED so subscribers drop it.
 * The same meals always give the same bytes: DTSTAMP and LAST-MODIFIED are the meal's last
 * change, not the time of the request, so the route's ETag holds until something changes.
 */
export function writeCalendarFeed({ name, publicUrl, meals, locale = DEFAULT_LOCALE }: FeedOptions): string {
  const host = new URL(publicUrl).host;
  const i18n = messagesIn(locale);
  const calendar = ical({
    name: icalText(name),
    prodId: { company: 'The Hearth', product: 'Meal plan', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    // Calendar apps poll at their own pace; this asks for about every hour.
    ttl: 60 * 60,
  });
  for (const revision of meals) {
    const { meal } = revision;
    const dishUrl = meal.dish_id === null ? undefined : `${publicUrl}/dishes/${meal.dish_id}`;
    const description = plainText([meal.notes, dishUrl].filter(Boolean).join('\n\n'));
    const day = meal.date.slice(0, 10);
    const changed = new Date(revision.changedAt);
    calendar.createEvent({
      id: `meal-${meal.id}@${host}`,
      sequence: sequenceOf(revision),
      stamp: changed,
      lastModified: changed,
      created: new Date(revision.createdAt),
      start: day,
      // An all-day event ends where the next day begins.
      end: addDays(day, 1),
      allDay: true,
      summary: plainText(feedMealTitle(i18n, meal)),
      ...(description ? { description } : {}),
      ...(dishUrl ? { url: dishUrl } : {}),
      status: meal.meal_status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      // A meal is not a day-long appointment: it leaves the day free for scheduling.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // Every content line ends with CRLF, the last one too; the library leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}
