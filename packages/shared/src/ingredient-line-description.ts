import { ARTICLE_BEFORE_POUR, EXTRA_OF, VAGUE_AMOUNT } from './ingredient-cookbook-words.js';
import { AMOUNT, spaceOut } from './ingredient-line-text.js';
import { isUnitWord } from './ingredient-units.js';

/**
 * What parse-ingredient leaves after the amount and unit ("garlic, minced", "olive oil plus
 * more for frying", "juice of lemon") split into the item you buy and notes on preparing it.
 */

/** Words that may stand before a comma inside a name: "boneless, skinless chicken thighs". */
const LISTED_ADJECTIVES = new Set(
  'boneless skinless bone-in skin-on large small medium big ripe firm fresh young thick thin hot cold sweet dry soft hard organic whole lean mild smoked unsalted salted plain raw free-range seedless day-old good-quality extra-large crisp juicy waxy floury'.split(
    ' ',
  ),
);
const SEASONING_PAIR =
  /^(?:and |et |und |e |y |en )?(?:black |white |ground |freshly ground )?(?:pepper|poivre|pfeffer|pepe|pimienta|peper)\b/iu;
const TRAILING_NOTE =
  /\s+((?:plus|\+) (?:more|extra)\b.*|(?:beaten|mixed|whisked|dissolved|diluted) (?:with|in)\b.*|(?:for|to) (?:serve|serving|garnish|garnishing|dust|dusting|grease|greasing|rolling(?: out)?|roll(?: out)?|kneading|knead|the work ?surface|coating|coat|dredging|dredge|dipping|fry|frying|(?:deep|shallow|pan)[- ]?fry(?:ing)?|drizzle|drizzling|brush|brushing|sprinkle|sprinkling|decorate|decorating|decoration|top|topping|the pan|the tin|the dish|the tray|the baking sheet)\b.*|at room temperature\b.*|room temperature|divided|softened|melted|well chilled|zum (?:Bestreuen|Braten|Anbraten|Servieren|Einfetten|Frittieren)\b.*|für (?:die|das|den) (?:Form|Pfanne|Blech|Backform)\b.*|pour (?:servir|la cuisson|le moule)\b.*|per (?:servire|friggere)\b.*|para (?:servir|freír|decorar)\b.*)$/iu;
/** Preparation written before the name; only words that never belong to what you buy ("minced beef" is bought so). */
const PREPARED = 'chopped|sliced|diced|minced|grated|peeled|deseeded|seeded|pitted|stoned|cored|crushed|toasted|cubed|mashed';
const LEADING_PREPARATION = new RegExp(
  `^((?:(?:freshly|finely|roughly|coarsely|thinly|lightly|firmly|loosely|well)[ -](?:ground|grated|chopped|sliced|diced|minced|squeezed|packed|beaten|crushed|shredded)|chopped|minced(?!\\s+(?:beef|pork|lamb|meat|veal|chicken|turkey|mutton)\\b)|diced|cubed|mashed|melted|softened|beaten|sifted|packed)(?:\\s*(?:,|and|&)\\s*(?:freshly|finely|roughly|coarsely|thinly)?\\s*(?:${PREPARED}))?)\\s+(?=\\p{L})`,
  'iu',
);
/** Words that may stand before a comma at the start of a description: "chopped, pitted dates". */
const PREPARATION_WORDS = new Set([...PREPARED.split('|'), 'freshly', 'finely', 'roughly', 'coarsely', 'thinly', 'melted', 'softened']);
/** "a few thyme sprigs", "few drops of vanilla", "several sprigs parsley": no number, and the few is not what you buy. */
const A_FEW = /^((?:(?:a\s+)?few|several)(?:\s+(?:drops|dashes|splashes|sprigs|leaves|pieces))?)(?:\s+of)?\s+(?=\p{L})/iu;
/** "each salt and pepper", "each: salt, pepper": the amount goes to both. */
const EACH = /^(each)(?:\s+of)?[\s:]+(?=\p{L})/iu;
/** What follows a comma and is surely no name: a participle, a purpose, an amount. */
const NOT_A_NAME = /^(?:\p{L}+ed|for|to|plus|or|divided|about|at|cut|each|[\d½¼¾⅓⅔⅛])(?!\p{L})/iu;
/** "fresh thyme or 1 tsp dried", "3 large eggs plus 1 yolk", "2 eggs + 1 yolk": a second amount is a note. */
const SECOND_CHOICE = /\s+((?:or|plus|\+)\s+(?:an?\s+|another\s+)?[\d½¼¾⅓⅔⅛].*)$/iu;
const PART_OF =
  /^((?:the\s+)?(?:finely\s+)?(?:grated\s+)?(?:juice|zest|rind|peel|zest and juice|juice and zest|juice and grated zest|grated zest and juice))\s+(?:of|from)\s+(?:an?\s+|the\s+)?(.+)$/iu;

