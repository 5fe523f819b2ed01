import { z } from 'zod';
import { UNITS } from './dish-rules.js';
import { quantitySchema, unitSchema } from './field-schemas.js';
import { idSchema } from './id-schemas.js';
import { calendarDateSchema } from './meals.js';
import { SHOPPING_LIMITS } from './shopping.js';
import { AISLES, SHOPPING_LIST_LIMITS } from './shopping-list-rules.js';
import { SERVINGS_RANGE } from './scaling.js';
import { daysBetween } from './calendar-dates.js';

/**
 * The shopping list that lives in the store (docs/product.md#shopping-list): one per cook and one per hearth,
 * its items merged by food, checked off, and changed offline with a version to merge by.
 * Field names are the API's contract (docs/design.md#http-contract).
 */

export const shoppingListSummarySchema = z.object({
  id: z.number(),
  /** null for the cook's own list. */
  hearth_id: z.number().nullable(),
  name: z.string(),
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummarySchema>;

/** `meal_id`: the planned meal the dish was added for; absent for a dish added by itself. */
export const itemSourceSchema = z.object({ dish_id: z.number(), dishName: z.string(), meal_id: z.number().optional() });

export const shoppingListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  quantity: z.number(),
  unit: unitSchema,
  aisle: z.enum(AISLES),
  checked: z.boolean(),
  /** Goes up with every change; a change sent with an older version is merged or refused (409). */
  version: z.number(),
  /** The dishes the item is for ("for Lemon Risotto, Shakshuka"); empty for an item written by hand. */
  sources: z.array(itemSourceSchema),
});
export type ShoppingListItem = z.infer<typeof shoppingListItemSchema>;

export const shoppingListSchema = shoppingListSummarySchema.extend({ items: z.array(shoppingListItemSchema) });
export type ShoppingList = z.infer<typeof shoppingListSchema>;

const MEAL_RANGE_MAX_DAYS = 62;

/**
 * POST /api/shopping-lists/:id/items: exactly one source of items. `{text}` is a line as a
 * person writes it ("2 cups milk", "paper towels"); the others bring a dish's ingredients.
 * Optional ingredients and pantry staples stay off unless asked for (`includeStaples` for all,
 * `addStaples` for some); `exclude` leaves named items of a range off (the ones a cook unticked
 * while reviewing it). A range counts only its planned meals, and none already on the list.
 * One object with optional parts rather than a zod union, so a mistake names its field.
 */
