import { z } from 'zod';
import { queryIdSchema } from './id-schemas.js';
import { dishSchema } from './dishes.js';
import { DISH_LIMITS } from './dish-rules.js';
import { limitedText, quantitySchema, unitSchema } from './field-schemas.js';
import { SHOPPING_LIMITS } from './shopping-rules.js';
import { calendarDateSchema } from './meals.js';
import { URL_MAX_LENGTH } from './urls.js';
import { daysBetween } from './calendar-dates.js';

/**
 * Shopping lists as the API takes and answers them: the request the app sends to
 * POST /api/instacart/shopping-list, and the reviewed list of a range of days. Writing and
 * merging lines is shopping-lines.ts; Instacart's line items are the server's business.
 */

export { SHOPPING_LIMITS };

/** One line of a shopping list: what to buy and how much. An ingredient without its `optional` flag. */
export const shoppingLineSchema = z.object({
  item: limitedText(DISH_LIMITS.ingredientItem).min(1, 'Item name is required'),
  quantity: quantitySchema(SHOPPING_LIMITS.quantity).default(0),
  unit: unitSchema.default(''),
});
export type ShoppingLine = z.output<typeof shoppingLineSchema>;

/**
 * Either one dish (the Shop button on a dish or a meal) or a list the user already reviewed
 * (the "shop a date range" flow). One object with optional parts rather than a zod union, so
 * a mistake answers with the field at fault instead of a bare "Invalid input".
 */
export const shoppingListRequestSchema = z
  .object({
    dish: dishSchema.optional(),
    includeOptional: z.boolean().default(false),
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(SHOPPING_LIMITS.title, `Must be at most ${SHOPPING_LIMITS.title} characters`)
      .optional(),
    items: z
      .array(shoppingLineSchema)
      .min(1, 'The list has no items')
      .max(SHOPPING_LIMITS.items, `At most ${SHOPPING_LIMITS.items} items`)
      .optional(),
    /** The page to come back to from Instacart; the server only uses it on its own origin. */
    returnUrl: z.string().trim().max(URL_MAX_LENGTH, `Must be at most ${URL_MAX_LENGTH} characters`).optional(),
  })
  .superRefine((body, context) => {
    if (body.dish && body.items) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'Send either a dish or a list of items, not both' });
    } else if (!body.dish && !body.items) {
      context.addIssue({ code: 'custom', path: ['dish'], message: 'Send a dish, or a title and a list of items' });
    } else if (body.items && body.title === undefined) {
      context.addIssue({ code: 'custom', path: ['title'], message: 'A list of items needs a title' });
    }
  })
  .transform((body): ShoppingListRequest => {
    const returnUrl = body.returnUrl || undefined;
    if (body.dish) return { kind: 'dish', dish: body.dish, includeOptional: body.includeOptional, returnUrl };
    return { kind: 'list', title: body.title ?? '', items: body.items ?? [], returnUrl };
  });
export type ShoppingListRequestBody = z.input<typeof shoppingListRequestSchema>;
export type ShoppingListRequest =
  | { kind: 'dish'; dish: z.output<typeof dishSchema>; includeOptional: boolean; returnUrl: string | undefined }
  | { kind: 'list'; title: string; items: ShoppingLine[]; returnUrl: string | undefined };

export const shoppingListResponseSchema = z.object({ products_link_url: z.string() });
export type ShoppingListResponse = z.output<typeof shoppingListResponseSchema>;

// A shopping list gathered from the meals planned over a range of dates.

/** A range longer than this is not a shopping trip. */
export const MEAL_PLAN_MAX_DAYS = 62;

export const mealPlanListQuerySchema = z
  .object({
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    includeOptional: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    hearth_id: queryIdSchema.optional(),
  })
  .refine((query) => query.startDate <= query.endDate, { message: 'endDate must not be before startDate', path: ['endDate'] })
  .refine((query) => daysBetween(query.startDate, query.endDate) <= MEAL_PLAN_MAX_DAYS, {
    message: `Choose at most ${MEAL_PLAN_MAX_DAYS} days`,
    path: ['endDate'],
  });

export const mealPlanLineSchema = shoppingLineSchema.extend({
  display_text: z.string(),
  /** The dishes this line is for, so the cook knows why it is on the list. */
  dishes: z.array(z.string()),
});
export type MealPlanLine = z.output<typeof mealPlanLineSchema>;

/** A planned meal as the week's review names it ("Dinner, Tuesday: Chili"). */
export const reviewedMealSchema = z.object({ id: z.number(), date: z.string(), meal_type: z.string(), dishName: z.string() });
export type ReviewedMeal = z.output<typeof reviewedMealSchema>;

/**
 * The week's review: exactly what "Add to list" adds. Only planned meals count (cooked, eaten
 * and cancelled ones are done with); a meal already on the shopping list is named in
 * `onList` and counted no more; pantry staples are apart in `staples`, added only when asked.
 */
export const mealPlanListSchema = z.object({
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Planned meals with a dish in the range that are not on the list yet: the ones `lines` and `staples` are for. */
  mealCount: z.number(),
  lines: z.array(mealPlanLineSchema),
  /** The cook's pantry staples among the ingredients ("you have these"). */
  staples: z.array(mealPlanLineSchema),
  /** What the pantry of the list's owner holds enough of, left off unless asked for, as staples are. */
  inPantry: z.array(mealPlanLineSchema),
  /** Planned meals whose ingredients are on the shopping list already. */
  onList: z.array(reviewedMealSchema),
});
export type MealPlanList = z.output<typeof mealPlanListSchema>;
