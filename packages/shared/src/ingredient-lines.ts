import { parseIngredient } from 'parse-ingredient';
import type { Ingredient } from './dishes.js';
import { DISH_LIMITS, UNITS, type Unit } from './dish-rules.js';

/**
 * parse-ingredient's canonical unit ids that match one of our units. Any other unit it
 * recognises (can, bunch, stick, ...) is kept in the ingredient's text instead, so
 * "2 cans beans" reads as quantity 2 of "cans beans" rather than losing the word.
 */
const UNIT_BY_PARSER_ID: Readonly<Record<string, Unit>> = {
  teaspoon: 'tsp',
  tablespoon: 'tbsp',
  'fluid ounce': 'fl oz',
  cup: 'cup',
  pint: 'pint',
  quart: 'quart',
  gallon: 'gallon',
  milliliter: 'ml',
  liter: 'l',
  ounce: 'oz',
  pound: 'lb',
  gram: 'g',
  kilogram: 'kg',
  piece: 'piece',
  slice: 'slice',
  clove: 'clove',
  pinch: 'pinch',
  dash: 'dash',
};

const PARSER_OPTIONS = {
  // "2 large eggs": the size belongs to the eggs, not to a unit we could shop by.
  ignoreUOMs: ['small', 'medium', 'large'],
  // Our unit list has "slice"; the library's does not.
  additionalUOMs: { slice: { short: 'slice', plural: 'slices', alternates: ['sl'] } },
} as const;

const AMOUNT_WORDS = /^(.*?)[\s,]+(to taste|as needed)\.?$/i;
const OPTIONAL_MARK = /\s*(\(optional\)|,\s*optional\b)\s*/i;

/** Our unit for a unit as a person or a model wrote it ("Tablespoons", "cups", "g"), else ''. */
export function toKitchenUnit(written: string): Unit | '' {
  const text = written.trim();
  const exact = UNITS.find((unit) => unit.toLowerCase() === text.toLowerCase());
  if (exact) return exact;
  if (!text || text.length > 30) return '';
  const [parsed] = parseIngredient(`1 ${text} x`, PARSER_OPTIONS);
  const id = parsed?.unitOfMeasureID;
  return (id && UNIT_BY_PARSER_ID[id]) || '';
}

function clampQuantity(value: number | null): number {
  if (value === null || !Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, DISH_LIMITS.quantity);
}

/**
 * Reads one written ingredient line ("1 1/2 cups flour", "Salt to taste") into our
 * Ingredient shape. Answers null for lines that name no ingredient (blank, group headers
 * such as "For the glaze:").
 */
export function parseIngredientLine(line: string): Ingredient | null {
  let text = line.trim();
  const optional = OPTIONAL_MARK.test(text);
  text = text.replace(OPTIONAL_MARK, ' ').trim();

  const amountWords = AMOUNT_WORDS.exec(text);
  if (amountWords?.[1]) {
    const unit = amountWords[2]!.toLowerCase() as Unit;
    return finish({ item: amountWords[1], quantity: 0, unit, optional });
  }

  const [parsed] = parseIngredient(text, PARSER_OPTIONS);
  if (!parsed || parsed.isGroupHeader) return null;
  const ourUnit = parsed.unitOfMeasureID ? UNIT_BY_PARSER_ID[parsed.unitOfMeasureID] : undefined;
  const unitWords = !ourUnit && parsed.unitOfMeasure ? `${parsed.unitOfMeasure} ` : '';
  const range = parsed.quantity2 !== null ? ` (${parsed.quantity} to ${parsed.quantity2})` : '';
  return finish({
    item: `${unitWords}${parsed.description}${range}`,
    quantity: clampQuantity(parsed.quantity),
    unit: ourUnit ?? '',
    optional,
  });
}

function finish(ingredient: Ingredient): Ingredient | null {
  const item = ingredient.item.replace(/\s+/g, ' ').replace(/^[\s,;:.-]+|[\s,;:]+$/g, '');
  if (!/\p{L}/u.test(item)) return null;
  return { ...ingredient, item: item.slice(0, DISH_LIMITS.ingredientItem).trim() };
}

/** Every line that names an ingredient, in order. */
export function parseIngredientLines(lines: readonly string[]): Ingredient[] {
  return lines.map(parseIngredientLine).filter((ingredient) => ingredient !== null);
}
