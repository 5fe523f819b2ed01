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

/** How big one is, or how much a vague amount is: how many to buy, never what the food is. */
const SIZE_WORDS = new Set([
  'small',
  'medium',
  'large',
  'big',
  'jumbo',
  'extra-large',
  'medium-sized',
  'medium-size',
  'large-sized',
  'small-sized',
  'good',
  'heaping',
  'heaped',
  'generous',
  'a',
  'an',
]);

/** Preparation a recipe may leave before the name ("chopped parsley"); never a product of its own ("crushed tomatoes", "diced tomatoes" are canned, so those words stay). */
const PREPARATION_WORDS = new Set([
  'chopped',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'freshly',
  'sliced',
  'grated',
  'shredded',
  'peeled',
  'softened',
  'melted',
  'beaten',
  'sifted',
  'packed',
  'cubed',
  'halved',
  'quartered',
  'trimmed',
  'rinsed',
  'drained',
]);

/** Kinds a recipe names that are simply the food when another recipe names none: "2 onions" and "3 yellow onions" are bought together. */
const PLAIN_KINDS: ReadonlyMap<string, string> = new Map([
  ['yellow onion', 'onion'],
  ['brown onion', 'onion'],
  ['granulated sugar', 'sugar'],
  ['white sugar', 'sugar'],
]);

/**
 * What makes two lines the same food: case, spacing, punctuation, plurals, the package it
 * comes in, its size and how it is prepared do not ("Eggs", "egg", " EGGS. " are one food; so
 * are "1 block tofu" and "tofu", "3 medium yellow onions" and "2 onions", "chopped parsley" and
 * "parsley"). Every word is made singular, so adjectives and nouns alike compare as written once.
 */
export function foodKey(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}\s'&-]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 ? pluralize.singular(word) : word));
  const leading = (word: string, next: string) =>
    PACKAGE_WORDS.has(word) ||
    SIZE_WORDS.has(word) ||
    PREPARATION_WORDS.has(word) ||
    word === 'of' ||
    (word === 'extra' && SIZE_WORDS.has(next));
  while (words.length > 1 && leading(words[0]!, words[1]!)) words.shift();
  const key = words.join(' ');
  return PLAIN_KINDS.get(key) ?? key;
}

/** Vague amounts a list cannot buy by: "a handful of berries" is berries. */
const VAGUE_AMOUNT =
  /^(?:(?:a|an|one|1)\s+)?(?:(?:small|large|big|good|generous|heaping|heaped)\s+)?(?:handfuls?|knobs?|splash(?:es)?|drizzles?|sprinkl(?:e|es|ing)|dash(?:es)?|few|couple)(?:\s+of)?\s+(?=\p{L})/iu;
const LEADING_SIZE =
  /^(?:(?:small|medium|large|big|jumbo|extra[- ]large|medium[- ]sized?|large[- ]sized?|small[- ]sized?)[\s,]+)+(?=\p{L})/iu;

/**
 * A food as a shopping list names it: no size ("3 medium yellow onions" are 3 yellow onions)
 * and no vague amount, which also takes the count that went with it ("1 handful of berries"
 * is berries, the amount left to the cook). Other names come back as given.
 */
export function shoppingFood(line: { name: string; quantity: number; unit: string }): { name: string; quantity: number } {
  let name = line.name.trim().replace(/\s+/gu, ' ');
  let { quantity } = line;
  const vague = VAGUE_AMOUNT.exec(name);
  if (vague) {
    name = name.slice(vague[0].length);
    if (line.unit === '') quantity = 0;
  }
  name = name.replace(LEADING_SIZE, '');
  return { name, quantity };
}

/**
 * Words that only say which kind of a staple it is: "kosher salt" and "extra-virgin olive oil"
 * are still salt and oil, while "bell pepper" and "sesame oil" are shopping.
 */
const STAPLE_QUALIFIER_WORDS = [
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
];

let stapleQualifiers: ReadonlySet<string> | undefined;
/**
 * The qualifiers as foodKey keys them, made on the first match rather than as the module loads:
 * the dish page loads these rules, and keying them (pluralize's first words) was part of a long task.
 */
function stapleQualifierKeys(): ReadonlySet<string> {
  stapleQualifiers ??= new Set(STAPLE_QUALIFIER_WORDS.map(foodKey));
  return stapleQualifiers;
}

/** Whether a food is one of the cook's pantry staples: the staple itself, or it with only qualifiers before it. */
export function isPantryStaple(name: string, staples: readonly string[]): boolean {
  const key = foodKey(name);
  return staples.some((staple) => isKindOf(key, foodKey(staple)));
}

/**
 * Whether the food keyed `key` is the one keyed `kindKey`, or it with only qualifiers before it
 * ("sea salt" is salt, "fresh basil" is basil). Keys are foodKey's; callers matching many foods
 * compute them once.
 */
export function isKindOf(key: string, kindKey: string): boolean {
  if (!kindKey) return false;
  if (key === kindKey) return true;
  if (!key.endsWith(` ${kindKey}`)) return false;
  return key
    .slice(0, -kindKey.length - 1)
    .split(' ')
    .every((word) => stapleQualifierKeys().has(word));
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
