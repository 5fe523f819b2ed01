import { z } from 'zod';
import { queryIdSchema } from './id-schemas.js';
import { DIFFICULTIES, DISH_LIMITS, STORED_IMAGE_PATH } from './dish-rules.js';
import { DISH_SORTS } from './dish-order.js';
import { englishCount, limitedText, quantitySchema, unitSchema } from './field-schemas.js';
import { URL_MAX_LENGTH, isHttpUrl } from './urls.js';

/** Empty, an absolute http(s) URL, or a picture stored by this server. */
const imageUrlSchema = limitedText(URL_MAX_LENGTH).refine(
  (value) => value === '' || isHttpUrl(value) || STORED_IMAGE_PATH.test(value),
  'Must be an http:// or https:// URL',
);

const sourceUrlSchema = limitedText(URL_MAX_LENGTH).refine(
  (value) => value === '' || isHttpUrl(value),
  'Must be an http:// or https:// URL',
);

/** A picture this server stored: the gallery and the steps hold only uploaded pictures. */
const storedPictureSchema = z.string().regex(STORED_IMAGE_PATH, 'Must be a picture uploaded to this server');

/** The gallery, in its order; the cover (imageUrl) is one of them unless it is a picture on the web. */
const picturesSchema = z
  .array(storedPictureSchema)
  .max(DISH_LIMITS.pictures, `A dish can have at most ${DISH_LIMITS.pictures} pictures`)
  .refine((items) => new Set(items).size === items.length, 'Each picture may appear only once');

/** Each step's picture by the step's place in the steps cook mode shows, '' for none. */
const stepPicturesSchema = z
  .array(z.union([z.literal(''), storedPictureSchema]))
  .max(DISH_LIMITS.steps, `At most ${DISH_LIMITS.steps} step pictures`);

function minutesSchema() {
  return z
    .number()
    .int('Must be a whole number of minutes')
    .min(0, 'Must be 0 or more')
    .max(DISH_LIMITS.minutes, `Must be at most ${englishCount(DISH_LIMITS.minutes)}`)
    .nullable();
}

/** A list of distinct, non-blank strings (tags, utensils). */
function distinctList(itemMax: number, listMax: number, noun: string) {
  return z
    .array(limitedText(itemMax).min(1, `A ${noun} cannot be blank`))
    .max(listMax, `At most ${listMax} ${noun}s`)
    .refine((items) => new Set(items).size === items.length, `Each ${noun} may appear only once`);
}

export const ingredientSchema = z.object({
  item: limitedText(DISH_LIMITS.ingredientItem).min(1, 'Ingredient name is required'),
  quantity: quantitySchema(DISH_LIMITS.quantity).default(0),
  unit: unitSchema.default(''),
  optional: z.boolean().default(false),
  /** Preparation and comments ("finely chopped", "plus more to taste"); absent when there are none. */
  note: limitedText(DISH_LIMITS.ingredientNote).optional(),
  /** The heading the ingredient sits under in its recipe ("For the glaze"); absent when there is none. */
  group: limitedText(DISH_LIMITS.ingredientGroup).optional(),
});
export type Ingredient = z.output<typeof ingredientSchema>;

export const instructionsSchema = z.union([
  limitedText(DISH_LIMITS.instructionsText),
  z.array(limitedText(DISH_LIMITS.step).min(1, 'A step cannot be blank')).max(DISH_LIMITS.steps, `At most ${DISH_LIMITS.steps} steps`),
]);

/**
 * One schema validates both create and update (docs/product.md#entities and #validation-rules).
 * Unknown keys, an `id` among them, are dropped: the server decides ids.
 */
export const dishInputSchema = z.object({
  dishName: limitedText(DISH_LIMITS.dishName).min(1, 'Dish name is required'),
  description: limitedText(DISH_LIMITS.description).default(''),
  prepTime: minutesSchema().default(null),
  cookTime: minutesSchema().default(null),
  /**
   * The whole time the recipe says it takes, when it says so: prep, cooking, resting, rising or
   * chilling together. Kept apart from cookTime, never summed from or into it; absent means null.
   */
  totalTime: minutesSchema().default(null),
  servings: z
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(DISH_LIMITS.servings, `Must be at most ${englishCount(DISH_LIMITS.servings)}`)
    .nullable()
    .default(null),
  difficulty: z.enum([...DIFFICULTIES, '']).default(''),
  imageUrl: imageUrlSchema.default(''),
  sourceUrl: sourceUrlSchema.default(''),
  notes: limitedText(DISH_LIMITS.notes).default(''),
  tags: distinctList(DISH_LIMITS.tag, DISH_LIMITS.tags, 'tag').default([]),
  ingredients: z.array(ingredientSchema).max(DISH_LIMITS.ingredients, `At most ${DISH_LIMITS.ingredients} ingredients`).default([]),
  instructions: instructionsSchema.default(''),
  utensils: distinctList(DISH_LIMITS.utensil, DISH_LIMITS.utensils, 'utensil').default([]),
  /**
   * Absent (a client that knows only imageUrl) keeps the gallery and step pictures as they are;
   * see dish-pictures.ts for how imageUrl and the gallery settle.
   */
  pictures: picturesSchema.optional(),
  stepPictures: stepPicturesSchema.optional(),
});
export type DishInput = z.input<typeof dishInputSchema>;
export type DishData = z.output<typeof dishInputSchema>;

