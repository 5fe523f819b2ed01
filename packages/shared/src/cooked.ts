import { z } from 'zod';
import { idSchema } from './id-schemas.js';
import { MEAL_TYPES } from './meal-rules.js';
import { calendarDateSchema, mealSchema } from './meals.js';

/**
 * "Made it": marking a dish cooked today, and how often and when it was last cooked, counted
 * from the meals the reader can see that are marked cooked or eaten and the cookings they
 * recorded on the dish itself. Marking never plans a meal the cook did not ask for.
 */

/**
 * POST /api/dishes/:id/cooked. `date` is today where the cook is (the server accepts a day
 * either side of its own date, for time zones). `meal_id` is a planned meal with the dish the
 * cook picked, which becomes cooked; without it the cooking is recorded on the dish alone.
 */
export const markCookedSchema = z.object({
  date: calendarDateSchema,
  meal_id: idSchema.optional(),
});
export type MarkCookedInput = z.input<typeof markCookedSchema>;

/** GET /api/dishes/:id/cooked?date=YYYY-MM-DD: with a date, the dish's planned meals that day the cook may mark. */
export const cookedHistoryQuerySchema = z.object({ date: calendarDateSchema.optional() });

/** A planned meal with the dish, as "Mark as cooked" offers it ("Dinner"). */
export const plannedMealChoiceSchema = z.object({ id: z.number(), meal_type: z.enum(MEAL_TYPES), hearth_id: z.number().nullable() });
export type PlannedMealChoice = z.infer<typeof plannedMealChoiceSchema>;

/** GET /api/dishes/:id/cooked. `last_cooked` is a date (YYYY-MM-DD), null when never cooked. */
export const cookedHistorySchema = z.object({
  dish_id: z.number(),
  last_cooked: z.string().nullable(),
  cooked_count: z.number().int(),
  /** The dish's planned meals on the asked day that the reader may mark cooked; empty without a day. */
  planned_meals: z.array(plannedMealChoiceSchema),
});
export type CookedHistory = z.infer<typeof cookedHistorySchema>;

/** The answer to marking: the new history and the meal now marked cooked, or null when the cooking was recorded on the dish. */
export const markCookedAnswerSchema = cookedHistorySchema.extend({ meal: mealSchema.nullable() });
export type MarkCookedAnswer = z.infer<typeof markCookedAnswerSchema>;
