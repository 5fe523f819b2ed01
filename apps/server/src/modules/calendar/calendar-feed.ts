import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { mealTitle } from '@hearth/shared/meal-rules';
import type { Meal } from '@hearth/shared/meals';

interface FeedOptions {
  /** The calendar's name in the subscriber's app. */
  name: string;
  publicUrl: string;
  meals: readonly Meal[];
}

/**
 * An iCalendar (RFC 5545) document of meals, written by ical-generator: each meal an all-day
 * event on its date (DTSTART;VALUE=DATE), with a UID that stays the meal's for good, the
 * dish's page as its URL (and in the description, which every calendar app shows), and the
 * meal's notes. A cancelled meal stays in the feed as STATUS:CANCELLED so subscribers drop it.
 */
export function writeCalendarFeed({ name, publicUrl, meals }: FeedOptions): string {
  const host = new URL(publicUrl).host;
  const calendar = ical({
    name,
    prodId: { company: 'The Hearth', product: 'Meal plan', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps poll at their own pace; this asks for about every hour.
    ttl: 60 * 60,
  });
  for (const meal of meals) {
    const dishUrl = meal.dish_id === null ? undefined : `${publicUrl}/dishes/${meal.dish_id}`;
    const description = [meal.notes, dishUrl].filter(Boolean).join('\n\n');
    calendar.createEvent({
      id: `meal-${meal.id}@${host}`,
      start: meal.date.slice(0, 10),
      allDay: true,
      summary: mealTitle(meal),
      ...(description ? { description } : {}),
      ...(dishUrl ? { url: dishUrl } : {}),
      status: meal.meal_status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