/** A stored dish always has its gallery and step pictures (a file exported before them has none). */
export const dishSchema = dishInputSchema.extend({
  id: z.number().int().positive(),
  pictures: picturesSchema.default([]),
  stepPictures: stepPicturesSchema.default([]),
});
export type Dish = z.output<typeof dishSchema>;

/**
 * GET /api/dishes/:id also says whether the reader may change it (a hearth-mate's dish is
 * read-only) and, to its owner only, the hearths whose cookbooks it is shared into.
 */
export const dishDetailSchema = dishSchema.extend({
  editable: z.boolean(),
  shared_with: z.array(z.number().int()).optional(),
  /** Whether the reader hearted it: favourites are each cook's own. */
  favourite: z.boolean(),
});
export type DishDetail = z.output<typeof dishDetailSchema>;

/**
 * What the list screen and the dish dropdown need of each dish, and nothing more: a card's
 * picture, name, first tag and prep time, and the text the search reads. Everything else is
 * fetched on open. The one list of these fields: the schema, the server's columns and its
 * mapper follow it.
 */
export const DISH_SUMMARY_FIELDS = ['id', 'dishName', 'description', 'prepTime', 'imageUrl', 'tags'] as const satisfies ReadonlyArray<
  keyof Dish
>;

export const dishSummarySchema = dishSchema
  .pick(Object.fromEntries(DISH_SUMMARY_FIELDS.map((field) => [field, true])) as Record<(typeof DISH_SUMMARY_FIELDS)[number], true>)
  .extend({
    /** Whether the caller hearted it (a card's heart, the Favourites filter). */
    favourite: z.boolean(),
    /**
     * The caller's view of its cooking log (the entries the dish page lists to them): the average
     * of its ratings to one decimal (null before any), how many cookings, and the last one's day.
     */
    average_rating: z.number().nullable(),
    times_cooked: z.number().int(),
    last_cooked_on: z.string().nullable(),
  });
export type DishSummary = z.output<typeof dishSummarySchema>;

/**
 * A dish of a hearth's cookbook (GET /api/dishes?hearth_id=N): its summary and whose it is,
 * so a list can tell the reader's own dishes from those the hearth shares with them.
 */
export const cookbookDishSchema = dishSummarySchema.extend({ owner_id: z.string() });
export type CookbookDish = z.output<typeof cookbookDishSchema>;

/** The hearths a dish is shared into, as the share and unshare calls answer them. */
export const dishSharesSchema = z.object({ shared_with: z.array(z.number().int()) });
export type DishShares = z.output<typeof dishSharesSchema>;

/** What hearting a dish (PUT /api/dishes/:id/favourite) or taking the heart back (DELETE) answers. */
export const dishFavouriteSchema = z.object({ favourite: z.boolean() });
export type DishFavourite = z.output<typeof dishFavouriteSchema>;

/**
 * GET /api/dishes filters: `tags` (repeated or single; a dish must carry every one), `difficulty`,
 * `sourceUrl`, `favourites` and `min_rating`; and its order, `sort` (dish-order.ts).
 */
export const dishListQuerySchema = z.object({
  tags: z
    .union([limitedText(DISH_LIMITS.tag), z.array(limitedText(DISH_LIMITS.tag)).max(DISH_LIMITS.tags)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  difficulty: z.enum(DIFFICULTIES).optional(),
  /** Only the first `limit` dishes (in the asked order), for a quick first paint. */
  limit: z.coerce.number().int().min(1).max(500).optional(),
  /** `favourites=true`: only the dishes the caller hearted. Any other value is refused. */
  favourites: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** The order (dish-order.ts): oldest first unless asked otherwise. */
  sort: z.enum(DISH_SORTS).default('added'),
  /** Only dishes whose average rating, as the caller sees it, is at least this many stars. */
  min_rating: z.coerce.number().int().min(1).max(5).optional(),
  /** A hearth's cookbook instead of the caller's own library (members only). */
  hearth_id: queryIdSchema.optional(),
  /** Only dishes saved from this address: the import screen asks before saving a page twice. */
  sourceUrl: limitedText(URL_MAX_LENGTH)
    .optional()
    .transform((value) => value || undefined),
});
