import { z } from 'zod';
import { englishCount } from './field-schemas.js';
import { exportedPantryItemSchema } from './pantry.js';
import { PANTRY_LIMITS } from './pantry-rules.js';
import { languageSchema } from './account.js';
import { idSchema } from './id-schemas.js';
import { dishSchema } from './dishes.js';
import { DISH_LIMITS, STORED_IMAGE_PATH } from './dish-rules.js';
import { cookingRatingSchema } from './cooked.js';
import { COOKING_NOTE_MAX } from './cooked-rules.js';
import { calendarDateSchema, mealDateSchema } from './meals.js';
import { MEAL_NOTES_MAX, MEAL_STATUSES, MEAL_TYPES } from './meal-rules.js';

export const ACCOUNT_EXPORT_FORMAT = 'the-hearth-export';
export const ACCOUNT_EXPORT_VERSION = 1;

/** The largest file POST /api/account/import reads; the web app checks it before uploading. */
export const IMPORT_MAX_MEGABYTES = 10;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MEGABYTES * 1024 * 1024;

/** Far above any real library (a seeded 10,000-dish library fits), low enough to bound the work. */
export const EXPORT_LIMITS = { dishes: 20_000, meals: 100_000 } as const;

/**
 * A meal in an export file. `dish_id` refers to a dish of the same file by that dish's `id`
 * (an id local to the file, not to any server); `dish_name` is the name shown for the meal,
 * kept even when its dish was deleted (then `dish_id` is null).
 */
export const exportedMealSchema = z.object({
  date: z.string(),
  meal_type: z.enum(MEAL_TYPES),
  meal_status: z.enum(MEAL_STATUSES),
  notes: z.string().nullable(),
  dish_id: idSchema.nullable(),
  dish_name: z.string().nullable(),
});
export type ExportedMeal = z.infer<typeof exportedMealSchema>;

/**
 * A cooking in the cook's log of one of their own dishes (`dish_id`: a dish of the same file).
 * `on_meal`: it was marked on a planned meal, which the file's meals carry as cooked; an import
 * ties it to that meal again, so the history does not count it twice.
 */
export const exportedCookingSchema = z.object({
  dish_id: idSchema,
  cooked_on: calendarDateSchema,
  rating: cookingRatingSchema.nullable(),
  note: z.string().max(COOKING_NOTE_MAX).nullable(),
  image_url: z.string().regex(STORED_IMAGE_PATH, 'Must be a picture uploaded to this server').nullable(),
  on_meal: z.boolean(),
});
export type ExportedCooking = z.infer<typeof exportedCookingSchema>;

/** The account's settings a file carries: its language (null: the browser's). */
export const exportedSettingsSchema = z.object({ language: languageSchema });

/**
 * GET /api/account/export: one JSON file with every dish (complete) and every meal of the
 * account, its settings, and which of its dishes the cook hearted (`favourites`: ids of dishes
 * of the same file).
 */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: z.string(),
  settings: exportedSettingsSchema,
  dishes: z.array(dishSchema),
  meals: z.array(exportedMealSchema),
  favourites: z.array(idSchema),
  cookings: z.array(exportedCookingSchema),
  /** The cook's own pantry (a hearth's stays with the hearth). */
  pantry: z.array(exportedPantryItemSchema),
});
export type AccountExport = z.output<typeof accountExportSchema>;

const NOT_AN_EXPORT = 'This is not a The Hearth export file. Choose a file made with "Download my data".';

/** A meal as POST /api/account/import reads it: the same rules as planning one by hand. */
const importedMealSchema = z.object({
  date: mealDateSchema,
  meal_type: z.enum(MEAL_TYPES),
  meal_status: z.enum(MEAL_STATUSES),
  notes: z
    .string()
    .max(MEAL_NOTES_MAX, `Must be at most ${englishCount(MEAL_NOTES_MAX)} characters`)
    .nullable()
    .default(null)
    .transform((value) => (value?.trim() ? value.trim() : null)),
  dish_id: idSchema.nullable().default(null),
  dish_name: z
    .string()
    .trim()
    .max(DISH_LIMITS.dishName, `Must be at most ${DISH_LIMITS.dishName} characters`)
    .nullable()
    .default(null)
    .transform((value) => value || null),
});

