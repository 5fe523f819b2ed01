import { z } from 'zod';
import { englishCount } from './field-schemas.js';
import { COOKING_NOTE_MAX } from './cooked-rules.js';
import { STORED_IMAGE_PATH } from './dish-rules.js';
import { idSchema } from './id-schemas.js';
import { MEAL_TYPES } from './meal-rules.js';
import { calendarDateSchema, mealSchema } from './meals.js';

/**
 * "Made it": marking a dish cooked today, and how often and when it was last cooked, counted
 * from the meals the reader can see that are marked cooked or eaten and the cookings they
 * recorded on the dish itself. Marking never plans a meal the cook did not ask for.
 */

/** Stars from 1 to 5; null takes a rating away. */
export const cookingRatingSchema = z
  .number()
  .int('A rating is a whole number of stars')
  .min(1, 'A rating is 1 to 5 stars')
  .max(5, 'A rating is 1 to 5 stars');

const cookingNoteSchema = z
  .string()
  .max(COOKING_NOTE_MAX, `Must be at most ${englishCount(COOKING_NOTE_MAX)} characters`)
  .transform((value) => value.trim() || null);

/** A picture stored by this server (POST /api/images answers its address). */
const cookingPhotoSchema = z.string().regex(STORED_IMAGE_PATH, 'Must be a picture uploaded to this server');

/** What a cook may say about one cooking; each is optional, and null clears it. */
const cookingDetails = {
  rating: cookingRatingSchema.nullable().optional(),
  note: cookingNoteSchema.nullable().optional(),
  image_url: cookingPhotoSchema.nullable().optional(),
};

/**
 * POST /api/dishes/:id/cooked. `date` is the day it was cooked: today where the cook is by
 * default (the server accepts up to a day past its own date, for time zones), or an earlier
 * day. `meal_id` is a planned meal with the dish that day the cook picked, which becomes
 * cooked; without it the cooking is recorded on the dish alone. A rating, a note and a photo
 * are optional: one tap records the cooking without them.
 */
export const markCookedSchema = z.object({
  date: calendarDateSchema,
  meal_id: idSchema.optional(),
  ...cookingDetails,
});
export type MarkCookedInput = z.input<typeof markCookedSchema>;

/** GET /api/dishes/:id/cooked?date=YYYY-MM-DD: with a date, the dish's planned meals that day the cook may mark. */
export const cookedHistoryQuerySchema = z.object({ date: calendarDateSchema.optional() });

/** A planned meal with the dish, as "Mark as cooked" offers it ("Dinner"). */
export const plannedMealChoiceSchema = z.object({ id: z.number(), meal_type: z.enum(MEAL_TYPES), hearth_id: z.number().nullable() });
export type PlannedMealChoice = z.infer<typeof plannedMealChoiceSchema>;

/** PATCH /api/dishes/:id/cooked/:entryId: its writer changes the day, rating, note or photo of a log entry. */
export const cookingChangeSchema = z.object({ cooked_on: calendarDateSchema.optional(), ...cookingDetails });
export type CookingChange = z.input<typeof cookingChangeSchema>;

/**
 * One cooking in a dish's log, as the reader may see it: their own, and, on a dish shared into a
 * hearth, those of the hearth's members ("Ana cooked this on 3 May: 5 stars"). `mine`: the
 * reader wrote it, so may change or delete it.
 */
export const cookingLogEntrySchema = z.object({
  id: z.number(),
  cooked_on: z.string(),
  rating: z.number().int().nullable(),
  note: z.string().nullable(),
  image_url: z.string().nullable(),
  cook_name: z.string(),
  mine: z.boolean(),
});
export type CookingLogEntry = z.infer<typeof cookingLogEntrySchema>;

/** The most log entries GET /api/dishes/:id/cooked answers, newest first. */
export const COOKING_LOG_MAX = 50;

/** GET /api/dishes/:id/cooked. `last_cooked` is a date (YYYY-MM-DD), null when never cooked. */
export const cookedHistorySchema = z.object({
  dish_id: z.number(),
  last_cooked: z.string().nullable(),
  cooked_count: z.number().int(),
  /** The dish's planned meals on the asked day that the reader may mark cooked; empty without a day. */
  planned_meals: z.array(plannedMealChoiceSchema),
  /** The log the reader may see, newest first (at most COOKING_LOG_MAX), and its ratings' average. */
  log: z.array(cookingLogEntrySchema),
  average_rating: z.number().nullable(),
  rating_count: z.number().int(),
});
export type CookedHistory = z.infer<typeof cookedHistorySchema>;

/** The answer to marking: the new history and the meal now marked cooked, or null when the cooking was recorded on the dish. */
export const markCookedAnswerSchema = cookedHistorySchema.extend({ meal: mealSchema.nullable(), entry_id: z.number() });
export type MarkCookedAnswer = z.infer<typeof markCookedAnswerSchema>;
