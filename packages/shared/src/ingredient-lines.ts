import { parseIngredient } from 'parse-ingredient';
import type { Ingredient } from './dishes.js';
import { DISH_LIMITS, type Unit } from './dish-rules.js';
import { type HeadingOptions, ingredientHeading, writtenInCapitals } from './ingredient-headings.js';
import { withBoundedQuantityRuns } from './ingredient-line-bounds.js';
import { splitDescription } from './ingredient-line-description.js';
import { AMOUNT, takeParentheses, takeSecondAmount, tidyLine } from './ingredient-line-text.js';
import { takeAmountWords, takeOptional, withoutOptionalLabel } from './ingredient-phrases.js';
import { isJapanese, isMeasure, isUnitWord, kitchenUnitFor, parserOptions, toKitchenUnit } from './ingredient-units.js';
import { formatAmount, formatQuantity } from './amounts.js';

export { ingredientHeading, toKitchenUnit, writtenInCapitals };

/**
 * Ingredient lines as cookbooks and web pages write them, read into quantity + unit + item
 * (what you buy) + note (how to prepare it). parse-ingredient reads the amount and unit; the
 * text fixes around it live in ingredient-line-text.ts, the split of item from preparation in
 * ingredient-line-description.ts, the unit table in ingredient-units.ts.
 *
 * Choices a reader could not guess:
 * - A range ("6-8", "2 to 3 tbsp") keeps its lower number as the quantity and the whole
 *   range in the note ("6 to 8"), so shopping never buys less than the recipe may need.
 * - Of a metric/imperial pair ("125g/4½oz", "1 cup (240 ml)") the first amount is kept and
 *   the conversion dropped; a size beside a count ("1 (14 oz) can") goes to the note.
 * - Units outside our 20 (can, bunch, sprig, stick, package, ...) give unit '' and stay
 *   written at the start of the item ("cans chickpeas"), so nothing the cook wrote is lost.
 */

type Parsed = { quantity: number | null; quantity2: number | null; unitId: string | null; unitWritten: string | null; description: string };

/**
 * Reads many texts with one library call per script: building the library's parse context
 * costs more than reading a line, and a page brings its ingredient lines all at once.
 */
function readAmounts(texts: readonly string[]): Array<Parsed | null> {
  const answers: Array<Parsed | null> = texts.map(() => null);
  for (const japanese of [false, true]) {
    const indexes = texts.flatMap((text, index) => (isJapanese(text) === japanese && text.trim() ? [index] : []));
    if (indexes.length === 0) continue;
    const parsed = parseIngredient(
      indexes.map((index) => withBoundedQuantityRuns(texts[index]!)),
      { ...parserOptions(japanese ? '日' : ''), includeMeta: true },
    );
    for (const line of parsed) {
      if (line.isGroupHeader) continue;
      answers[indexes[line.meta!.sourceIndex]!] = {
        quantity: line.quantity,
        quantity2: line.quantity2,
        unitId: line.unitOfMeasureID,
        unitWritten: line.unitOfMeasure,
        description: line.description,
      };
    }
  }
  return answers;
}

/**
 * "240 ml", "about 14 oz", "30 g": amounts with a unit we can measure by and nothing else.
 * The library only reads a unit that has a name after it, hence the stand-in name.
 */
function readBareAmounts(texts: readonly string[]): Map<string, Parsed> {
  const answers = readAmounts(texts.map((text) => `${tidyLine(text)} x`));
  const bare = new Map<string, Parsed>();
  texts.forEach((text, index) => {
    const amount = answers[index];
    if (!amount || amount.quantity === null || amount.description.replace(/\beach\b/iu, '').trim() !== 'x') return;
    const unit = kitchenUnitFor(amount.unitId);
    if (unit !== null && isMeasure(unit.unit)) bare.set(text, amount);
  });
  return bare;
}

function clampQuantity(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.round(value * 1000) / 1000, DISH_LIMITS.quantity);
}

/** "6 to 8", "1 ½ to 2 cups": the unit as the larger amount writes it. */
function rangeNote(low: number, high: number, unit: Unit | ''): string {
  return `${formatQuantity(low, unit)} to ${unit ? formatAmount(high, unit) : formatQuantity(high, unit)}`;
}

/** "400 g tin chopped tomatoes": once an amount is measured, the tin is only how it is sold. */
const CONTAINER =
  /^(tins?|cans?|jars?|packets?|packs?|packages?|pkgs?\.?|bags?|tubs?|cartons?|bottles?|box(?:es)?|punnets?|pots?|blocks?|sachets?|pouch(?:es)?|envelopes?|Dosen?|Gl(?:as|äser)|Packung(?:en)?|Becher|boîtes?|latas?|blik(?:ken)?|pak(?:ken)?)\s+(?=\p{L})/iu;
