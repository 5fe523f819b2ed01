import { z } from 'zod';
import { MEAL_TYPES } from './meal-rules.js';
import { calendarDateSchema, mealSchema } from './meals.js';

/**
 * "Made it": marking a dish cooked today, and how often and when it was last cooked, counted
 * from the meals the reader can see that are marked cooked or eaten.
 */

/**
 * POST /api/dishes/:id/cooked. `date` is today where the cook is (the server accepts a day
 * either side of its own date, for time zones); `meal_type` is used only when a meal has to be
 * planned because none with the dish is on that day.
 */
export const markCookedSchema = z.object({
  date: calendarDateSchema,
  meal_type: z.enum(MEAL_TYPES).default('Dinner'),
});
export type MarkCookedInput = z.input<typeof markCookedSchema>;

/** GET /api/dishes/:id/cooked. `last_cooked` is a date (YYYY-MM-DD), null when never cooked. */
export const cookedHistorySchema = z.object({
  dish_id: z.number(),
  last_cooked: z.string().nullable(),
  cooked_count: z.number().int(),
});
export type CookedHistory = z.infer<typeof cookedHistorySchema>;

/** The answer to marking: the new history and the meal now marked cooked (201 when it was planned just now). */
export const markCookedAnswerSchema = cookedHistorySchema.extend({ meal: mealSchema });
export type MarkCookedAnswer = z.infer<typeof markCookedAnswerSchema>;
