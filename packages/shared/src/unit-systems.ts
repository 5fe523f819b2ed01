import convert from 'convert';
import { roundToKitchenFraction, roundToStep } from './amounts.js';
import type { Unit } from './dish-rules.js';
import { gramsPerCup, isLiquid } from './food-measures.js';
import type { UnitSystem } from './unit-system-choice.js';

/**
 * Showing quantities in the cook's system ("Show quantities in: As written / US / Metric"),
 * written the way a cook of that system would write them:
 * - spoons stay spoons in every system: a metric kitchen measures "1 tsp salt" and "2 tbsp
 *   butter" with the same spoons (millilitres are converted to spoons for a US cook);
 * - in metric, cups of a food the small density table weighs (flour, sugars, butter, rice,
 *   oats, cheese, ...: food-measures.ts) become grams, cups of a liquid become millilitres,
 *   and cups of anything else stay cups, which metric cooks use too; fluid ounces, pints,
 *   quarts and gallons are liquids, so millilitres or litres;
 * - otherwise volume converts only to volume and weight only to weight; counts, pinches,
 *   "to taste" and units we do not know stay as written.
 * The unit chosen is the one a cook would reach for, rounded the way that unit is measured:
 * - metric volume: ml below a litre (2.5 ml steps up to 25 ml, 5 ml up to 100 ml, 10 ml up to
 *   a litre: 1 tsp is 5 ml, 1 cup is 240 ml), then litres to 0.05 (1.5 L);
 * - metric weight: g below a kilogram (0.5 g steps below 10 g, 1 g below 100 g, 5 g up to a
 *   kilogram: 4 oz is 115 g), then kilograms to 0.05;
 * - US volume: tsp below a tablespoon, tbsp (to the half) below a quarter cup, cups below
 *   2 quarts, then quarts, and gallons from 4 gallons, in eighths and thirds;
 * - US weight: oz below a pound (quarters; eighths and thirds under 1 oz), then lb.
 */

export { UNIT_SYSTEMS, type UnitSystem } from './unit-system-choice.js';

export interface DisplayAmount {
  quantity: number;
  unit: string;
  /** False when the amount is shown as written, so the screen can offer the original only when it differs. */
  converted: boolean;
}

type VolumeUnit = Extract<Unit, 'tsp' | 'tbsp' | 'fl oz' | 'cup' | 'pint' | 'quart' | 'gallon' | 'ml' | 'l'>;
type MassUnit = Extract<Unit, 'oz' | 'lb' | 'g' | 'kg'>;

const VOLUME_UNITS: ReadonlySet<string> = new Set<VolumeUnit>(['tsp', 'tbsp', 'fl oz', 'cup', 'pint', 'quart', 'gallon', 'ml', 'l']);
const MASS_UNITS: ReadonlySet<string> = new Set<MassUnit>(['oz', 'lb', 'g', 'kg']);
const METRIC_UNITS: ReadonlySet<string> = new Set<Unit>(['ml', 'l', 'g', 'kg']);
const SPOONS: ReadonlySet<string> = new Set<Unit>(['tsp', 'tbsp']);

const TSP_PER_TBSP = 3;
const TSP_PER_CUP = 48;
const TSP_PER_QUART = 192;
const OZ_PER_LB = 16;

function metricVolume(ml: number): Omit<DisplayAmount, 'converted'> {
  const step = ml < 5 ? 0.5 : ml < 25 ? 2.5 : ml < 100 ? 5 : 10;
  const rounded = Math.max(0.5, roundToStep(ml, step));
  if (rounded < 1000) return { quantity: rounded, unit: 'ml' };
  return { quantity: roundToStep(ml / 1000, 0.05), unit: 'l' };
}

function metricMass(grams: number): Omit<DisplayAmount, 'converted'> {
  const step = grams < 10 ? 0.5 : grams < 100 ? 1 : 5;
  const rounded = Math.max(0.5, roundToStep(grams, step));
  if (rounded < 1000) return { quantity: rounded, unit: 'g' };
  return { quantity: roundToStep(grams / 1000, 0.05), unit: 'kg' };
}

/** The boundaries allow a little slack, so 2.95 tsp reads as 1 tbsp rather than 3 tsp. */
function usVolume(tsp: number): Omit<DisplayAmount, 'converted'> {
  if (tsp < TSP_PER_TBSP - 0.1) return { quantity: Math.max(1 / 8, roundToKitchenFraction(tsp)), unit: 'tsp' };
  if (tsp < TSP_PER_CUP / 4 - 0.5) return { quantity: roundToStep(tsp / TSP_PER_TBSP, 0.5), unit: 'tbsp' };
  if (tsp < TSP_PER_QUART * 2 - 4) return { quantity: roundToKitchenFraction(tsp / TSP_PER_CUP), unit: 'cup' };
  if (tsp < TSP_PER_QUART * 16 - 16) return { quantity: roundToKitchenFraction(tsp / TSP_PER_QUART), unit: 'quart' };
  return { quantity: roundToKitchenFraction(tsp / (TSP_PER_QUART * 4)), unit: 'gallon' };
}

function usMass(ounces: number): Omit<DisplayAmount, 'converted'> {
  if (ounces < 1) return { quantity: Math.max(1 / 8, roundToKitchenFraction(ounces)), unit: 'oz' };
  if (ounces < OZ_PER_LB - 0.125) return { quantity: roundToStep(ounces, 0.25), unit: 'oz' };
  return { quantity: roundToKitchenFraction(ounces / OZ_PER_LB), unit: 'lb' };
}

/** A US volume in a metric kitchen: grams for a food the table weighs, millilitres for a liquid; null keeps the cups. */
function metricFromUsVolume(quantity: number, unit: VolumeUnit, item: string): Omit<DisplayAmount, 'converted'> | null {
  const grams = gramsPerCup(item);
  if (grams !== undefined) return metricMass(convert(quantity, unit).to('cup') * grams);
  if (unit === 'cup' && !isLiquid(item)) return null;
  return metricVolume(convert(quantity, unit).to('ml'));
}

/**
 * The amount in the chosen system; anything that cannot or need not change comes back as
 * written. `item` is the food, which decides whether a cup is weighed, poured or kept.
 */
export function convertForDisplay(quantity: number, unit: string, system: UnitSystem, item = ''): DisplayAmount {
  const asWritten = { quantity, unit, converted: false };
  if (system === 'as-written' || !Number.isFinite(quantity) || quantity <= 0) return asWritten;
  const isVolume = VOLUME_UNITS.has(unit);
  if (!isVolume && !MASS_UNITS.has(unit)) return asWritten;
  if (SPOONS.has(unit) || (system === 'metric') === METRIC_UNITS.has(unit)) return asWritten;
  const converted =
    system === 'metric'
      ? isVolume
        ? metricFromUsVolume(quantity, unit as VolumeUnit, item)
        : metricMass(convert(quantity, unit as MassUnit).to('g'))
      : isVolume
        ? usVolume(convert(quantity, unit as VolumeUnit).to('tsp'))
        : usMass(convert(quantity, unit as MassUnit).to('oz'));
  return converted ? { ...converted, converted: true } : asWritten;
}