const BARE_CONTAINER =
  /^(?:cans?|tins?|jars?|packages?|packets?|packs?|pkgs?\.?|bags?|boxe?s?|cartons?|containers?|envelopes?|bottles?)$/iu;
const ALTERNATIVE_AMOUNT = new RegExp(
  `^((?:or|plus|\\+)\\s+(?:an?\\s+)?${AMOUNT}\\s+(?:\\d+(?:\\.\\d+)?\\s+\\p{L}+\\s+)?(\\p{L}+\\.?))\\s+(\\p{L}.*)$`,
  'iu',
);

/**
 * "1 can or 2 cups cooked chickpeas": both amounts share the food written last, so the item
 * is "can cooked chickpeas" and the note "or 2 cups"; otherwise the item and note as they are.
 */
function sharedFood(item: string, alternative: string): [string, string] {
  const amount = ALTERNATIVE_AMOUNT.exec(alternative);
  if (!BARE_CONTAINER.test(item.trim()) || !amount || !isUnitWord(amount[2]!)) return [item, alternative];
  return [`${item.trim()} ${amount[3]}`, amount[1]!];
}

function firstTopLevelBreak(text: string): number {
  const pattern = /\s*[,;]\s*|\s+(?:--|[-–—])\s+/gu;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const wordsBefore = text
      .slice(0, match.index)
      .toLowerCase()
      .split(/[\s,]+/u);
    const onlyAdjectives =
      wordsBefore.every((word) => LISTED_ADJECTIVES.has(word)) || wordsBefore.every((word) => PREPARATION_WORDS.has(word));
    if (match[0].includes(',') && onlyAdjectives) continue;
    const after = text.slice(match.index + match[0].length);
    if (SEASONING_PAIR.test(after)) continue;
    // "each: cumin, coriander": after "each" a comma lists the things the amount goes to.
    if (match[0].includes(',') && EACH.test(text) && !NOT_A_NAME.test(after)) continue;
    return match.index;
  }
  return -1;
}

/**
 * Splits the library's description into what you buy and how to prepare it:
 * "garlic, minced" -> garlic + minced; "olive oil plus more for frying"; "juice of lemon".
 * Notes written after the first comma come apart (`afterBreak`), so the caller can put a
 * parenthesis written before that comma between the two.
 */
export function splitDescription(description: string): { item: string; notes: string[]; afterBreak: string[] } {
  const notes: string[] = [];
  const afterBreak: string[] = [];
  let item = spaceOut(description).replace(ARTICLE_BEFORE_POUR, '');
  const cut = firstTopLevelBreak(item);
  if (cut > 0) {
    const after = item.slice(cut).replace(/^\s*(?:--|[,;–—-])\s*/u, '');
    item = item.slice(0, cut);
    if (after) afterBreak.push(after);
  }
  const second = SECOND_CHOICE.exec(item);
  if (second && second.index > 0) {
    const [kept, alternative] = sharedFood(item.slice(0, second.index), second[1]!);
    notes.unshift(alternative);
    item = kept;
  }
  const trailing = TRAILING_NOTE.exec(item);
  if (trailing && trailing.index > 0) {
    notes.unshift(trailing[1]!);
    item = item.slice(0, trailing.index);
  }
  for (const pattern of [A_FEW, EACH, VAGUE_AMOUNT, EXTRA_OF]) {
    const words = pattern.exec(item);
    if (!words) continue;
    notes.unshift(words[1]!.toLowerCase());
    item = item.slice(words[0].length);
  }
  const leading = LEADING_PREPARATION.exec(item);
  if (leading) {
    notes.unshift(leading[1]!);
    item = item.slice(leading[0].length);
  }
  const part = PART_OF.exec(item);
  if (part) {
    notes.unshift(part[1]!.toLowerCase());
    item = part[2]!;
  }
  return { item: item.replace(/^[\s,;:.\-–—/]+|[\s,;:\-–—/]+$/gu, ''), notes, afterBreak };
}
