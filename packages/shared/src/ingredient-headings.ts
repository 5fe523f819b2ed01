import { DISH_LIMITS } from './dish-rules.js';

/**
 * Group headings inside an ingredient list ("For the sauce:", "FILLING", "Sauce"). They are
 * not ingredients; they name the group of the lines below them.
 */

const DECORATION = /^[\s•·*\-–—▪◦>#_=|[\]【〈《<＜［(（]+|[\s*_=|:：\-–—\]】〉》>＞］)）]+$/gu;
const HAS_AMOUNT = /[\d½¼¾⅓⅔⅛⅜⅝⅞]/u;
const FOR_THE = /^(?:for|für|pour|per|para|voor|to make)\s+\p{L}/iu;
const SECTION_WORDS = new Set(
  [
    'sauce',
    'dough',
    'filling',
    'topping',
    'toppings',
    'garnish',
    'garnishes',
    'dressing',
    'marinade',
    'glaze',
    'frosting',
    'icing',
    'crust',
    'base',
    'batter',
    'assembly',
    'to serve',
    'to finish',
    'to decorate',
    'to garnish',
    'for serving',
    'rub',
    'spice rub',
    'spice mix',
    'seasoning',
    'syrup',
    'streusel',
    'crumble',
    'crumb topping',
    'pastry',
    'meringue',
    'ganache',
    'buttercream',
    'decoration',
    'sponge',
    'custard',
    'caramel',
    'cake',
    'cookies',
    'salad',
    'soup',
    'broth',
    'curry paste',
    'spice paste',
    'main',
    'sides',
    'the rest',
    'optional',
    'optional toppings',
    'teig',
    'füllung',
    'soße',
    'belag',
    'glasur',
    'boden',
    'dekoration',
    'garnitur',
    'pâte',
    'garniture',
    'décoration',
    'impasto',
    'ripieno',
    'condimento',
    'guarnizione',
    'masa',
    'relleno',
    'cobertura',
    'aderezo',
    'deeg',
    'vulling',
    'saus',
    'glazuur',
    'たれ',
    'ソース',
    '合わせ調味料',
    'vinaigrette',
    'dry ingredients',
    'wet ingredients',
    'to assemble',
    'for assembly',
  ].map((word) => word.toLowerCase()),
);
/** "Ingredients" above the list heads no group of its own. */
const LIST_TITLE =
  /^(?:ingredients?|zutaten|ingrédients|ingredienti|ingredientes|ingrediënten|ingredienser|składniki|材料|you will need|you'll need)$/iu;
const AMOUNT_PHRASE = /\b(?:to taste|as needed|q\.b\.)\b/iu;
/** "(optional)", "(makes 1 cup)", "(see note)" after a heading, before its colon. */
const ASIDE = /\s*\(((?:optional|makes?|serves|yields?|see)\b[^()]*)\)\s*([:：]?)\s*$/iu;
/** "Ingredients for the sauce": the group is the sauce. */
const INGREDIENTS_FOR = /^(?:ingredients?|zutaten|ingrédients)\s+(?=(?:for|für|pour)\s)/iu;
/**
 * "Cream Cheese Frosting", "Streusel Topping": a title-cased name ending in a part of a dish.
 * Not sauce, dressing or syrup, which are also bought ("Soy Sauce").
 */
const TITLED_SECTION =
  /^(?:\p{Lu}[\p{L}'-]*\s+){1,3}(?:Frosting|Icing|Filling|Topping|Glaze|Marinade|Dough|Batter|Crust|Streusel|Ganache|Buttercream|Vinaigrette|Assembly)$/u;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function wordCount(text: string): number {
  return text.split(/\s+/u).length;
}

function sentenceCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  const lower = text.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Longer than any heading with its decoration ("---------- For the sauce (makes 1 cup): ----------"). */
const MAX_HEADING_LINE = 200;

const isAllCapitals = (text: string) => /\p{Lu}.*\p{Lu}/u.test(text) && text === text.toUpperCase();

/**
 * Whether a list is written in capitals throughout ("2 CUPS FLOUR", as old Meal-Master and
 * MasterCook files and some printed cards are): most of its lines with an amount are. Then a
 * line in capitals is no heading by that alone, or "SALT" and "BUTTER" would vanish.
 */
export function writtenInCapitals(lines: readonly string[]): boolean {
  const withAmounts = lines.filter((line) => HAS_AMOUNT.test(line) && /\p{L}/u.test(line));
  return withAmounts.length >= 2 && withAmounts.filter(isAllCapitals).length * 5 >= withAmounts.length * 3;
}

export interface HeadingOptions {
  /** False for a list written in capitals throughout (`writtenInCapitals`). */
  capitalsMarkHeadings?: boolean;
}

/**
 * The group a heading line names ("For the glaze"), '' for the list's own title
 * ("Ingredients:"), or null when the line is not a heading.
 */
export function ingredientHeading(line: string, { capitalsMarkHeadings = true }: HeadingOptions = {}): string | null {
  const spaced = line.replace(/\s+/gu, ' ').trim();
  // A heading is a few words; and DECORATION's trim backtracks on a long run of dashes or stars.
  if (spaced.length > MAX_HEADING_LINE) return null;
  // "Filling (optional)", "For the sauce (makes 1 cup):": the aside says nothing of what the heading is.
  const aside = ASIDE.exec(spaced);
  const raw = aside ? spaced.replace(ASIDE, aside[2] ?? '') : spaced;
  const text = capitalised(raw.replace(DECORATION, '').replace(INGREDIENTS_FOR, '').trim());
  if (!text || HAS_AMOUNT.test(text) || !/\p{L}/u.test(text) || AMOUNT_PHRASE.test(text)) return null;
  if (LIST_TITLE.test(text)) return '';
  // "For serving: lemon wedges" names an ingredient after its label.
  if (/[:：]\s*\S/u.test(text)) return null;
  const words = wordCount(text);
  const endsWithColon = /[:：]\s*\**$/u.test(raw);
  const bracketed = /^[[【〈《<＜［(（].+[\]】〉》>＞］)）]$/u.test(raw);
  const shouting = capitalsMarkHeadings && words <= 6 && isAllCapitals(text);
  const heading =
    (endsWithColon && words <= 8) ||
    (TITLED_SECTION.test(text) && words <= 4) ||
    (FOR_THE.test(text) && words <= 7 && !text.includes(',')) ||
    shouting ||
    bracketed ||
    SECTION_WORDS.has(text.toLowerCase().replace(/^the\s+/u, ''));
  if (!heading) return null;
  const name = aside && /optional/iu.test(aside[1]!) ? `${sentenceCase(text)} (optional)` : sentenceCase(text);
  return name.slice(0, DISH_LIMITS.ingredientGroup).trim();
}