const CLOVE_SIZE = '(?:(large|small|medium|big|fat|plump)\\s+)?';
/** "2 garlic cloves", "1 fat clove garlic", "1 large clove of garlic": cloves of garlic, whichever the order. */
const GARLIC_CLOVES = [
  new RegExp(`^${CLOVE_SIZE}(garlic|knoblauch)[\\s-]?(?:cloves?|zehen?)$`, 'iu'),
  new RegExp(`^${CLOVE_SIZE}cloves?\\s+(?:of\\s+)?(garlic)$`, 'iu'),
];
const OPTIONAL_WORD = /^(?:optional|facultatif|opcional|facoltativo|optioneel)$/iu;

/** What is known of a line before the library reads its amount. */
type Draft = {
  optional: boolean;
  amountWords: ReturnType<typeof takeAmountWords>;
  parentheses: string[];
  /** Parentheses written before the line's first comma, whose notes come first. */
  early: ReadonlySet<string>;
  text: string;
  conversions: string[];
  notes: string[];
};

const AMOUNT_ONLY = new RegExp(`^${AMOUNT}\\s*(fl\\.?\\s?oz\\.?|\\p{L}+\\.?)?$`, 'u');
/** "For serving: lemon wedges", "Garnish: parsley": a short label, then the ingredient. */
const LABELLED = /^([^\d:：()]{1,40}?)\s*[:：]\s*(\S.*)$/u;

function withoutLabel(text: string): { text: string; label: string } {
  const labelled = LABELLED.exec(text);
  if (!labelled || labelled[1]!.split(/\s+/u).length > 5) return { text, label: '' };
  const rest = labelled[2]!;
  // "Salt: to taste" names its ingredient before the colon.
  if (takeAmountWords(rest)?.text === '') return { text, label: '' };
  // "Flour: 2 cups", "Eggs: 3": the name, then its amount, as a list written like a table.
  const amountOnly = AMOUNT_ONLY.exec(rest);
  if (amountOnly && (!amountOnly[1] || isUnitWord(amountOnly[1]) || CONTAINER.test(`${amountOnly[1]} x`)))
    return { text: `${rest} ${labelled[1]}`, label: '' };
  return { text: rest, label: labelled[1]!.toLowerCase() };
}

/** "Serves 4", "Makes 12 cookies", "Prep time: 10 minutes": copied with the list, naming no ingredient. */
const NOT_AN_INGREDIENT =
  /^\W*(?:serves|servings?|makes|yields?|portions?|prep(?:aration)? time|cook(?:ing)? time|total time)\b\s*:?\s*(?:about\s+)?\d/iu;

function prepare(line: string, options: HeadingOptions): Draft | null {
  if (ingredientHeading(line, options) !== null || NOT_AN_INGREDIENT.test(line)) return null;
  const tidied = tidyLine(line);
  // "Optional: a handful of walnuts": the words after the label are tidied as a line's first words.
  const label = withoutOptionalLabel(tidied);
  const taken = takeOptional(label.optional ? tidyLine(label.text) : tidied);
  let optional = label.optional || taken.optional;
  const labelled = withoutLabel(taken.text);
  const parentheses = takeParentheses(labelled.text);
  let amountWords = takeAmountWords(parentheses.text);
  const inside: string[] = [];
  for (const content of parentheses.inside) {
    const words = takeAmountWords(content);
    if (words && !words.text && !amountWords) amountWords = { ...words, text: parentheses.text };
    else if (OPTIONAL_WORD.test(content)) optional = true;
    else inside.push(content);
  }
  const second = takeSecondAmount(amountWords ? amountWords.text : parentheses.text);
  const notes = labelled.label ? [...second.notes, labelled.label] : second.notes;
  return {
    optional,
    amountWords,
    parentheses: inside,
    early: parentheses.early,
    text: second.text,
    conversions: second.conversions,
    notes,
  };
}