/**
 * POST /api/account/import: a file made by GET /api/account/export, checked completely before
 * anything is stored. Every meal's dish must be a dish of the same file.
 */
export const accountImportSchema = z
  .object(
    {
      format: z.literal(ACCOUNT_EXPORT_FORMAT, { error: NOT_AN_EXPORT }),
      version: z.literal(ACCOUNT_EXPORT_VERSION, {
        error: `This export file's version is not supported; this server reads version ${ACCOUNT_EXPORT_VERSION} files.`,
      }),
      exportedAt: z.string().max(40).optional(),
      // Files written before settings were exported have none.
      settings: exportedSettingsSchema.optional(),
      dishes: z.array(dishSchema).max(EXPORT_LIMITS.dishes, `At most ${englishCount(EXPORT_LIMITS.dishes)} dishes per file`),
      meals: z.array(importedMealSchema).max(EXPORT_LIMITS.meals, `At most ${englishCount(EXPORT_LIMITS.meals)} meals per file`),
      // Files written before favourites were exported have none.
      favourites: z
        .array(idSchema)
        .max(EXPORT_LIMITS.dishes, `At most ${englishCount(EXPORT_LIMITS.dishes)} favourites per file`)
        .default([]),
      // Files written before the cooking log was exported have none.
      cookings: z
        .array(exportedCookingSchema)
        .max(EXPORT_LIMITS.meals, `At most ${englishCount(EXPORT_LIMITS.meals)} cookings per file`)
        .default([]),
      // Files written before the pantry was exported have none.
      pantry: z
        .array(exportedPantryItemSchema)
        .max(PANTRY_LIMITS.items, `At most ${englishCount(PANTRY_LIMITS.items)} pantry items per file`)
        .default([]),
    },
    { error: NOT_AN_EXPORT },
  )
  .superRefine((file, context) => {
    const ids = new Set<number>();
    file.dishes.forEach((dish, index) => {
      if (ids.has(dish.id)) {
        context.addIssue({ code: 'custom', path: ['dishes', index, 'id'], message: `Another dish in this file has the id ${dish.id}` });
      }
      ids.add(dish.id);
    });
    file.meals.forEach((meal, index) => {
      if (meal.dish_id !== null && !ids.has(meal.dish_id)) {
        context.addIssue({ code: 'custom', path: ['meals', index, 'dish_id'], message: `No dish in this file has the id ${meal.dish_id}` });
      }
    });
    file.cookings.forEach((cooking, index) => {
      if (!ids.has(cooking.dish_id)) {
        context.addIssue({
          code: 'custom',
          path: ['cookings', index, 'dish_id'],
          message: `No dish in this file has the id ${cooking.dish_id}`,
        });
      }
    });
    file.favourites.forEach((dishId, index) => {
      if (!ids.has(dishId)) {
        context.addIssue({ code: 'custom', path: ['favourites', index], message: `No dish in this file has the id ${dishId}` });
      }
    });
  });
export type AccountImport = z.output<typeof accountImportSchema>;

const countsSchema = z.object({ added: z.number().int().min(0), skipped: z.number().int().min(0) });

/** POST /api/account/import: what was added, and what was skipped because the library already had it (hearts are not counted). */
export const importResultSchema = z.object({ dishes: countsSchema, meals: countsSchema });
export type ImportResult = z.infer<typeof importResultSchema>;

/** The download's file name, such as the-hearth-export-2026-11-21.json. */
export function exportFileName(exportedAt: Date): string {
  return `${ACCOUNT_EXPORT_FORMAT}-${exportedAt.toISOString().slice(0, 10)}.json`;
}
