import { z } from 'zod';
import { englishCount } from './field-schemas.js';
import { aYearAfter } from './calendar-dates.js';
import { idSchema, queryIdSchema } from './id-schemas.js';
import { dishSchema } from './dishes.js';
import {
  DATE_ONLY,
  MEAL_NOTES_MAX,
  MEAL_STATUSES,
  MEAL_TYPES,
  REPEAT_MAX_EVERY_WEEKS,
  isCalendarDate,
  mealTimestamp,
} from './meal-rules.js';

/** A calendar date, YYYY-MM-DD, between the years 1900 and 2200. */
export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, 'Must be a date written YYYY-MM-DD')
  .refine((value) => value >= '1900-01-01' && value <= '2200-12-31', 'Must be between 1900 and 2200');

/**
 * A meal's moment: an ISO 8601 timestamp, or a plain date meaning 12:00 UTC that day.
 * Stored in one canonical form so that dates sort and compare as text.
 */
export const mealDateSchema = z
  .string()
  .max(40, 'Must be an ISO 8601 date')
  .transform((value, context) => {
    const text = DATE_ONLY.test(value) ? mealTimestamp(value) : value;
    const date = new Date(text);
    const looksIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(text);
    if (!looksIso || Number.isNaN(date.getTime()) || !isCalendarDate(text.slice(0, 10))) {
      context.addIssue({ code: 'custom', message: 'Must be an ISO 8601 date, such as 2026-11-23T12:00:00.000Z' });
      return z.NEVER;
    }
    const iso = date.toISOString();
    if (iso < '1900-01-01' || iso > '2201') {
      context.addIssue({ code: 'custom', message: 'Must be between 1900 and 2200' });
      return z.NEVER;
    }
    return iso;
  });

const notesSchema = z
  .string()
  .max(MEAL_NOTES_MAX, `Must be at most ${englishCount(MEAL_NOTES_MAX)} characters`)
  .nullable()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** "Repeat": the meal again every `every_weeks` weeks, through `until` (a date at most a year after the first). */
export const mealRepeatSchema = z.object({
  every_weeks: z
    .number()
    .int('Must be a whole number of weeks')
    .min(1, 'Must be at least 1 week')
    .max(REPEAT_MAX_EVERY_WEEKS, `Must be at most ${REPEAT_MAX_EVERY_WEEKS} weeks`),
  until: calendarDateSchema,
});
export type MealRepeat = z.output<typeof mealRepeatSchema>;

/** POST /api/meals: the body of docs/product.md#calls, plus an optional hearth and an optional repeat. */
export const mealCreateSchema = z
  .object({
    /** Sent by the app as true; the server decides it per reader, so the value is not stored. */
    personal_meal: z.boolean().optional(),
    date: mealDateSchema,
    meal_type: z.enum(MEAL_TYPES),
    meal_status: z.literal('planned', { error: 'New meals are always planned' }).default('planned'),
    dish_id: idSchema.nullable().default(null),
    notes: notesSchema.default(null),
    hearth_id: idSchema.nullable().optional(),
    repeat: mealRepeatSchema.optional(),
  })
  .superRefine((meal, context) => {
    if (!meal.repeat) return;
    const first = meal.date.slice(0, 10);
    if (meal.repeat.until < first) {
      context.addIssue({ code: 'custom', path: ['repeat', 'until'], message: "The repeat must not end before the meal's date" });
    } else if (meal.repeat.until > aYearAfter(first)) {
      context.addIssue({
        code: 'custom',
        path: ['repeat', 'until'],
        message: 'A meal repeats for at most a year: choose an end date within a year of the first meal',
      });
    }
  });
export type MealCreateInput = z.input<typeof mealCreateSchema>;
export type MealCreate = z.output<typeof mealCreateSchema>;

/** PATCH /api/meals/:id: any of these, at least one. */
export const mealUpdateSchema = z
  .object({
    date: mealDateSchema,
    meal_type: z.enum(MEAL_TYPES),
    meal_status: z.enum(MEAL_STATUSES),
    dish_id: idSchema.nullable(),
    notes: notesSchema,
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'Send at least one of date, meal_type, meal_status, dish_id, notes');
export type MealUpdate = z.output<typeof mealUpdateSchema>;

/**
 * PATCH and DELETE /api/meals/:id change one meal (`scope=this`, the default) or, for a meal
 * of a repeating series, it and every later occurrence (`scope=following`). Moving "all
 * following" moves each by as many days as this one moves.
 */
export const MEAL_SCOPES = ['this', 'following'] as const;
export const mealScopeQuerySchema = z.object({
  scope: z
    .enum(MEAL_SCOPES)
    .default('this')
    .describe('this: only this meal; following: this meal and the later occurrences of its repeating series'),
});
export type MealScope = (typeof MEAL_SCOPES)[number];

/**
 * What a timeline row shows of a meal's dish; the picture only when there is one.
 * docs/product.md#entities names these fields (cook time and difficulty, which the library's
 * cards do not show), so this is its own pick of the dish rather than the card summary.
 */
export const mealDishSchema = dishSchema
  .pick({ id: true, dishName: true, cookTime: true, difficulty: true })
  .extend({ imageUrl: z.string().optional() });
export type MealDish = z.infer<typeof mealDishSchema>;

export const mealSchema = z.object({
  id: z.number(),
  date: z.string(),
  meal_type: z.enum(MEAL_TYPES),
  meal_status: z.enum(MEAL_STATUSES),
  /** True when the reader planned the meal themselves. */
  personal_meal: z.boolean(),
  dish_id: z.number().nullable(),
  notes: z.string().nullable(),
  dish: mealDishSchema.optional(),
  /** The name to show when there is no dish, such as after the dish was deleted. */
  dish_text_fallback: z.string().nullable(),
  hearth_id: z.number().nullable(),
  /** Shared by every occurrence of a repeating meal; null for a meal planned once. */
  series_id: z.number().nullable(),
  /** Who planned a meal that someone else planned (present when personal_meal is false). */
  planned_by: z.object({ user_id: z.string(), username: z.string() }).optional(),
});
export type Meal = z.infer<typeof mealSchema>;

/** GET /api/meals/days: a day with meals the reader may see, and how many. */
export const mealDaySchema = z.object({ date: z.string(), count: z.number().int() });
export type MealDay = z.infer<typeof mealDaySchema>;

/**
 * The timeline's outline: its first and last day with a meal (null when there is none), and
 * every day in between that has meals. The timeline loads the meals themselves by range.
 */
export const mealDaysSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  days: z.array(mealDaySchema),
});
export type MealDays = z.infer<typeof mealDaysSchema>;

/**
 * GET /api/meals/days answers at most this many days (nearly three years of daily meals); a
 * longer history comes in pages: a `Link` header (rel="next") names the request for the rest,
 * which asks for the days `after` the last one answered. `first` and `last` span the whole history.
 */
export const MEAL_DAYS_PER_ANSWER = 1000;

export const mealDaysQuerySchema = z.object({
  hearth_id: queryIdSchema.optional(),
  after: calendarDateSchema.optional(),
});

/**
 * GET /api/meals answers at most this many meals; when the range holds more, a `Link` header
 * (rel="next") names the request for the rest (its `cursor` is opaque).
 */
export const MEALS_PER_ANSWER = 1000;

export const mealListQuerySchema = z
  .object({
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
    include_dishes: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    hearth_id: queryIdSchema.optional(),
    cursor: z.string().max(100, 'Invalid cursor').optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });
