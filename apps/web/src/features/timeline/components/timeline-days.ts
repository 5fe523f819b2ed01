import type { Meal } from '@hearth/shared/meals';
import { groupBy } from '@hearth/shared/group-by';
import { MEAL_TYPES } from '@hearth/shared/meal-rules';
import { addDays } from '../../../lib/dates';

export interface TimelineDay {
  /** YYYY-MM-DD, the UTC date of the meals in it. */
  date: string;
  /** The day's meals; undefined while the part of the timeline it is in is still loading. */
  meals: Meal[] | undefined;
  /** How many meals the outline says the day has, known before its meals load. */
  mealCount: number;
}

/** The timeline's outline: its first and last day with meals, and the days that have some. */
export interface TimelineOutline {
  first: string | null;
  last: string | null;
  /** `count`: the day's meals (GET /api/meals/days answers it). */
  days: ReadonlyArray<{ date: string; count?: number }>;
}

/**
 * The day a meal belongs to: the date part of its UTC timestamp. Meals sit at 12:00 UTC, so
 * this is the day the cook picked in every time zone, from Kiritimati (+14) to Pago Pago (-11).
 */
export function mealDay(meal: Pick<Meal, 'date'>): string {
  return meal.date.slice(0, 10);
}

const TYPE_ORDER = new Map<string, number>(MEAL_TYPES.map((type, index) => [type, index]));

/** Meals grouped by day, days in order, meals in a day from breakfast to snack. */
export function groupMealsByDay(meals: Meal[]): Map<string, Meal[]> {
  return groupBy([...meals].sort(mealOrder), mealDay);
}

/** Dates as plain strings (YYYY-MM-DD sorts as it reads; a collator is many times slower), then type, then id. */
function mealOrder(a: Meal, b: Meal): number {
  const dayA = mealDay(a);
  const dayB = mealDay(b);
  if (dayA !== dayB) return dayA < dayB ? -1 : 1;
  return (TYPE_ORDER.get(a.meal_type) ?? 0) - (TYPE_ORDER.get(b.meal_type) ?? 0) || a.id - b.id;
}

/** Condensed view: only the days that have meals. */
export function condensedDates(outline: TimelineOutline): string[] {
  return outline.days.map((day) => day.date);
}

/** Expanded view: every calendar day from the first day with meals to the last, empty days included. */
export function expandedDates(outline: TimelineOutline): string[] {
  const { first, last } = outline;
  if (!first || !last) return [];
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}
