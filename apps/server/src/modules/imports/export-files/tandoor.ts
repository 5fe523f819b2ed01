import type { IngredientParts } from '@hearth/shared/ingredient-parts';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { amountText } from './mealie.js';
import { EMPTY_ENTRY, type ReadContext, baseName, isJunkEntry, isPictureName, pictureFromZip, unreadableRecipe } from './read-context.js';
import { parseMinutes, parseServings, stringList, text } from './recipe-fields.js';
import { isRecord, parseJson } from './safe-json.js';
import { ZipArchive, isZip } from './zip-archive.js';
import { entryError, notice } from '../import-notices.js';

/**
 * Tandoor's export: a zip holding one zip per recipe, each with `recipe.json` (name,
 * description, keywords, working_time and waiting_time in minutes, servings, source_url,
 * steps with their own ingredients {amount, unit.name, food.name, note, is_header,
 * no_amount}) and `image.<ext>`. Only that one level of nesting is opened.
 */

export function isNestedZipEntry(name: string): boolean {
  return /\.zip$/i.test(name) && !isJunkEntry(name);
}

/** A food's or unit's name, plural when Tandoor is told to always write it so or the amount is not one. */
function tandoorName(value: unknown, amount: string, alwaysPlural: unknown): string {
  if (!isRecord(value)) return '';
  const plural = text(value.plural_name);
  return plural && (alwaysPlural === true || (amount !== '' && amount !== '1')) ? plural : text(value.name);
}

function tandoorIngredientLine(ingredient: unknown): string | IngredientParts {
  if (!isRecord(ingredient)) return '';
  // A header row holds its text in the note: it heads the ingredients that follow.
  if (ingredient.is_header === true) {
    const title = text(ingredient.note) || (isRecord(ingredient.food) ? text(ingredient.food.name) : '');
    return title ? `${title.replace(/[:：]\s*$/u, '')}:` : '';
  }
  const amount = ingredient.no_amount === true ? '' : amountText(ingredient.amount);
  const unit = tandoorName(ingredient.unit, amount, ingredient.always_use_plural_unit);
  const food = tandoorName(ingredient.food, amount, ingredient.always_use_plural_food);
  // A line Tandoor could not parse keeps only the text it was imported from.
  if (!food) return [amount, unit, text(ingredient.note)].filter(Boolean).join(' ') || text(ingredient.original_text);
  return { quantity: amount ? Number(amount) : null, unit, food, note: text(ingredient.note) };
}

/** Whether a parsed JSON document looks like one Tandoor recipe.json. */
export function isTandoorRecipe(value: unknown): value is Record<string, unknown> {
  return (
    isRecord(value) && typeof value.name === 'string' && Array.isArray(value.steps) && ('working_time' in value || 'waiting_time' in value)
  );
}

/**
 * A step's ingredients, headed by the step's name when it has one ("Dough", "Filling"), as
 * Tandoor shows them beside each step; a header row of the step's own comes first instead.
 */
function stepIngredientLines(step: Record<string, unknown>): Array<string | IngredientParts> {
  const ingredients = (Array.isArray(step.ingredients) ? step.ingredients : []).filter(isRecord);
  const lines = ingredients.map(tandoorIngredientLine).filter((line) => line !== '');
  const name = text(step.name).replace(/[:：]\s*$/u, '');
  if (!name || lines.length === 0 || ingredients[0]!.is_header === true) return lines;
  return [`${name}:`, ...lines];
}

/**
 * Tandoor keeps working time (hands on) and waiting time (baking, but also rising and resting):
 * the work is the prep, and both together the total; waiting is never read as cook time.
 */
function tandoorTimes(recipe: Record<string, unknown>): Pick<DishDraft, 'prepTime' | 'totalTime'> {
  const working = parseMinutes(recipe.working_time) || null;
  const waiting = parseMinutes(recipe.waiting_time) || null;
  return { prepTime: working, totalTime: working !== null || waiting !== null ? (working ?? 0) + (waiting ?? 0) : null };
}

export function tandoorDraft(recipe: Record<string, unknown>): DishDraft {
  const steps = (Array.isArray(recipe.steps) ? recipe.steps.filter(isRecord) : []).sort(
    (a, b) => Number(a.order ?? 0) - Number(b.order ?? 0),
  );
  return {
    name: text(recipe.name),
    description: text(recipe.description),
    ...tandoorTimes(recipe),
    servings: parseServings(recipe.servings),
    sourceUrl: text(recipe.source_url),
    tags: stringList(recipe.keywords),
    ingredientLines: steps.flatMap(stepIngredientLines),
    steps: steps.flatMap((step) => {
      const name = text(step.name);
      const instruction = text(step.instruction);
      if (!instruction) return [];
      return [name && !instruction.startsWith(name) ? `${name}: ${instruction}` : instruction];
    }),
  };
}

/** One recipe zip (recipe.json and image.<ext>), already opened. */
async function readRecipeZip(inner: ZipArchive, fallbackName: string, context: ReadContext): Promise<ImportedRecipe> {
  const jsonName =
    inner.entries.find(({ name }) => name === 'recipe.json')?.name ?? inner.entries.find(({ name }) => name.endsWith('.json'))?.name;
  if (!jsonName) return { name: fallbackName, ...entryError(notice('no_recipe_json')) };
  const recipe = parseJson((await inner.read(jsonName)).toString('utf8'), context.limits.maxJsonDepth, `"${fallbackName}"`);
  if (!isRecord(recipe)) return { name: fallbackName, ...entryError(notice('entry_holds_no_recipe')) };
  const warnings: string[] = [];
  // Nested zips are never opened further: an image is the only other entry we read.
  const imageNames = inner.entries.map(({ name }) => name).filter((name) => /^image\./i.test(name) && isPictureName(name));
  const picture = await pictureFromZip(inner, imageNames, context, warnings);
  return recipeFromDraft(text(recipe.name) || fallbackName, () => tandoorDraft(recipe), picture, warnings);
}

async function readOneRecipe(outer: ZipArchive, entryName: string, context: ReadContext): Promise<ImportedRecipe> {
  const fallbackName = baseName(entryName);
  const bytes = await outer.read(entryName);
  if (bytes.length === 0) return { name: fallbackName, ...EMPTY_ENTRY };
  if (!isZip(bytes)) return { name: fallbackName, ...entryError(notice('not_a_tandoor_recipe')) };
  let inner: ZipArchive;
  try {
    inner = await ZipArchive.open(bytes, context.budget);
  } catch (error) {
    return unreadableRecipe(error, fallbackName);
  }
  try {
    return await readRecipeZip(inner, fallbackName, context);
  } catch (error) {
    return unreadableRecipe(error, fallbackName);
  } finally {
    inner.close();
  }
}

/** The export (a zip of recipe zips), or one recipe's own zip as Tandoor writes it inside the export. */
export async function* readTandoorZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  if (!zip.entries.some(({ name }) => isNestedZipEntry(name))) {
    yield await readRecipeZip(zip, 'Untitled recipe', context);
    return;
  }
  for (const { name } of zip.entries) {
    if (isNestedZipEntry(name)) yield await readOneRecipe(zip, name, context);
  }
}

export function* readTandoorRecipeJson(recipe: Record<string, unknown>): Generator<ImportedRecipe> {
  yield recipeFromDraft(text(recipe.name), () => tandoorDraft(recipe));
}
