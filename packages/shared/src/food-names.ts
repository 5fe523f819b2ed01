import pluralize from 'pluralize';

/**
 * A food's name as the amount beside it needs it: "3 lemons" and "1 lemon", "3 medium yellow
 * onions", "2 cans chickpeas". Only English nouns of things counted one by one change, and
 * only the noun the count is of, so "2 cloves garlic", "salt" and names in other languages
 * stay as the recipe wrote them.
 */

/** Things a recipe counts, by their singular. */
const COUNTED = new Set(
  `apple apricot artichoke aubergine avocado bagel banana beet biscuit breast bun burger carrot chile chili chilli chop clementine
  cookie courgette cracker crepe cucumber cutlet date drumstick egg eggplant fig fillet jalapeño jalapeno kiwi leaf leek lemon lime
  mango muffin mushroom naan nectarine olive onion orange pancake parsnip patty peach pear pepper pita plum potato prawn radish
  roll sausage scallion scallop shallot steak strawberry thigh tomato tortilla turnip wing wrap yolk zucchini`.split(/\s+/u),
);

/** How a food is sold or held, counted in front of its name: "2 cans chickpeas", "3 heads of garlic". */
const COUNTED_FIRST = new Set(
  `bag bar block bottle box bunch can carton container ear envelope fillet handful head jar knob loaf pack package packet pot pouch
  punnet rib sachet sheet sprig stalk stick tin tub tube`.split(/\s+/u),
);

/** Where a name's head noun ends: "bunch of parsley", "lemon (juiced)", "chicken breast with skin". */
const HEAD_ENDS = /\s+(?:of|with|in|for|from)\s+|\s*[(,;]/u;

function withCaseOf(written: string, word: string): string {
  return written[0] !== written[0]!.toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** The head noun's place in `words`: a container counted first, else the last word (and "egg white"). */
function headIndex(words: string[]): number {
  if (words.length > 1 && COUNTED_FIRST.has(pluralize.singular(words[0]!.toLowerCase()))) return 0;
  return words.length - 1;
}

function isCounted(words: string[], index: number, singular: string): boolean {
  if (index === 0 && (words.length > 1 || COUNTED_FIRST.has(singular))) return true;
  if (singular === 'white') return words[index - 1]?.toLowerCase() === 'egg';
  return COUNTED.has(singular);
}

/**
 * `item` with the noun the count is of in the number `quantity` asks for: plural above one,
 * singular at one or less. Only for a bare count (`unit` ''); anything else comes back as given.
 */
export function countedItem(item: string, quantity: number, unit: string): string {
  if (unit !== '' || !Number.isFinite(quantity) || quantity <= 0) return item;
  const end = HEAD_ENDS.exec(item);
  const head = end ? item.slice(0, end.index) : item;
  const words = head.split(' ');
  const index = headIndex(words);
  const word = words[index]!;
  if (!/^[a-zñ'-]+$/iu.test(word)) return item;
  const singular = pluralize.singular(word.toLowerCase());
  if (!isCounted(words, index, singular)) return item;
  words[index] = withCaseOf(word, quantity > 1 ? pluralize.plural(singular) : singular);
  return words.join(' ') + item.slice(head.length);
}
