import pluralize from 'pluralize';

/**
 * Cook mode's view of a dish: its steps one by one, and which ingredients each step names.
 */

/** "1.", "2)", "Step 3:", "- " or "• " at the start of a line, which the step counter replaces. */
const NUMBERING = /^\s*(?:step\s+\d{1,3}\s*[:.)-]?\s*|\d{1,3}[.)]\s+|[-•*–]\s+)/i;
/** "1. Boil water. 2. Add pasta." written on one line. */
const INLINE_NUMBER = /(?:^|\s)(\d{1,2})[.)]\s+/g;

function tidy(text: string): string {
  return text.replace(NUMBERING, '').replace(/\s+/g, ' ').trim();
}

/** Splits at "1. ", "2. ", "3. " only when they count up from 1 at the start, so "Bake 2. Then" stays whole. */
function splitInlineNumbers(text: string): string[] | null {
  const cuts: number[] = [];
  for (const match of text.matchAll(INLINE_NUMBER)) {
    if (Number(match[1]) !== cuts.length + 1) continue;
    cuts.push(match.index);
  }
  if (cuts.length < 2 || cuts[0] !== 0) return null;
  return cuts.map((cut, index) => text.slice(cut, cuts[index + 1]));
}

/** Sentences as the platform's Unicode segmenter finds them: "approx. 5 min. until soft" and "1.5 cups" stay whole. */
function sentences(text: string): string[] {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return [text];
  return [...new Intl.Segmenter('en', { granularity: 'sentence' }).segment(text)].map((part) => part.segment);
}

/**
 * The steps to cook from: a dish's list as it is; a single block of text split into
 * paragraphs, else into its lines (numbered or not), else "1. ... 2. ..." numbering, else sentences.
 */
export function cookSteps(instructions: string | readonly string[]): string[] {
  if (typeof instructions !== 'string') return instructions.map((step) => step.trim()).filter(Boolean);
  const text = instructions.replace(/\r\n?/g, '\n').trim();
  if (!text) return [];
  const paragraphs = text.split(/\n\s*\n/);
  const lines = text.split('\n').filter((line) => line.trim());
  const pieces = paragraphs.length > 1 ? paragraphs : lines.length > 1 ? lines : (splitInlineNumbers(text) ?? sentences(text));
  return pieces.map(tidy).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Which ingredients a step names.

/** Words that describe an ingredient rather than name it: "the butter" is the "unsalted butter". */
const DESCRIPTORS = new Set(
  (
    'a an the of and or to for at in into some about approximately plus more divided optional serving taste ' +
    'fresh freshly chopped finely roughly coarsely minced diced sliced thinly cubed halved quartered grated shredded ' +
    'crushed ground peeled seeded pitted trimmed rinsed drained softened melted beaten cold warm room temperature ' +
    'large small medium big whole ripe unsalted salted extra virgin extra-virgin all-purpose plain good quality ' +
    'good-quality organic boneless skinless dried frozen canned cooked packed heaping level toasted lightly firmly cut'
  ).split(' '),
);

/** Words for a portion of the ingredient, dropped as a second way to name it: "garlic cloves" is also "garlic". */
const PORTIONS = new Set('clove sprig leaf stalk can tin jar bunch head handful stick piece slice fillet breast thigh'.split(' '));

const WORD = /[a-z]+(?:['-][a-z]+)*/g;

function singular(word: string): string {
  return pluralize.singular(word);
}

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map(singular);
}

/** The phrases that name an ingredient, longest first, and which of them name all of it. */
function namesOf(item: string): Array<{ words: string[]; whole: boolean }> {
  const head =
    item
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .split(/[,;]/)[0] ?? '';
  const core = (head.match(WORD) ?? []).filter((word) => !DESCRIPTORS.has(word) && word.length > 1).map(singular);
  const withoutPortions = core.filter((word) => !PORTIONS.has(word));
  const names = new Map<string, { words: string[]; whole: boolean }>();
  for (const words of [core, withoutPortions]) {
    for (let from = 0; from < words.length; from += 1) {
      const suffix = words.slice(from);
      const key = suffix.join(' ');
      const whole = from === 0;
      names.set(key, { words: suffix, whole: whole || (names.get(key)?.whole ?? false) });
    }
  }
  return [...names.values()].sort((a, b) => b.words.length - a.words.length);
}

interface Mention {
  ingredient: number;
  start: number;
  end: number;
  whole: boolean;
}

function mentionsIn(tokens: string[], ingredient: number, item: string): Mention[] {
  const mentions: Mention[] = [];
  for (const name of namesOf(item)) {
    for (let start = 0; start + name.words.length <= tokens.length; start += 1) {
      if (name.words.every((word, offset) => tokens[start + offset] === word)) {
        mentions.push({ ingredient, start, end: start + name.words.length, whole: name.whole });
      }
    }
  }
  return mentions;
}

/** Another ingredient's mention names this place more fully ("olive oil" beats the vegetable "oil"). */
function outnamed(mention: Mention, others: Mention[]): boolean {
  return others.some((other) => {
    if (other.ingredient === mention.ingredient || other.start > mention.start || other.end < mention.end) return false;
    const longer = other.end - other.start > mention.end - mention.start;
    return longer || (other.whole && !mention.whole);
  });
}

/**
 * The ingredients a step names, in the dish's order: by their main words, singular or plural,
 * in any case ("the butter" finds "unsalted butter", "eggs" finds "large egg"). Where two
 * ingredients share a word, the one the step names more fully wins ("olive oil" over
 * "vegetable oil"); a step that says only "the oil" shows both.
 */
export function ingredientsForStep<T extends { item: string }>(step: string, ingredients: readonly T[]): T[] {
  const tokens = wordsOf(step);
  const mentions = ingredients.flatMap((ingredient, index) => mentionsIn(tokens, index, ingredient.item));
  const named = new Set(mentions.filter((mention) => !outnamed(mention, mentions)).map((mention) => mention.ingredient));
  return ingredients.filter((_, index) => named.has(index));
}
