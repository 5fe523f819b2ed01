import { asArray, hasType, isNode, type SchemaNode } from './schema-org-values.js';
import { cleanLines, cleanText } from './text-cleanup.js';

/**
 * Steps from schema.org `recipeInstructions` in every shape pages use: one text (with or
 * without markup, one step per line or "1. … 2. …" inline), a list of texts, HowToStep,
 * HowToSection, ItemList/itemListElement, nested lists.
 *
 * A HowToSection keeps its name as a step of its own ending in a colon ("For the sauce:")
 * before its steps: the dish keeps a plain list of steps, and the heading reads as one
 * there, as it does in cookbooks.
 */

/** "1.", "Step 2:", "Step 3 Bake…", "Schritt 3", and keycap emoji ("1️⃣", "🔟") that social-minded blogs number steps with. */
const STEP_NUMBER =
  /^(?:(?:step|schritt|étape|etape|passo|paso|stap)\s*)?\d{1,2}\s*[.):-]\s*(?=\S)|^(?:step|schritt|étape|etape|passo|paso|stap)\s*\d{1,2}(?:\s+|$)|^(?:\d\ufe0f?\u20e3|\u{1f51f})\s*/iu;
const METHOD_TITLE =
  /^(?:instructions?|directions?|method|preparation|steps|zubereitung|anleitung|préparation|instructions|preparazione|procedimento|preparación|elaboración|bereiding|werkwijze|作り方):?$/iu;

/** "1. Mix. 2. Bake." or "Step 1: Mix. Step 2: Bake." as two steps; only a run counting up from 1 is read as numbering. */
function splitInlineNumbers(line: string): string[] {
  const cuts: number[] = [];
  let expected = 1;
  // "Step 2: Blend." too. No i flag: with it, \p{Lu} would match lowercase letters as well.
  for (const match of line.matchAll(
    /(?:^|\s)(?:(?:[Ss]tep|STEP|[Ss]chritt|[ÉéEe]tape|[Pp]asso|[Pp]aso|[Ss]tap)\s*)?(\d{1,2})[.):]\s+(?=\p{Lu})/gu,
  )) {
    if (Number(match[1]) !== expected) continue;
    cuts.push(match.index + (match[0].startsWith(' ') ? 1 : 0));
    expected += 1;
  }
  if (cuts.length < 2) return [line];
  return cuts.map((start, index) => line.slice(start, cuts[index + 1]).trim());
}

const BARE_NUMBER = /^(\d{1,2})\s+(?=\p{Lu})/u;

/**
 * "1 Tagliate le cipolle", "2 Aggiungete…": a number printed bold before each step, with no
 * stop after it. Read as numbering only when the lines count up from 1, so "2 Eggs…" alone
 * stays whole.
 */
function withBareNumbersMarked(lines: string[]): string[] {
  const numbered = lines.map((line) => BARE_NUMBER.exec(line)?.[1]).filter((number) => number !== undefined);
  const countsUp = numbered.length >= 2 && numbered.every((number, index) => Number(number) === index + 1);
  return countsUp ? lines.map((line) => line.replace(BARE_NUMBER, '$1. ')) : lines;
}

/** A step's number on a line of its own ("1", "Step 2", "3."), as cards that style the number apart print it. */
const NUMBER_ALONE = /^(?:(?:step|schritt|étape|etape|passo|paso|stap)\s*)?\d{1,2}\s*[.):：]?$/iu;

/** "1" then "Chop the onion." as "1. Chop the onion.", so the number reads as the step's own. */
function withNumbersJoined(lines: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (NUMBER_ALONE.test(line) && next !== undefined && !NUMBER_ALONE.test(next)) {
      joined.push(`${line.replace(/[.):：]$/u, '')}. ${next}`);
      index += 1;
    } else if (!NUMBER_ALONE.test(line)) {
      joined.push(line);
    }
  }
  return joined;
}

