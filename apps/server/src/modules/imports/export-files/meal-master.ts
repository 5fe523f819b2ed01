import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { isJunkEntry } from './read-context.js';
import { parseServings, splitSteps, stringList } from './recipe-fields.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * Meal-Master (`.mmf`, `.mm`, often `.txt`), the text format many recipe programs still write:
 * a "MMMMM----- Recipe via Meal-Master" line (or ten dashes), "Title:", "Categories:" and
 * "Yield:" (or "Servings:"), then ingredients in fixed columns (amount in 7, a two-letter unit
 * code, the item from column 12; a second column from column 42), "-----HEADING-----" lines
 * for groups, a "-" item continuing the line above, the directions, and "MMMMM" or "-----" to
 * end the recipe.
 */

const RECIPE_START = /^(MMMMM|-----)-*\s*Recipe\b.*Meal-?Master/i;
const RECIPE_END = /^(MMMMM|-----)\s*$/;
const HEADING = /^(?:MMMMM|-----)-*\s*([^-\s][^-]*?)\s*-+\s*$/;
const FIELD = /^\s*(Title|Categories|Yield|Servings)\s*:\s*(.*)$/i;
/** Amount (7 columns: digits, fractions, spaces), a space, a unit code (2), a space, the item. */
const INGREDIENT = /^[ \d/.-]{7} [ A-Za-z]{2} \S/;
const COLUMN_WIDTH = 41;

const UNITS: Record<string, string> = {
  t: 'tsp',
  ts: 'tsp',
  T: 'tbsp',
  tb: 'tbsp',
  c: 'cup',
  pt: 'pint',
  qt: 'quart',
  ga: 'gallon',
  oz: 'oz',
  lb: 'lb',
  fl: 'fl oz',
  ml: 'ml',
  cl: 'cl',
  dl: 'dl',
  l: 'l',
  mg: 'mg',
  cg: 'cg',
  dg: 'dg',
  g: 'g',
  kg: 'kg',
  pn: 'pinch',
  ds: 'dash',
  dr: 'drop',
  cn: 'can',
  pk: 'package',
  sm: 'small',
  md: 'medium',
  lg: 'large',
  bn: 'bunch',
  sl: 'slice',
  ct: 'carton',
  cb: 'cubic cm',
  ea: '',
  x: '',
};

/** Anywhere in the head: files collected from mail and newsgroups often start with other text. */
export function looksLikeMealMaster(head: string): boolean {
  return head.split(/\r?\n/).some((line) => RECIPE_START.test(line));
}

export function isMealMasterEntry(name: string): boolean {
  return /\.(mmf|mm)$/i.test(name) && !isJunkEntry(name);
}

/** The one or two ingredients a line holds, each as amount, unit code and item. */
function columnsOf(line: string): Array<{ amount: string; unit: string; item: string }> {
  const halves =
    line.length > COLUMN_WIDTH && INGREDIENT.test(line.slice(COLUMN_WIDTH))
      ? [line.slice(0, COLUMN_WIDTH), line.slice(COLUMN_WIDTH)]
      : [line];
  return halves.map((half) => ({ amount: half.slice(0, 7).trim(), unit: half.slice(8, 10).trim(), item: half.slice(11).trim() }));
}

function mealMasterDraft(lines: string[]): DishDraft {
  const fields = new Map<string, string>();
  const ingredients: string[] = [];
  const directions: string[] = [];
  let inDirections = false;
  for (const line of lines) {
    const field = FIELD.exec(line);
    if (field && !inDirections && ingredients.length === 0) {
      fields.set(field[1]!.toLowerCase(), field[2]!.trim());
      continue;
    }
    // A heading fits a printed line; longer lines are not tried against the backtracking pattern.
    const heading = line.length <= 80 ? HEADING.exec(line) : null;
    if (heading && !inDirections) {
      ingredients.push(`${heading[1]!.trim()}:`);
      continue;
    }
    if (!inDirections && (!line.trim() || INGREDIENT.test(line))) {
      for (const { amount, unit, item } of line.trim() ? columnsOf(line) : []) {
        if (!amount && !unit && item.startsWith('-') && ingredients.length)
          ingredients.push(`${ingredients.pop()} ${item.replace(/^-+\s*/, '')}`);
        else if (item) ingredients.push([amount, Object.hasOwn(UNITS, unit) ? UNITS[unit] : unit, item].filter(Boolean).join(' '));
      }
      continue;
    }
    inDirections = true;
    directions.push(line);
  }
  const servings = fields.get('servings') ?? fields.get('yield');
  return {
    name: fields.get('title') ?? '',
    servings: parseServings(servings),
    tags: stringList(fields.get('categories')),
    ingredientLines: ingredients,
    steps: splitSteps(directions.join('\n')),
  };
}

/** Every recipe of a Meal-Master text, however many recipes the file strings together. */
export function* readMealMaster(source: string): Generator<ImportedRecipe> {
  let current: string[] | null = null;
  const recipes: string[][] = [];
  for (const line of source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    if (RECIPE_START.test(line)) {
      current = [];
      recipes.push(current);
    } else if (current && RECIPE_END.test(line)) {
      current = null;
    } else {
      current?.push(line);
    }
  }
  for (const lines of recipes) {
    const draft = mealMasterDraft(lines);
    yield recipeFromDraft(draft.name, () => draft);
  }
}

export async function* readMealMasterZip(zip: ZipArchive): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (!isMealMasterEntry(name) && !/\.txt$/i.test(name)) continue;
    const source = decodeHtml(await zip.read(name), undefined);
    if (looksLikeMealMaster(source)) yield* readMealMaster(source);
  }
}
