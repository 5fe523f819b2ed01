/**
 * Words cookbooks put around an amount that the library does not read: an article before a
 * size word ("a scant ½ teaspoon"), superscript footnote marks, amounts with no number ("a
 * little olive oil") and sizes likened to things ("a thumb-sized piece"). Each is a small
 * rewrite of the line or of the description, made before or after the library reads it.
 */

/** "a scant ½ teaspoon", "a heaped 2 tbsp": the article is not a second amount of one. */
const ARTICLE_BEFORE_SIZE = /^an?\s+(?=(?:scant|heaped|heaping|generous|good|level|rounded|bare)\s+[\d½¼¾⅓⅔⅛⅜⅝⅞])/iu;

/** "Generous pinch of saffron", "Small dash of soy": one pinch, of the size the word says. */
const SIZED_PINCH = /^(?=(?:scant|heaped|heaping|generous|good|big|large|small|tiny)\s+(?:pinch|pinches|dash|dashes)\b)/iu;

export function withoutArticleBeforeSize(text: string): string {
  return text.replace(ARTICLE_BEFORE_SIZE, '').replace(SIZED_PINCH, '1 ');
}

/**
 * "salt¹", "flour ²": a footnote written as a superscript number after a word. A superscript
 * fraction ("¹/₂") is an amount and was read before this runs.
 */
export function withoutSuperscriptMarks(text: string): string {
  return text.replace(/(?<=\p{L}|\s|\))\s?[¹²³⁴⁵⁶⁷⁸⁹⁰]+(?=\s|$|[,;.)])/gu, '');
}

/**
 * "a little olive oil", "un peu de sel": an amount with no number or measure, which the cook
 * judges; it goes to the note and the item is what you buy. Words for a pour or a sprinkle
 * ("a splash of milk") are kept, without their article, as "drizzle of olive oil" is.
 */
export const VAGUE_AMOUNT =
  /^((?:a\s+)?(?:little(?:\s+bit)?|(?:tiny\s+)?bit|touch)(?:\s+of)?|ein\s+wenig|ein\s+bisschen|un\s+peu\s+d(?:e|['’])|un\s+poco\s+de|un\s+po['’]\s+di|een\s+beetje)(?:\s+|(?<=['’]))(?=\p{L})/iu;
/** "Extra flour, for dusting": more of something already listed; not "extra virgin" or "extra sharp". */
export const EXTRA_OF =
  /^((?:some\s+)?(?:extra|additional))\s+(?!(?:virgin|fine|large|sharp|firm|lean|light|dark|thick|mature|strong|wide|old|small|long|mild|hot)\b)(?=\p{L})/iu;
export const ARTICLE_BEFORE_POUR = /^an?\s+(?=(?:splash|drizzle|dribble|squeeze|squirt|sprinkle|sprinkling|glug)\s)/iu;

const SIZE_ABBREVIATIONS: Readonly<Record<string, string>> = { lg: 'large', lge: 'large', med: 'medium', md: 'medium', sm: 'small' };
const ABBREVIATED_SIZE = /^(\d[\d./\s-]*\s)(lge?|med|md|sm)\.?(?=\s+\p{L})/iu;

/** "1 lg. onion", "2 med. potatoes": the size written out, as "1 large onion" keeps it. */
export function withSizesWrittenOut(text: string): string {
  return text.replace(ABBREVIATED_SIZE, (_all, amount: string, size: string) => `${amount}${SIZE_ABBREVIATIONS[size.toLowerCase()]}`);
}

/** "1 thumb-sized piece of ginger": how big the piece is, said by what it looks like. */
export const LIKENED_SIZE = '(?:thumb|walnut|golf[- ]ball|egg|fist|bite)[- ]sized?';
