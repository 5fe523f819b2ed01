import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { parseMinutes, parseServings, splitSteps } from './recipe-fields.js';

/**
 * MasterCook's text export (`.mxp`): each recipe opens with "* Exported from MasterCook *",
 * then its title, "Recipe By :", "Serving Size : 4  Preparation Time :0:45", "Categories :"
 * (columns apart), a table of Amount / Measure / "Ingredient -- Preparation Method" whose dash
 * line gives the columns, the directions as paragraphs, and after a "- - - -" line the notes,
 * the source ("Source:", "S(Internet Address):") and the nutrition.
 */

const RECIPE_START = /^\s*\*\s*Exported from\s+MasterCook/i;

/** Anywhere in the head: files collected from mail and newsgroups often start with other text. */
export function looksLikeMasterCookText(head: string): boolean {
  return head.split(/\r?\n/).some((line) => RECIPE_START.test(line));
}

/** The longest header line read for labels: header lines are short; a longer one is not a header. */
const MAX_HEADER_LINE = 200;
const LABEL = /^[A-Za-z][A-Za-z. ()]*$/;

/**
 * "Label : value" pairs of one line ("Serving Size  : 4     Preparation Time :0:45"). Fields
 * are parted by runs of two or more spaces; a part starting with its colon finishes the label
 * before it, and a part with no label of its own continues the value before it
 * ("Categories : Main Dish       British"). Split, not matched with a pattern, so a line costs
 * time in proportion to its length whatever it holds.
 */
function labelled(line: string): Map<string, string> {
  const pairs = new Map<string, string>();
  if (line.length > MAX_HEADER_LINE || !line.includes(':')) return pairs;
  const texts: string[] = [];
  const gaps: string[] = [];
  const pieces = line.trim().split(/(\s{2,})/);
  for (let index = 0; index < pieces.length; index += 2) {
    const piece = pieces[index]!;
    if (piece.startsWith(':') && texts.length) texts[texts.length - 1] += piece;
    else {
      texts.push(piece);
      gaps.push(pieces[index - 1] ?? '');
    }
  }
  let label = '';
  let value = '';
  texts.forEach((text, index) => {
    const colon = text.indexOf(':');
    const head = colon > 0 ? text.slice(0, colon).trim() : '';
    if (!LABEL.test(head)) {
      value += gaps[index]! + text;
      return;
    }
    if (label) pairs.set(label.toLowerCase(), value.trim());
    label = head;
    value = text.slice(colon + 1);
  });
  if (label) pairs.set(label.toLowerCase(), value.trim());
  return pairs;
}

/** Where each column of the ingredient table starts, from its dash line. */
function columnStarts(dashes: string): number[] {
  return [...dashes.matchAll(/-+/g)].map((match) => match.index);
}

function ingredientLine(line: string, starts: number[]): string {
  const [amountAt = 0, measureAt = 10, itemAt = 24] = starts;
  const amount = line.slice(amountAt, measureAt).trim();
  const measure = line.slice(measureAt, itemAt).trim();
  // Whitespace collapsed first: splitting on /\s+--\s+/ backtracks on a long run of spaces.
  const [item = '', preparation = ''] = line
    .slice(itemAt)
    .replace(/\s+/g, ' ')
    .split(' -- ', 2)
    .map((part) => part.trim());
  const main = [amount, measure, item].filter(Boolean).join(' ');
  return preparation ? `${main}, ${preparation}` : main;
}

/** A quoted value on the line after its label ("Source:" then `  "Family cookbook"`). */
function quotedAfter(lines: string[], label: RegExp): string {
  const at = lines.findIndex((line) => label.test(line));
  if (at < 0) return '';
  const sameLine = lines[at]!.replace(label, '').trim();
  return (sameLine || (lines[at + 1] ?? '')).trim().replace(/^"|"$/g, '').trim();
}

function masterCookTextDraft(lines: string[]): DishDraft {
  const body = lines.slice(1);
  const titleAt = body.findIndex((line) => line.trim());
  const fields = new Map<string, string>();
  let tableAt = -1;
  for (let index = titleAt + 1; index < body.length; index += 1) {
    const line = body[index]!;
    if (/^\s*-{3,}\s+-{3,}/.test(line)) {
      tableAt = index;
      break;
    }
    for (const [key, value] of labelled(line)) fields.set(key, value);
  }
  const starts = tableAt >= 0 ? columnStarts(body[tableAt]!) : [];
  const ingredients: string[] = [];
  let index = tableAt + 1;
  for (; tableAt >= 0 && index < body.length && body[index]!.trim(); index += 1) ingredients.push(ingredientLine(body[index]!, starts));
  const rest = body.slice(tableAt >= 0 ? index : titleAt + 1);
  const divider = rest.findIndex((line) => /^\s*(- ){3,}/.test(line));
  const directions = rest.slice(0, divider < 0 ? undefined : divider);
  // Source lines may come before the divider too; they are not steps.
  const stepEnd = directions.findIndex((line) => /^\s*(Source|S\([^)]*\)|Copyright|Yield|Start to Finish Time|T\([^)]*\))\s*:/i.test(line));
  const after = rest.slice(stepEnd >= 0 ? stepEnd : divider < 0 ? rest.length : divider);
  const notesAt = after.findIndex((line) => /^\s*NOTES\s*:/i.test(line));
  const notes =
    notesAt < 0
      ? ''
      : after
          .slice(notesAt)
          .join('\n')
          .replace(/^\s*NOTES\s*:\s*/i, '')
          .split(/\n\s*\n/)[0]!
          .replace(/\s+/g, ' ')
          .trim();
  const nutrition = after.find((line) => /^\s*Per Serving/i.test(line))?.trim() ?? '';
  const address = quotedAfter(after, /^\s*S\(Internet Address\)\s*:/i);
  const categories = (fields.get('categories') ?? '').split(/\s{2,}/);
  return {
    name: body[titleAt]?.trim() ?? '',
    servings: parseServings(fields.get('serving size')),
    prepTime: parseMinutes(fields.get('preparation time')),
    sourceUrl: /^https?:\/\//i.test(address) ? address : '',
    sourceText: [quotedAfter(after, /^\s*Source\s*:/i), fields.get('recipe by') ? `by ${fields.get('recipe by')}` : '']
      .filter(Boolean)
      .join(', '),
    notes: [notes, nutrition ? `Nutrition: ${nutrition}` : ''],
    tags: categories,
    ingredientLines: ingredients,
    steps: splitSteps((stepEnd >= 0 ? directions.slice(0, stepEnd) : directions).join('\n')),
  };
}

/** Every recipe of an .mxp text. */
export function* readMasterCookText(source: string): Generator<ImportedRecipe> {
  const recipes: string[][] = [];
  for (const line of source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    if (RECIPE_START.test(line)) recipes.push([line]);
    else recipes.at(-1)?.push(line);
  }
  for (const lines of recipes) {
    const draft = masterCookTextDraft(lines);
    yield recipeFromDraft(draft.name ?? '', () => draft);
  }
}
