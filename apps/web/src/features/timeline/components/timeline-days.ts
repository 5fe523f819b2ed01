import type { Meal } from '@hearth/shared/meals';
import { MEAL_TYPES } from '@hearth/shared/meal-rules';

export interface TimelineDay {
  /** YYYY-MM-DD, the UTC date of the meals in it. */
  date: string;
  meals: Meal[];
}

/**
 * The day a meal belongs to: the date part of its UTC timestamp. Meals sit at 12:00 UTC, so
 * this is the day the cook picked in every time zone, from Kiritimati (+14) to Pago Pago (-11).
 */
export function mealDay(meal: Pick<Meal, 'date'>): string {
  return meal.date.slice(0, 10);
}

function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const TYPE_ORDER = new Map<string, number>(MEAL_TYPES.map((type, index) => [type, index]));

/** Meals grouped by day, days in order, meals in a day from breakfast to snack. */
export function groupMealsByDay(meals: Meal[]): Map<string, Meal[]> {
  const days = new Map<string, Meal[]>();
  const sorted = [...meals].sort(
    (a, b) =>
      mealDay(a).localeCompare(mealDay(b)) ||
      (TYPE_ORDER.get(a.meal_type) ?? 0) - (TYPE_ORDER.get(b.meal_type) ?? 0) ||
      a.id - b.id,
  );
  for (const meal of sorted) {
    const day = mealDay(meal);
    const list = days.get(day);
    if (list) list.push(meal);
    else days.set(day, [meal]);
  }
  return days;
}

/** Condensed view: only the days that have meals. */
export function condensedDays(meals: Meal[]): TimelineDay[] {
  return [...groupMealsByDay(meals)].map(([date, dayMeals]) => ({ date, meals: dayMeals }));
}

/** Expanded view: every calendar day from the earliest meal to the latest, empty days included. */
export function expandedDays(meals: Meal[]): TimelineDay[] {
  const grouped = groupMealsByDay(meals);
  const dates = [...grouped.keys()];
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return [];
  const days: TimelineDay[] = [];
  for (let date = first; date <= last; date = nextDay(date)) {
    days.push({ date, meals: grouped.get(date) ?? [] });
  }
  return days;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Monday, November 23, 2026" (spec: long weekday, month, day, year in US English). */
export function formatLongDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T12:00:00.000Z`));
}