/** Lines that make one step ("Step 1" / "Put the peas in a pot." / "Cover with water.") as its text. */
export function oneStep(lines: readonly string[]): string {
  return withNumbersJoined([...lines])
    .map((line) => line.replace(STEP_NUMBER, '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Lines after the last numbered step when the steps are numbered: on a page they are what
 * follows the recipe ("Posted by Marta at 9:14", "Enjoy!"), not a step of it.
 */
function upToLastNumbered(lines: string[]): string[] {
  const numbered = lines.filter((line) => STEP_NUMBER.test(line)).length;
  if (numbered < 2) return lines;
  const last = lines.findLastIndex((line) => STEP_NUMBER.test(line));
  return lines.slice(0, last + 1);
}

/**
 * Steps from lines of text: numbering dropped, a leftover "Method" title too. `fromPage`: the
 * lines were read from a page's layout, where text after numbered steps is the page's own.
 */
/** A bullet before a step ("• Blend."), and the bullets of a text that runs several steps together ("• Boil. • Blend."). */
const BULLET = /^[•·▪◦‣∙●]\s*/u;

function withoutBullets(line: string): string[] {
  if (!BULLET.test(line)) return [line];
  return line
    .split(/\s*•\s*/u)
    .map((part) => part.replace(BULLET, '').trim())
    .filter(Boolean);
}

/**
 * "1 Cut the vegetables." "2 Fry them.": a number and a space before every step, counting up
 * from 1, is numbering (a step's number in a block of its own beside its text, read as one line).
 */
function withoutSpacedNumbers(lines: readonly string[]): readonly string[] {
  if (lines.length < 2) return lines;
  const counted = lines.every((line, index) => new RegExp(`^${index + 1}\\s+\\S`, 'u').test(line));
  return counted ? lines.map((line) => line.replace(/^\d{1,2}\s+/u, '')) : lines;
}

export function stepsFromLines(lines: readonly string[], { fromPage = false } = {}): string[] {
  const split = withNumbersJoined(withBareNumbersMarked(withoutSpacedNumbers(lines).flatMap(withoutBullets).flatMap(splitInlineNumbers)));
  return (fromPage ? upToLastNumbered(split) : split)
    .map((line) => line.replace(STEP_NUMBER, '').trim())
    .filter((line) => line && !METHOD_TITLE.test(line));
}

function stepsFromText(value: unknown): string[] {
  return stepsFromLines(cleanLines(value));
}

function textOfStep(node: SchemaNode): string {
  // A few plugins write a step's text as a list of its sentences.
  const text = asArray(node.text ?? node.description)
    .map(cleanText)
    .filter(Boolean)
    .join(' ');
  const name = cleanText(node.name ?? '');
  if (!text) return name;
  // Many sites repeat the start of the text as the step's name; a distinct name is a title.
  if (!name || text.toLowerCase().startsWith(name.toLowerCase().replace(/[.…]+$/u, ''))) return text;
  return name.length < 80 && !/[.!?]$/u.test(name) ? `${name}: ${text}` : text;
}

function heading(name: string): string {
  return /[:：]$/u.test(name) ? name : `${name}:`;
}

function byPosition(items: unknown[]): unknown[] {
  if (!items.every((item) => isNode(item) && Number.isFinite(Number(item.position)))) return items;
  return [...items].sort((left, right) => Number((left as SchemaNode).position) - Number((right as SchemaNode).position));
}

/** Every step in order, section names as headings. The tree is already bounded in depth. */
function stepsFrom(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return stepsFromText(value);
  if (Array.isArray(value)) return byPosition(value).flatMap(stepsFrom);
  if (!isNode(value)) return [];
  const list = value.itemListElement ?? value.steps ?? value.step;
  if (hasType(value, 'HowToSection') || (list !== undefined && !hasType(value, 'HowToStep'))) {
    const steps = stepsFrom(asArray(list));
    const name = cleanText(value.name ?? '');
    // A section named only "Instructions" heads nothing the list does not already say.
    const named = name && !METHOD_TITLE.test(name) && steps.length > 0 && hasType(value, 'HowToSection');
    return named ? [heading(name), ...steps] : steps;
  }
  if (hasType(value, 'ListItem') && value.item !== undefined) return stepsFrom(value.item);
  if (list !== undefined) {
    const own = cleanText(value.text ?? '');
    return [...(own ? [own] : []), ...stepsFrom(asArray(list))];
  }
  const step = textOfStep(value);
  return step ? [step.replace(STEP_NUMBER, '')] : [];
}

/**
 * The recipe's steps. A method written as one HowToStep holding all of it (its text an HTML
 * list, paragraphs or lines) is one step per line, as one text would be; several HowToSteps
 * stay one step each, whatever paragraphs each holds.
 */
export function instructionsFrom(value: unknown): string[] {
  const items = asArray(value).flat(2);
  const only = items.length === 1 ? items[0] : undefined;
  if (isNode(only) && hasType(only, 'HowToStep') && only.itemListElement === undefined) {
    // A text written as a list of sentences is one step's sentences (see textOfStep).
    const lines = cleanLines(only.text ?? only.description);
    if (lines.length > 1) return stepsFromLines(lines);
  }
  return stepsFrom(value);
}
