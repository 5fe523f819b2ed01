import pluralize from 'pluralize';

/**
 * Shopping-list rules without zod, for the server and the list screen alike: the aisles, the
 * limits, what makes two lines the same food, and which foods are pantry staples.
 */

/** The store's aisles, in the order a list shows them. */
export const AISLES = [
  'Produce',
  'Dairy & Eggs',
  'Meat & Fish',
  'Bakery',
  'Pantry',
  'Frozen',
  'Spices',
  'Drinks',
  'Household',
  'Other',
] as const;
export type Aisle = (typeof AISLES)[number];

export const SHOPPING_LIST_LIMITS = {
  /** Items on one list; also what one Instacart list takes (SHOPPING_LIMITS.items). */
  items: 500,
  /** An item's name, as a dish's ingredient allows (DISH_LIMITS.ingredientItem). */
  name: 200,
  /** One written line ("2 cups milk", "paper towels"). */
  text: 300,
  /** Dishes an item remembers it is for. */
  sources: 20,
  /** Pantry staples a cook may keep, and the length of one. */
  staples: 100,
  staple: 60,
  /** Items of a week's meals to leave off when adding them. */
  exclude: 500,
} as const;

/** What a cook always has unless they say otherwise (editable in Settings). */
export const DEFAULT_PANTRY_STAPLES: readonly string[] = ['salt', 'pepper', 'oil', 'water'];

/**
 * How a food is sold, which the ingredient reader leaves at the start of its name ("2 cans
 * chickpeas", "1 bunch parsley"): not part of what the food is.
 */
const PACKAGE_WORDS = new Set([
  'bag',
  'block',
  'bottle',
  'box',
  'bunch',
  'can',
  'carton',
  'container',
  'head',
  'jar',
  'pack',
  'package',
  'packet',
  'pot',
  'punnet',
  'sprig',
  'stalk',
  'stick',
  'tin',
  'tub',
  'tube',
  'handful',
  'knob',
]);

/**
 * What makes two lines the same food: case, spacing, punctuation, plurals and the package
 * it comes in do not ("Eggs", "egg", " EGGS. " are one food; so are "1 block tofu" and
 * "tofu"). Every word is made singular, so adjectives and nouns alike compare as written once.
 */
export function foodKey(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s'&-]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? pluralize.singular(word) : word));
  while (words.length > 1 && PACKAGE_WORDS.has(words[0]!)) words.shift();
  if (words.length > 1 && words[0] === 'of') words.shift();
  return words.join(' ');
}

/**
 * Words that only say which kind of a staple it is: "kosher salt" and "extra-virgin olive oil"
 * are still salt and oil, while "bell pepper" and "sesame oil" are shopping.
 */
const STAPLE_QUALIFIERS = new Set(
  [
    'kosher',
    'sea',
    'table',
    'fine',
    'flaky',
    'coarse',
    'iodized',
    'black',
    'white',
    'ground',
    'freshly',
    'fresh',
    'cracked',
    'whole',
    'olive',
    'extra',
    'virgin',
    'extra-virgin',
    'light',
    'neutral',
    'vegetable',
    'canola',
    'sunflower',
    'cooking',
    'cold',
    'warm',
    'hot',
    'lukewarm',
    'boiling',
    'tepid',
    'ice',
    'iced',
    'tap',
    'filtered',
    'of',
    'and',
    'a',
    'some',
  ].map(foodKey),
);

/** Whether a food is one of the cook's pantry staples: the staple itself, or it with only qualifiers before it. */
export function isPantryStaple(name: string, staples: readonly string[]): boolean {
  const key = foodKey(name);
  return staples.some((staple) => {
    const stapleKey = foodKey(staple);
    if (!stapleKey) return false;
    if (key === stapleKey) return true;
    if (!key.endsWith(` ${stapleKey}`)) return false;
    return key
      .slice(0, -stapleKey.length - 1)
      .split(' ')
      .every((word) => STAPLE_QUALIFIERS.has(word));
  });
}

/** A cook's staples as they typed them: trimmed, blank and repeated ones dropped. */
export function tidyStaples(staples: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const staple of staples) {
    const text = staple.trim().replace(/\s+/g, ' ');
    const key = foodKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept;
}
