import { addDays } from './calendar-dates.js';

/**
 * Meal rules without zod, so screens that only need them stay light: the types, the statuses,
 * and how a picked date becomes the stored moment.
 */
export const MEAL_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const MEAL_STATUSES = ['planned', 'cooked', 'eaten', 'cancelled'] as const;
export type MealStatus = (typeof MEAL_STATUSES)[number];

/** A meal in one of these was cooked: it counts towards a dish's "Cooked 3 times" and "Last cooked". */
export const COOKED_STATUSES = ['cooked', 'eaten'] as const satisfies readonly MealStatus[];

export const MEAL_NOTES_MAX = 2_000;

/** docs/product.md#constants: meals sit at 12:00 UTC, so the UTC date is the same day everywhere on Earth. */
export const MEAL_TIME_UTC = 'T12:00:00.000Z';

export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_ONLY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The date a person picked, as the meal timestamp stored (12:00 UTC that day). */
export function mealTimestamp(dateOnly: string): string {
  return `${dateOnly}${MEAL_TIME_UTC}`;
}

/** "Repeat": every 1 to 52 weeks, until a date at most a year after the first meal. */
export const REPEAT_MAX_EVERY_WEEKS = 52;

/** The dates (YYYY-MM-DD) of a repeating meal: the first, then every `everyWeeks` weeks through `until`. */
export function repeatDates(first: string, everyWeeks: number, until: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= until; date = addDays(date, 7 * everyWeeks)) dates.push(date);
  return dates;
}

/**
 * What a meal is called where it stands alone (a calendar event, a dialog's title): "Dinner:
 * Lemon Risotto", or the meal type alone when it has no dish or name.
 */
export function mealTitle(meal: {
  meal_type: MealType;
  dish?: { dishName: string } | undefined;
  dish_text_fallback: string | null;
}): string {
  const name = meal.dish?.dishName ?? meal.dish_text_fallback;
  return name ? `${meal.meal_type}: ${name}` : meal.meal_type;
}
