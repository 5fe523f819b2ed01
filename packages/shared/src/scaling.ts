import { roundToKitchenFraction, roundToStep } from './amounts.js';
import { DISH_LIMITS, type Unit } from './dish-rules.js';

/**
 * Scaling a dish to more or fewer servings. Each scaled quantity is rounded the way a cook
 * would measure it in its own unit:
 * - counts (no unit, piece, slice, clove) and pinches/dashes: whole numbers, never 0 when the
 *   dish had some. A bare count under one becomes ½ (half an egg, half an onion) below 0.75 and
 *   1 from there; a piece, slice, clove, pinch or dash under one becomes 1;
 * - grams and millilitres: to the nearest 5 from 100 up, the nearest 1 from 1 up, a tenth below;
 * - kilograms and litres: two decimals (at least 0.01);
 * - US measures (tsp, tbsp, fl oz, cup, pint, quart, gallon, oz, lb): the nearest eighth or
 *   third, so ⅓ cup doubles to ⅔ cup, never less than ⅛;
 * - "to taste", "as needed" and quantities of 0 stay as they are, and a factor of 1 changes
 *   nothing, so an unscaled dish shows exactly what was written.
 * A result above the ingredient limit (DISH_LIMITS.quantity) is capped there and flagged.
 */

/** Servings a cook may ask for; the stepper refuses 0, negatives and 10,000. */
export const SERVINGS_RANGE = { min: 1, max: 500 } as const;

/** Factors for a dish without servings (x⅛ up to x100), and the shortcuts offered for it. */
export const FACTOR_RANGE = { min: 0.125, max: 100 } as const;
export const FACTOR_CHOICES = [0.5, 1, 2, 3, 4] as const;

export interface ScaledQuantity {
  quantity: number;
  /** True when the scaled amount passed DISH_LIMITS.quantity and was cut down to it. */
  capped: boolean;
}

const WHOLE_COUNTS: ReadonlySet<string> = new Set<Unit>(['piece', 'slice', 'clove', 'pinch', 'dash']);
const FINE_METRIC: ReadonlySet<string> = new Set<Unit>(['g', 'ml']);
const COARSE_METRIC: ReadonlySet<string> = new Set<Unit>(['kg', 'l']);
const US_MEASURES: ReadonlySet<string> = new Set<Unit>(['tsp', 'tbsp', 'fl oz', 'cup', 'pint', 'quart', 'gallon', 'oz', 'lb']);
const UNSCALED: ReadonlySet<string> = new Set<Unit>(['to taste', 'as needed']);

/** A scaled amount rounded the way it is measured in its unit (see the rules above). */
function roundForUnit(value: number, unit: string): number {
  if (unit === '') return value >= 1 ? Math.round(value) : value < 0.75 ? 0.5 : 1;
  if (WHOLE_COUNTS.has(unit)) return Math.max(1, Math.round(value));
  if (FINE_METRIC.has(unit)) {
    if (value >= 100) return roundToStep(value, 5);
    if (value >= 1) return Math.round(value);
    return Math.max(0.1, roundToStep(value, 0.1));
  }
  if (COARSE_METRIC.has(unit)) return Math.max(0.01, roundToStep(value, 0.01));
  if (US_MEASURES.has(unit)) return Math.max(1 / 8, roundToKitchenFraction(value));
  return Math.max(0.01, roundToStep(value, 0.01));
}

function assertFactor(factor: number) {
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`A scale factor must be a number above 0, not ${factor}`);
}

/** One quantity scaled by `factor` and rounded for its unit. Throws a RangeError for a factor that is not above 0. */
export function scaleQuantity(quantity: number, unit: string, factor: number): ScaledQuantity {
  assertFactor(factor);
  if (factor === 1 || UNSCALED.has(unit) || !Number.isFinite(quantity) || quantity <= 0) return { quantity, capped: false };
  const scaled = roundForUnit(quantity * factor, unit);
  if (scaled > DISH_LIMITS.quantity) return { quantity: DISH_LIMITS.quantity, capped: true };
  return { quantity: scaled, capped: false };
}

/** Every ingredient scaled by `factor`, each keeping its other fields and saying whether it was capped. */
export function scaleIngredients<T extends { quantity: number; unit: string }>(
  ingredients: readonly T[],
  factor: number,
): Array<T & { capped: boolean }> {
  assertFactor(factor);
  return ingredients.map((ingredient) => ({ ...ingredient, ...scaleQuantity(ingredient.quantity, ingredient.unit, factor) }));
}

/**
 * How much to multiply by to go from the dish's servings to the asked ones. A dish without
 * servings has nothing to divide by: it answers 1, and the screen offers a factor instead.
 */
export function scaleFactor(fromServings: number | null, toServings: number): number {
  if (fromServings === null || !Number.isFinite(fromServings) || fromServings <= 0) return 1;
  if (!Number.isFinite(toServings) || toServings <= 0) return 1;
  return toServings / fromServings;
}

/** Servings as a whole number within SERVINGS_RANGE; null for something that is no number. */
export function clampServings(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, Math.round(value)));
}

/** A factor within FACTOR_RANGE (three decimals at most); null for something that is no number. */
export function clampFactor(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(FACTOR_RANGE.max, Math.max(FACTOR_RANGE.min, Number(value.toFixed(3))));
}