export const addItemsSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Write what to buy')
      .max(SHOPPING_LIST_LIMITS.text, `Must be at most ${SHOPPING_LIST_LIMITS.text} characters`)
      .optional(),
    dish_id: idSchema.optional(),
    servings: z
      .number()
      .int('Servings must be a whole number')
      .min(SERVINGS_RANGE.min, `Servings must be at least ${SERVINGS_RANGE.min}`)
      .max(SERVINGS_RANGE.max, `Servings must be at most ${SERVINGS_RANGE.max}`)
      .optional(),
    meal_id: idSchema.optional(),
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
    includeOptional: z.boolean().default(false),
    includeStaples: z.boolean().default(false),
    /** Pantry staples to add anyway, by name: the ones a cook tapped while reviewing a week. */
    addStaples: z
      .array(z.string().max(SHOPPING_LIST_LIMITS.name, `Must be at most ${SHOPPING_LIST_LIMITS.name} characters`))
      .max(SHOPPING_LIST_LIMITS.exclude, `At most ${SHOPPING_LIST_LIMITS.exclude} items`)
      .default([]),
    exclude: z
      .array(z.string().max(SHOPPING_LIST_LIMITS.name, `Must be at most ${SHOPPING_LIST_LIMITS.name} characters`))
      .max(SHOPPING_LIST_LIMITS.exclude, `At most ${SHOPPING_LIST_LIMITS.exclude} items`)
      .default([]),
  })
  .superRefine((body, context) => {
    const given = [
      body.text !== undefined,
      body.dish_id !== undefined,
      body.meal_id !== undefined,
      body.startDate !== undefined || body.endDate !== undefined,
    ];
    if (given.filter(Boolean).length !== 1) {
      context.addIssue({ code: 'custom', path: ['text'], message: 'Send one of text, dish_id, meal_id, or startDate and endDate' });
      return;
    }
    if (body.servings !== undefined && body.dish_id === undefined) {
      context.addIssue({ code: 'custom', path: ['servings'], message: 'Servings go with a dish_id' });
    }
    if (given[3]) {
      if (body.startDate === undefined || body.endDate === undefined) {
        context.addIssue({ code: 'custom', path: [body.startDate ? 'endDate' : 'startDate'], message: 'Send both startDate and endDate' });
      } else if (body.startDate > body.endDate) {
        context.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
      } else if (daysBetween(body.startDate, body.endDate) > MEAL_RANGE_MAX_DAYS) {
        context.addIssue({ code: 'custom', path: ['endDate'], message: `Choose at most ${MEAL_RANGE_MAX_DAYS} days` });
      }
    }
  })
  .transform((body): AddItems => {
    const options = {
      includeOptional: body.includeOptional,
      includeStaples: body.includeStaples,
      exclude: body.exclude,
      addStaples: body.addStaples,
    };
    if (body.text !== undefined) return { kind: 'text', text: body.text };
    if (body.dish_id !== undefined) return { kind: 'dish', dishId: body.dish_id, servings: body.servings, ...options };
    if (body.meal_id !== undefined) return { kind: 'meal', mealId: body.meal_id, ...options };
    return { kind: 'range', startDate: body.startDate!, endDate: body.endDate!, ...options };
  });
export type AddItemsBody = z.input<typeof addItemsSchema>;

interface ChoiceOptions {
  includeOptional: boolean;
  includeStaples: boolean;
  exclude: string[];
  addStaples: string[];
}
export type AddItems =
  | { kind: 'text'; text: string }
  | ({ kind: 'dish'; dishId: number; servings: number | undefined } & ChoiceOptions)
  | ({ kind: 'meal'; mealId: number } & ChoiceOptions)
  | ({ kind: 'range'; startDate: string; endDate: string } & ChoiceOptions);

/** PATCH /api/shopping-lists/:id/items/:itemId: any of the fields, and the version the change was made on. */
export const itemUpdateSchema = z
  .object({
    checked: z.boolean().optional(),
    name: z
      .string()
      .trim()
      .min(1, 'Item name is required')
      .max(SHOPPING_LIST_LIMITS.name, `Must be at most ${SHOPPING_LIST_LIMITS.name} characters`)
      .optional(),
    quantity: quantitySchema(SHOPPING_LIMITS.quantity).optional(),
    unit: z.enum([...UNITS, ''], { error: `Unit must be one of ${UNITS.join(', ')}, or empty` }).optional(),
    aisle: z.enum(AISLES, { error: `Aisle must be one of ${AISLES.join(', ')}` }).optional(),
    version: z.number().int('Send the version as a whole number').min(1, 'Send the version the change was made on').max(2_147_483_647),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'version'), {
    message: 'Send at least one of checked, name, quantity, unit, aisle',
    path: ['checked'],
  });
export type ItemUpdate = z.output<typeof itemUpdateSchema>;

/** The 409 for a change made on an old version that clashes with a newer one: the item as it is now. */
export const itemConflictSchema = z.object({ code: z.string(), message: z.string(), item: shoppingListItemSchema });

/** GET and PUT /api/pantry-staples: what the cook always has, left off lists unless asked for. */
export const pantryStaplesSchema = z.object({
  staples: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A staple needs a name')
        .max(SHOPPING_LIST_LIMITS.staple, `Must be at most ${SHOPPING_LIST_LIMITS.staple} characters`),
    )
    .max(SHOPPING_LIST_LIMITS.staples, `At most ${SHOPPING_LIST_LIMITS.staples} staples`),
});
export type PantryStaples = z.infer<typeof pantryStaplesSchema>;

export { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_HEADER } from './idempotency.js';
