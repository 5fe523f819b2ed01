import type { Unit } from './dish-rules.js';
import { formatNumber } from './locale-format.js';

/**
 * The one way the product writes an amount ("1 ½ cups", "⅓ tsp", "250 g", "1.5 L"): on the
 * dish page, in cook mode, in the shopping list and in Instacart's display text.
 *
 * Rules, as a cook writes them:
 * - metric amounts (ml, l, g, kg) are decimals: two places below 10, one below 100, whole above;
 * - everything else (US measures, counts, pinches, units we do not know) is a whole number and a
 *   kitchen fraction (⅛ ¼ ⅓ ⅜ ½ ⅝ ⅔ ¾ ⅞) when the amount lies within 0.04 of one; otherwise a
 *   decimal with at most two places, so 0.2 tsp is not passed off as ¼ tsp;
 * - a unit with a word form takes its plural above one ("2 cups", "1 ½ cloves", "½ cup");
 *   abbreviations (tsp, tbsp, fl oz, oz, lb, g, kg, ml) never do; litres are written "L", which
 *   cannot be misread as the digit 1;
 * - "to taste" and "as needed" are the amount; nothing else with no quantity is written at all,
 *   except a pinch or a dash, which reads "a pinch" (as the shopping list always wrote it).
 *
 * In another language (`AmountLanguage`) the numbers take its separators ("1,5 l") and its
 * catalog writes the units; the rules above stay the same.
 */

const METRIC_UNITS: ReadonlySet<string> = new Set<Unit>(['ml', 'l', 'g', 'kg']);
const AMOUNT_WORDS: ReadonlySet<string> = new Set<Unit>(['to taste', 'as needed']);
const ONE_OF: ReadonlySet<string> = new Set<Unit>(['pinch', 'dash']);

const PLURAL_UNITS: Readonly<Partial<Record<string, string>>> = {
  cup: 'cups',
  pint: 'pints',
  quart: 'quarts',
  gallon: 'gallons',
  piece: 'pieces',
  slice: 'slices',
  clove: 'cloves',
  pinch: 'pinches',
  dash: 'dashes',
} satisfies Partial<Record<Unit, string>>;

const UNIT_SYMBOLS: Readonly<Partial<Record<string, string>>> = { l: 'L' } satisfies Partial<Record<Unit, string>>;

/** The fractions on a measuring cup and spoon set, with the glyph a cook would write. */
const KITCHEN_FRACTIONS: ReadonlyArray<readonly [value: number, glyph: string]> = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
  [1, ''],
];

/** How far from a kitchen fraction an amount may lie and still be written as it. */
const FRACTION_TOLERANCE = 0.04;

function nearestFraction(rest: number): readonly [number, string] {
  let best = KITCHEN_FRACTIONS[0]!;
  for (const fraction of KITCHEN_FRACTIONS) {
    if (Math.abs(fraction[0] - rest) < Math.abs(best[0] - rest)) best = fraction;
  }
  return best;
}

/** The nearest whole number plus kitchen fraction (eighths and thirds), e.g. 1.3 -> 1 ⅓. */
export function roundToKitchenFraction(value: number): number {
  const whole = Math.floor(value);
  return whole + nearestFraction(value - whole)[0];
}

/** `value` to the nearest `step` (5, 0.25, 0.01...), written back without float noise (0.29, not 0.28999...). */
export function roundToStep(value: number, step: number): number {
  const places = String(step).split('.')[1]?.length ?? 0;
  return Number((Math.round(value / step) * step).toFixed(places));
}

/**
 * How a language writes amounts: its locale for numbers, and its words (the web app's catalog
 * gives them, apps/web/src/lib/i18n/amounts.ts). Without one, amounts are written in English.
 */
export interface AmountLanguage {
  locale: string;
  /** The amount with its unit: "2 EL", "1 ½ szklanki". `more` is true when more than one is shown ("cups", not "cup"). */
  withUnit(unit: string, amount: string, shown: number, more: boolean): string;
  /** An amount that is a word: "to taste", "as needed", and a pinch or a dash with no quantity ("a pinch"). */
  alone(unit: string): string;
}

/** Up to `places` decimals, without float noise ("1.5", not "1.4999999"); tiny amounts keep one significant digit. */
function decimalText(value: number, places: number, locale?: string): string {
  const rounded = Number(value.toFixed(places));
  const shown = rounded === 0 ? Number(value.toPrecision(1)) : rounded;
  return locale ? formatNumber(locale, shown, { maxFractionDigits: 20, amount: true }) : String(shown);
}

function metricText(value: number, locale?: string): string {
  return decimalText(value, value < 10 ? 2 : value < 100 ? 1 : 0, locale);
}

interface Written {
  text: string;
  /** The amount as written, which decides singular or plural. */
  shown: number;
}

/** Rounds as `decimalText` does, for the amount that decides singular or plural. */
function decimalValue(value: number, places: number): number {
  const rounded = Number(value.toFixed(places));
  return rounded === 0 ? Number(value.toPrecision(1)) : rounded;
}

function writeQuantity(quantity: number, unit: string, locale?: string): Written {
  if (METRIC_UNITS.has(unit)) {
    const places = quantity < 10 ? 2 : quantity < 100 ? 1 : 0;
    return { text: metricText(quantity, locale), shown: decimalValue(quantity, places) };
  }
  const whole = Math.floor(quantity);
  const [fraction, glyph] = nearestFraction(quantity - whole);
  if (Math.abs(quantity - whole - fraction) > FRACTION_TOLERANCE) {
    return { text: decimalText(quantity, 2, locale), shown: decimalValue(quantity, 2) };
  }
  const shown = whole + fraction;
  if (shown === 0) return { text: decimalText(quantity, 2, locale), shown: quantity };
  const written = (value: number) => (locale ? formatNumber(locale, value, { amount: true }) : String(value));
  if (!glyph) return { text: written(shown), shown };
  return { text: whole ? `${written(whole)} ${glyph}` : glyph, shown };
}

/** A quantity alone: "1 ½", "⅓", "2"; with a metric unit, a decimal ("1.5", "1,5" in German). Nothing for 0 or less. */
export function formatQuantity(quantity: number, unit: string = '', locale?: string): string {
  if (!Number.isFinite(quantity) || quantity <= 0) return '';
  return writeQuantity(quantity, unit, locale).text;
}

/** A quantity with its unit as a cook writes it: "1 ½ cups", "⅓ tsp", "250 g", "2" (a count), "to taste"; "2 EL" in German. */
export function formatAmount(quantity: number, unit: string, language?: AmountLanguage): string {
  if (AMOUNT_WORDS.has(unit)) return language ? language.alone(unit) : unit;
  if (!Number.isFinite(quantity) || quantity <= 0) {
    if (!ONE_OF.has(unit)) return '';
    return language ? language.alone(unit) : `a ${unit}`;
  }
  const { text, shown } = writeQuantity(quantity, unit, language?.locale);
  if (!unit) return text;
  if (language) return language.withUnit(unit, text, shown, shown > 1);
  const word = UNIT_SYMBOLS[unit] ?? (shown > 1 ? (PLURAL_UNITS[unit] ?? unit) : unit);
  return `${text} ${word}`;
}
