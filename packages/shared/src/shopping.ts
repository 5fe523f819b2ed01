import convert from 'convert';
import { z } from 'zod';
import { dishSchema } from './dishes.js';
import { DISH_LIMITS, UNITS, type Unit } from './dish-rules.js';
import { calendarDateSchema } from './meals.js';
import { URL_MAX_LENGTH } from './urls.js';

/**
 * Shopping lists: the request the app sends to POST /api/instacart/shopping-list, and the
 * pure rules that turn ingredient lines into Instacart line items (unit names, display
 * text) and merge the same item across several dishes.
 */

export const SHOPPING_LIMITS = {
  title: 200,
  /** A reviewed list from a date range; weeks of meals merge to far fewer lines than this. */
  items: 500,
  /** Merged quantities can pass one ingredient's limit, so a list line allows more. */
  quantity: 1_000_000,
} as const;

/** One line of a shopping list: what to buy and how much. An ingredient without its `optional` flag. */
export const shoppingLineSchema = z.object({
  item: z
    .string()
    .trim()
    .min(1, 'Item name is required')
    .max(DISH_LIMITS.ingredientItem, `Must be at most ${DISH_LIMITS.ingredientItem} characters`),
  quantity: z
    .number()
    .min(0, 'Quantity must be 0 or more')
    .max(SHOPPING_LIMITS.quantity, `Quantity must be at most ${SHOPPING_LIMITS.quantity.toLocaleString('en-US')}`)
    .default(0),
  unit: z.enum([...UNITS, '']).default(''),
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

// ---------------------------------------------------------------------------------------------
// Units, as Instacart names them (its units-of-measurement list has no "tbsp" and no "clove").

/** `null`: the unit is no amount one can buy, so the line goes without a measurement. */
export const INSTACART_UNIT_NAMES: Record<Unit, string | null> = {
  tsp: 'teaspoon',
  tbsp: 'tablespoon',
  'fl oz': 'fl oz',
  cup: 'cup',
  pint: 'pint',
  quart: 'quart',
  gallon: 'gallon',
  ml: 'milliliter',
  l: 'liter',
  oz: 'ounce',
  lb: 'pound',
  g: 'gram',
  kg: 'kilogram',
  piece: 'each',
  slice: 'each',
  clove: 'each',
  pinch: null,
  dash: null,
  'to taste': null,
  'as needed': null,
};

export interface InstacartMeasurement {
  quantity: number;
  unit: string;
}

export interface InstacartLineItem {
  name: string;
  display_text: string;
  line_item_measurements?: InstacartMeasurement[];
}

/** What Instacart should put in the cart for a line, or null when no amount can be bought. */
export function instacartMeasurement(line: ShoppingLine): InstacartMeasurement | null {
  if (line.quantity <= 0) return null;
  // A bare count ("3 eggs") is how many to buy, which Instacart calls "each".
  const unit = line.unit === '' ? 'each' : INSTACART_UNIT_NAMES[line.unit];
  return unit ? { quantity: line.quantity, unit } : null;
}

export function toInstacartLineItem(line: ShoppingLine): InstacartLineItem {
  const measurement = instacartMeasurement(line);
  return {
    name: line.item,
    display_text: displayText(line),
    ...(measurement ? { line_item_measurements: [measurement] } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Display text, as a person writes a shopping line: "2 cups flour", "1/2 tsp salt", "salt, to taste".

const PLURAL_UNITS: Partial<Record<Unit, string>> = {
  cup: 'cups',
  pint: 'pints',
  quart: 'quarts',
  gallon: 'gallons',
  piece: 'pieces',
  slice: 'slices',
  clove: 'cloves',
  pinch: 'pinches',
  dash: 'dashes',
};

/** Cooks measure metric amounts in decimals and the rest in kitchen fractions. */
const METRIC_UNITS = new Set<Unit | ''>(['ml', 'l', 'g', 'kg']);

const FRACTIONS: Array<[number, string]> = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
];

function decimalText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function formatQuantity(quantity: number, unit: Unit | ''): string {
  if (METRIC_UNITS.has(unit)) return decimalText(quantity);
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < 0.01) return String(whole);
  if (rest > 0.99) return String(whole + 1);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.01);
  if (!fraction) return decimalText(quantity);
  return whole ? `${whole} ${fraction[1]}` : fraction[1];
}

function unitText(quantity: number, unit: Unit): string {
  if (unit === 'l') return 'L';
  return quantity > 1 ? (PLURAL_UNITS[unit] ?? unit) : unit;
}

export function displayText(line: ShoppingLine): string {
  const { item, quantity, unit } = line;
  if (unit === 'to taste' || unit === 'as needed') return `${item}, ${unit}`;
  if (quantity <= 0) return unit === 'pinch' || unit === 'dash' ? `a ${unit} of ${item}` : item;
  const amount = formatQuantity(quantity, unit);
  return unit === '' ? `${amount} ${item}` : `${amount} ${unitText(quantity, unit)} ${item}`;
}

// ---------------------------------------------------------------------------------------------
// Merging the same item across dishes.

type ConvertibleUnit = Exclude<Unit, 'piece' | 'slice' | 'clove' | 'pinch' | 'dash' | 'to taste' | 'as needed'>;

/** Units that `convert` can add together: volume with volume, mass with mass. */
const MEASURE_OF_UNIT: Record<ConvertibleUnit, 'volume' | 'mass'> = {
  tsp: 'volume',
  tbsp: 'volume',
  'fl oz': 'volume',
  cup: 'volume',
  pint: 'volume',
  quart: 'volume',
  gallon: 'volume',
  ml: 'volume',
  l: 'volume',
  oz: 'mass',
  lb: 'mass',
  g: 'mass',
  kg: 'mass',
};

function isConvertible(unit: Unit | ''): unit is ConvertibleUnit {
  return unit in MEASURE_OF_UNIT;
}

/** What makes two lines the same item: case and spacing do not. */
export function itemKey(item: string): string {
  return item.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Lines whose amounts can be added: the same measure, or else exactly the same unit. */
function compatibilityKey(line: ShoppingLine): string {
  return `${itemKey(line.item)}\u0000${isConvertible(line.unit) ? MEASURE_OF_UNIT[line.unit] : line.unit}`;
}

/** Whole numbers from 100 up (973 ml), else three decimals, which keep kitchen fractions (1.125 cups). */
function roundForShopping(value: number): number {
  if (value >= 100) return Math.round(value);
  return Math.round(value * 1000) / 1000;
}

/** Adds convertible amounts in the unit that holds the largest share of them ("1 tsp + 1 cup" is about a cup). */
function addConvertible(lines: ShoppingLine[]): Pick<ShoppingLine, 'quantity' | 'unit'> {
  const baseUnit = lines[0]!.unit as ConvertibleUnit;
  const shares = new Map<ConvertibleUnit, number>();
  for (const line of lines) {
    const unit = line.unit as ConvertibleUnit;
    const inBase = unit === baseUnit ? line.quantity : convert(line.quantity, unit).to(baseUnit);
    shares.set(unit, (shares.get(unit) ?? 0) + inBase);
  }
  let target = baseUnit;
  let total = 0;
  for (const [unit, share] of shares) {
    total += share;
    if (share > (shares.get(target) ?? 0)) target = unit;
  }
  const quantity = target === baseUnit ? total : convert(total, baseUnit).to(target);
  return { quantity: roundForShopping(quantity), unit: target };
}

/**
 * Merges ingredient lines from several dishes into one shopping list. The same item (ignoring
 * case and spacing) is added up when the units allow it; otherwise each kind of amount stays
 * its own line. "To taste" and "as needed" appear once. Order follows first appearance.
 */
export function mergeShoppingLines(lines: readonly ShoppingLine[]): ShoppingLine[] {
  const groups = new Map<string, ShoppingLine[]>();
  for (const line of lines) {
    const key = compatibilityKey(line);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const item = first.item.trim().replace(/\s+/g, ' ');
    if (first.unit === 'to taste' || first.unit === 'as needed') return { item, quantity: 0, unit: first.unit };
    if (isConvertible(first.unit)) return { item, ...addConvertible(group) };
    const quantity = group.reduce((sum, line) => sum + line.quantity, 0);
    return { item, quantity: roundForShopping(quantity), unit: first.unit };
  });
}

// ---------------------------------------------------------------------------------------------
// A shopping list gathered from the meals planned over a range of dates.

/** A range longer than this is not a shopping trip. */
export const MEAL_PLAN_MAX_DAYS = 62;

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

export const mealPlanListQuerySchema = z
  .object({
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    includeOptional: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    hearth_id: z.coerce.number().int().positive().optional(),
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

export const mealPlanListSchema = z.object({
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Planned, cooked or eaten meals with a dish in the range; cancelled ones are left out. */
  mealCount: z.number(),
  lines: z.array(mealPlanLineSchema),
});
export type MealPlanList = z.output<typeof mealPlanListSchema>;
