import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { addDays, mealTitle } from '@hearth/shared/meal-rules';
import type { Meal } from '@hearth/shared/meals';

interface FeedOptions {
  /** The calendar's name in the subscriber's app. */
  name: string;
  publicUrl: string;
  meals: readonly Meal[];
}

/**
 * A TEXT value as RFC 5545 writes it. ical-generator escapes its events' texts but writes the
 * calendar's name as given, and a hearth's name may hold a comma, or a line break that would
 * otherwise start a line of its own in every member's calendar.
 */
function icalText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * An iCalendar (RFC 5545) document of meals, written by ical-generator: each meal an all-day
 * event on its date (DTSTART;VALUE=DATE, and DTEND the next day, which RFC 5545 implies but
 * some calendar apps want written), with a UID that stays the meal's for good, the
 * dish's page as its URL (and in the description, which every calendar app shows), and the
 * meal's notes. A cancelled meal stays in the feed as STATUS:CANCELLED so subscribers drop it.
 */
export function writeCalendarFeed({ name, publicUrl, meals }: FeedOptions): string {
  const host = new URL(publicUrl).host;
  const calendar = ical({
    name: icalText(name),
    prodId: { company: 'The Hearth', product: 'Meal plan', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps poll at their own pace; this asks for about every hour.
    ttl: 60 * 60,
  });
  for (const meal of meals) {
    const dishUrl = meal.dish_id === null ? undefined : `${publicUrl}/dishes/${meal.dish_id}`;
    const description = [meal.notes, dishUrl].filter(Boolean).join('\n\n');
    const day = meal.date.slice(0, 10);
    calendar.createEvent({
      id: `meal-${meal.id}@${host}`,
      start: day,
      // An all-day event ends where the next day begins.
      end: addDays(day, 1),
      allDay: true,
      summary: mealTitle(meal),
      ...(description ? { description } : {}),
      ...(dishUrl ? { url: dishUrl } : {}),
      status: meal.meal_status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // Every content line ends with CRLF, the last one too; the library leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}