function complete(draft: Draft, read: Parsed | null, bare: Map<string, Parsed>): Ingredient | null {
  if (!read) return null;
  let parsed = read;
  // A size written with the amount ("one 14-ounce can (400 g)") stands before a parenthesis after it.
  const conversions = [...draft.conversions, ...draft.parentheses.filter((text) => bare.has(text))];
  const parenthesisNotes = draft.parentheses.filter((text) => !bare.has(text));
  // "Butter (200 g)": the amount was written after the name.
  if (parsed.quantity === null && parsed.unitId === null && conversions.length > 0) {
    const written = bare.get(conversions[0]!);
    if (written) {
      parsed = { ...written, description: parsed.description };
      conversions.shift();
    }
  }

  const known = kitchenUnitFor(parsed.unitId);
  let unit: Unit | '' = known?.unit ?? '';
  const factor = known?.factor ?? 1;
  const unitWords = !known && parsed.unitWritten ? `${parsed.unitWritten} ` : '';
  let quantity = parsed.quantity === null ? (unit ? 1 : 0) : parsed.quantity * factor;

  const description = splitDescription(`${unitWords}${parsed.description}`);
  let item = description.item;
  const notes: string[] = [];
  const cloves = unit === '' ? GARLIC_CLOVES.map((pattern) => pattern.exec(item)).find(Boolean) : null;
  if (cloves) {
    unit = 'clove';
    item = cloves[2]!;
    if (cloves[1]) notes.push(cloves[1].toLowerCase());
  }
  const container = CONTAINER.exec(item);
  if (container && isMeasure(unit)) {
    notes.push(container[1]!);
    item = item.slice(container[0].length);
  }
  if (parsed.quantity !== null && parsed.quantity2 !== null) notes.push(rangeNote(quantity, parsed.quantity2 * factor, unit));
  // In the order the cook wrote them: what stood before the first comma, then what followed it.
  // A size written at the amount ("2 x 400 g cans") stands before the comma too.
  const isEarly = (text: string) => draft.early.has(text) || draft.conversions.includes(text);
  const written = (texts: string[], early: boolean) => texts.filter((text) => isEarly(text) === early);
  const counted = isMeasure(unit) ? [] : conversions;
  notes.push(...written(counted, true), ...draft.notes, ...description.notes, ...written(parenthesisNotes, true));
  notes.push(...description.afterBreak, ...written(counted, false), ...written(parenthesisNotes, false));
  if (draft.amountWords) {
    if (parsed.quantity === null && !known) {
      unit = draft.amountWords.unit;
      quantity = 0;
    } else {
      notes.push(draft.amountWords.phrase);
    }
  }
  return finish({ item, quantity: clampQuantity(quantity), unit, optional: draft.optional }, notes);
}

/**
 * Longer than any ingredient line (an item and its note keep 500 characters between them);
 * what a page sends beyond it is not worth reading, and the text fixes' work grows with it.
 */
const MAX_LINE_CHARS = 600;
/** Parentheses and conversions of one line read as amounts ("1 can (400 g / 14 oz)" has two). */
const MAX_AMOUNTS_PER_LINE = 6;

/** The part of a line worth reading, so that the work per line has a ceiling whatever arrives. */
function boundedLine(line: string): string {
  return withBoundedQuantityRuns(line.slice(0, MAX_LINE_CHARS));
}

/** Reads lines that are not headings; null for each that names no ingredient. */
function readLines(lines: readonly string[], options: HeadingOptions): Array<Ingredient | null> {
  const drafts = lines.map((line) => prepare(boundedLine(line), options));
  const reads = readAmounts(drafts.map((draft) => draft?.text ?? ''));
  // A line's first few parentheses and conversions may be amounts; more are only its notes.
  const bare = readBareAmounts(
    drafts.flatMap((draft) => [...(draft?.parentheses ?? []), ...(draft?.conversions ?? [])].slice(0, MAX_AMOUNTS_PER_LINE)),
  );
  return drafts.map((draft, index) => (draft ? complete(draft, reads[index]!, bare) : null));
}

/**
 * Reads one written ingredient line ("1 1/2 cups flour", "Salt to taste") into our
 * Ingredient shape. Answers null for lines that name no ingredient (blank lines, group
 * headings such as "For the glaze:"); `options` say how the line's list writes headings.
 */
export function parseIngredientLine(line: string, options: HeadingOptions = {}): Ingredient | null {
  return readLines([line], options)[0]!;
}

function finish(ingredient: Ingredient, notes: string[]): Ingredient | null {
  // "100 g butter.": a full stop after a whole word ends the line; after "pkg" it is the word's own.
  const item = ingredient.item
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.-]+|[\s,;:]+$/g, '')
    .replace(/(?<=\p{L}{4})\.$/u, '');
  if (!/\p{L}/u.test(item)) return null;
  const note = notes
    .map((text) =>
      text
        .replace(/\s+/g, ' ')
        .replace(/\s+([,;])/g, '$1')
        .replace(/^[\s,;:-]+|[\s,;:-]+$/g, ''),
    )
    .filter(Boolean)
    .join(', ')
    .slice(0, DISH_LIMITS.ingredientNote)
    .trim();
  const result: Ingredient = { ...ingredient, item: item.slice(0, DISH_LIMITS.ingredientItem).trim() };
  if (note) result.note = note;
  return result;
}

/**
 * Every line that names an ingredient, in order. Group headings ("For the sauce:", "FILLING")
 * are not ingredients: they are dropped and name the `group` of the ingredients below them.
 */
export function parseIngredientLines(written: readonly string[]): Ingredient[] {
  const lines = written.map(boundedLine);
  let group = '';
  const options = { capitalsMarkHeadings: !writtenInCapitals(lines) };
  const groups = lines.map((line) => {
    const heading = ingredientHeading(line, options);
    if (heading !== null) group = heading;
    return heading === null ? group : null;
  });
  const read = readLines(
    lines.map((line, index) => (groups[index] === null ? '' : line)),
    options,
  );
  return read.flatMap((ingredient, index) => {
    const lineGroup = groups[index];
    if (!ingredient) return [];
    return [lineGroup ? { ...ingredient, group: lineGroup } : ingredient];
  });
}
