import { z } from 'zod';
import { cookbookDishSchema } from './dishes.js';
import { limitedText, quantitySchema, unitSchema } from './field-schemas.js';
import { idSchema, queryIdSchema } from './id-schemas.js';
import { PANTRY_LIMITS, PANTRY_PLACES } from './pantry-rules.js';
import { calendarDateSchema } from './meals.js';

/**
 * The pantry: what is in the kitchen, the cook's own or a hearth's (shared like the hearth's
 * shopping list), and "what can I cook now" read from it. Items are matched to ingredients by
 * the same food words the shopping list merges on (pantry-matching.ts).
 */

export const pantryItemSchema = z.object({
  id: z.number().int(),
  hearth_id: z.number().int().nullable(),
  name: z.string(),
  /** How much there is, in `unit`; null when nobody counted ("some rice"). */
  amount: z.number().nullable(),
  unit: unitSchema,
  use_by: z.string().nullable(),
  place: z.enum(PANTRY_PLACES).nullable(),
  /** Always in the kitchen (salt, oil): never missing, never used up. */
  always: z.boolean(),
  updated_at: z.string(),
});
export type PantryItem = z.output<typeof pantryItemSchema>;

/** GET /api/pantry: the cook's own pantry, or with `hearth_id` that hearth's. */
export const pantrySchema = z.object({ items: z.array(pantryItemSchema) });
export const pantryQuerySchema = z.object({ hearth_id: queryIdSchema.optional() });

const nameSchema = limitedText(PANTRY_LIMITS.name).min(1, 'An item needs a name');

/** What a cook may say of an item; null clears a field. */
const itemDetails = {
  amount: quantitySchema(PANTRY_LIMITS.amount).nullable().optional(),
  unit: unitSchema.optional(),
  use_by: calendarDateSchema.nullable().optional(),
  place: z
    .enum(PANTRY_PLACES, { message: `Place must be one of ${PANTRY_PLACES.join(', ')}` })
    .nullable()
    .optional(),
  always: z.boolean().optional(),
};

/**
 * POST /api/pantry: an item by name, or a line as a cook types it ("2 cans chickpeas"), which
 * the ingredient parser reads into name, amount and unit. Into a hearth's pantry with `hearth_id`.
 */
export const pantryItemInputSchema = z
  .object({
    hearth_id: idSchema.optional(),
    line: limitedText(PANTRY_LIMITS.line).optional(),
    name: nameSchema.optional(),
    ...itemDetails,
  })
  .refine((input) => (input.line ?? '').trim() !== '' || input.name !== undefined, {
    message: 'Type what you have, such as "2 cans chickpeas"',
    path: ['line'],
  });
export type PantryItemInput = z.output<typeof pantryItemInputSchema>;

/** PATCH /api/pantry/:id: any of the item's fields. */
export const pantryItemUpdateSchema = z.object({ name: nameSchema.optional(), ...itemDetails });
export type PantryItemUpdate = z.output<typeof pantryItemUpdateSchema>;

/**
 * GET /api/dishes/cookable: the cook's library against their pantry, or with `hearth_id` the
 * hearth's cookbook against the hearth's pantry; dishes missing at most `max_missing`
 * ingredients, fewest missing first. `max_minutes` keeps dishes ready within that long.
 */
export const cookableQuerySchema = z.object({
  hearth_id: queryIdSchema.optional(),
  max_missing: z.coerce.number().int().min(0).max(5).default(2),
  max_minutes: z.coerce.number().int().positive().max(10_000).optional(),
  tag: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  /** The cook's today (YYYY-MM-DD), for the items to use soon. */
  today: calendarDateSchema.optional(),
  /** How many of the best to answer: a screen shows a page of them, not thousands. */
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type CookableQuery = z.output<typeof cookableQuerySchema>;

export const missingIngredientSchema = z.object({ item: z.string(), quantity: z.number(), unit: unitSchema });
export type MissingIngredient = z.output<typeof missingIngredientSchema>;

export const cookableDishSchema = z.object({
  dish: cookbookDishSchema.pick({ id: true, dishName: true, imageUrl: true, tags: true, owner_id: true }).extend({
    totalTime: z.number().nullable(),
  }),
  /** What the kitchen lacks, as the dish writes it (quantities unscaled). */
  missing: z.array(missingIngredientSchema),
  /** Pantry items the dish uses whose use-by date is near. */
  uses_soon: z.array(z.string()),
});
export type CookableDish = z.output<typeof cookableDishSchema>;
/** `total` counts every dish within `max_missing`; `dishes` are the first `limit` of them. */
export const cookableSchema = z.object({ dishes: z.array(cookableDishSchema), total: z.number().int() });

/**
 * POST /api/pantry/use-dish: a cooked dish's ingredients come out of the pantry (the cook's own,
 * or a hearth's with `hearth_id`): amounts subtracted where the units compare, else used up.
 */
export const pantryUseDishSchema = z.object({ dish_id: idSchema, hearth_id: idSchema.optional() });
export const pantryTakenSchema = z.object({
  taken: z.array(z.object({ id: z.number().int(), name: z.string(), left: z.number().nullable() })),
});
export type PantryTaken = z.output<typeof pantryTakenSchema>;

/** An item of the cook's own pantry as the account's export file carries it (and its import reads it). */
export const exportedPantryItemSchema = z.object({
  name: nameSchema,
  amount: quantitySchema(PANTRY_LIMITS.amount).nullable(),
  unit: unitSchema,
  use_by: calendarDateSchema.nullable(),
  place: z.enum(PANTRY_PLACES).nullable(),
  always: z.boolean(),
});
export type ExportedPantryItem = z.output<typeof exportedPantryItemSchema>;
