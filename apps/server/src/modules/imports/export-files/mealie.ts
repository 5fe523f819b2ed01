import type { IngredientParts } from '@hearth/shared/ingredient-parts';
import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { type ReadContext, baseName, folderOf, isJunkEntry, joinPath, pictureFromZip, readJsonEntry } from './read-context.js';
import { parseMinutes, parseServings, splitSteps, stringList, text } from './recipe-fields.js';
import { isRecord } from './safe-json.js';
import type { ZipArchive } from './zip-archive.js';
import { entryError, notice } from '../import-notices.js';

/**
 * Mealie's recipe export: a zip with `recipes/<slug>/<slug>.json` (Mealie's Recipe model:
 * recipeIngredient as {quantity, unit, food, note, display}, recipeInstructions as
 * {title, text}, tags and categories as {name}) and `recipes/<slug>/images/original.webp`.
 */

/** `<slug>/<slug>.json`: a JSON file named like its folder. */
export function isMealieRecipeEntry(name: string): boolean {
  if (isJunkEntry(name) || !name.toLowerCase().endsWith('.json')) return false;
  const folder = folderOf(name);
  return folder !== '' && baseName(folder) === baseName(name);
}

/**
 * Mealie's first exports (before 1.0) put users, groups, settings, themes and pages beside the
 * recipes, each in a folder named like its file (`users/users.json`): inside a zip that has a
 * `recipes/` folder, only its entries are recipes.
 */
export function mealieRecipeEntries(names: readonly string[]): string[] {
  const entries = names.filter(isMealieRecipeEntry);
  const inRecipes = entries.filter((name) => /(^|\/)recipes\//iu.test(name));
  return inRecipes.length > 0 ? inRecipes : entries;
}

/** A recipe JSON of a Mealie zip, slug or not: early versions wrote none, and a name with ingredients or steps says enough there. */
function isMealieRecipeInZip(value: unknown): value is Record<string, unknown> {
  if (isMealieRecipe(value)) return true;
  return (
    isRecord(value) &&
    (typeof value.name === 'string' || typeof value.title === 'string') &&
    ('recipeIngredient' in value || 'recipeInstructions' in value || 'ingredients' in value)
  );
}

/** Whether a parsed JSON document looks like one Mealie recipe. */
export function isMealieRecipe(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value) || typeof value.slug !== 'string') return false;
  return (typeof value.name === 'string' && 'recipeIngredient' in value) || (typeof value.title === 'string' && 'ingredients' in value);
}

/** An export's amount as plain text for the line parser: 0.5, 2, 1.25 (no float noise); the display formatter is @hearth/shared/amounts. */
export function amountText(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(text(value));
  if (!Number.isFinite(number) || number <= 0) return '';
  return String(Math.round(number * 1000) / 1000);
}

/** One ingredient as Mealie keeps it, from a recipe JSON or a backup's tables. */
export type MealieIngredient = {
  quantity: unknown;
  unit: string;
  food: string;
  /** The food's plural, written when the quantity is not one ("2 eggs"). */
  foodPlural?: string;
  note: string;
  /** Mealie's own rendering of the line, or the text it was parsed from. */
  fallback: string;
  /** False for a line Mealie never parsed (`isFood: false`, `disableAmount: true`): its text is the note. */
  parsed: boolean;
};

/**
 * A Mealie ingredient for the draft: a parsed one as its parts (quantity, unit, food — the
 * food's plural beside a quantity that is not one — and note); one Mealie never parsed as its
 * note to read (with the quantity only when it is not the default 1 and the note does not
 * already start with an amount).
 */
export function mealieEntry(ingredient: MealieIngredient): string | IngredientParts {
  const amount = amountText(ingredient.quantity);
  if (ingredient.parsed && ingredient.food) {
    const food = amount !== '1' && ingredient.foodPlural ? ingredient.foodPlural : ingredient.food;
    return { quantity: amount ? Number(amount) : null, unit: ingredient.unit, food, note: ingredient.note };
  }
  const written = ingredient.note || ingredient.fallback;
  const withAmount = amount && !(amount === '1' && !ingredient.parsed) && !/^[\d½¼¾⅓⅔]/u.test(written);
  const line = [withAmount ? amount : '', ingredient.parsed ? ingredient.unit : '', written].filter(Boolean).join(' ');
  return line || ingredient.food;
}

function nameOf(value: unknown, key: 'name' | 'pluralName' = 'name'): string {
  return isRecord(value) ? text(value[key]) : key === 'name' ? text(value) : '';
}

/** Whether Mealie parsed the line: `isFood`, else not `disableAmount`, else whether it names a food. */
export function mealieParsed(isFood: unknown, disableAmount: unknown, hasFood: boolean): boolean {
  if (typeof isFood === 'boolean') return isFood;
  if (typeof disableAmount === 'boolean') return !disableAmount;
  return hasFood;
}

function mealieIngredientEntry(ingredient: unknown, recipeDisablesAmounts: boolean): string | IngredientParts {
  if (typeof ingredient === 'string') return ingredient;
  if (!isRecord(ingredient)) return '';
  const food = nameOf(ingredient.food);
  const parsed = !recipeDisablesAmounts && mealieParsed(ingredient.isFood, ingredient.disableAmount, Boolean(food));
  return mealieEntry({
    quantity: ingredient.quantity,
    unit: nameOf(ingredient.unit),
    food,
    foodPlural: nameOf(ingredient.food, 'pluralName'),
    note: text(ingredient.note),
    fallback: text(ingredient.display) || text(ingredient.originalText),
    parsed,
  });
}

/** An ingredient's line, after the section heading Mealie keeps in `title` on the section's first ingredient. */
function mealieIngredientLines(ingredient: unknown, recipeDisablesAmounts: boolean): Array<string | IngredientParts> {
  const title = isRecord(ingredient) ? text(ingredient.title) : '';
  const line = mealieIngredientEntry(ingredient, recipeDisablesAmounts);
  return [title ? `${title.replace(/[:：]\s*$/u, '')}:` : '', line].filter(Boolean);
}

function mealieSteps(instructions: unknown): string[] {
  if (typeof instructions === 'string') return splitSteps(instructions);
  if (!Array.isArray(instructions)) return [];
  return instructions.flatMap((step) => {
    if (typeof step === 'string') return [step];
    if (!isRecord(step)) return [];
    const title = text(step.title);
    return [title ? `${title}:` : '', text(step.text)].filter(Boolean);
  });
}

function mealieNotes(notes: unknown): string[] {
  if (!Array.isArray(notes)) return [];
  return notes.filter(isRecord).map((note) => [text(note.title), text(note.text)].filter(Boolean).join(': '));
}

export function mealieDraft(recipe: Record<string, unknown>): DishDraft {
  const disablesAmounts = isRecord(recipe.settings) && recipe.settings.disableAmount === true;
  // Mealie's first versions wrote title, ingredients, directions and categories.
  const ingredients = recipe.recipeIngredient ?? recipe.ingredients;
  return {
    name: text(recipe.name) || text(recipe.title),
    description: text(recipe.description),
    prepTime: parseMinutes(recipe.prepTime),
    cookTime: parseMinutes(recipe.cookTime) ?? parseMinutes(recipe.performTime),
    totalTime: parseMinutes(recipe.totalTime),
    servings: parseServings(recipe.recipeServings) ?? parseServings(recipe.recipeYieldQuantity) ?? parseServings(recipe.recipeYield),
    sourceUrl: text(recipe.orgURL) || text(recipe.org_url),
    notes: mealieNotes(recipe.notes),
    tags: [...stringList(recipe.recipeCategory ?? recipe.categories), ...stringList(recipe.tags)],
    ingredientLines: (Array.isArray(ingredients) ? ingredients : []).flatMap((line) => mealieIngredientLines(line, disablesAmounts)),
    steps: mealieSteps(recipe.recipeInstructions ?? recipe.directions),
    utensils: stringList(recipe.tools),
  };
}

/**
 * Every Mealie recipe JSON of the zip: the bulk export's `<slug>/<slug>.json`, or the
 * single-recipe zip Mealie downloads (`<slug>.json` beside `original.webp`). Other JSON
 * files are passed over.
 */
export async function* readMealieZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  const recipeEntries = new Set(mealieRecipeEntries(zip.entries.map(({ name }) => name)));
  for (const { name } of zip.entries) {
    if (isJunkEntry(name) || !name.toLowerCase().endsWith('.json')) continue;
    // Another folder of an old export (users, settings): not a recipe, and no failure either.
    if (isMealieRecipeEntry(name) && !recipeEntries.has(name)) continue;
    const fallbackName = baseName(name);
    const entry = await readJsonEntry(zip, name, context, fallbackName, `"${fallbackName}.json"`);
    if ('unreadable' in entry) {
      yield entry.unreadable;
      continue;
    }
    const recipe = entry.json;
    if (!isMealieRecipeInZip(recipe)) {
      if (isMealieRecipeEntry(name)) yield { name: fallbackName, ...entryError(notice('not_a_mealie_recipe')) };
      continue;
    }
    const warnings: string[] = [];
    const folder = folderOf(name);
    const picture = await pictureFromZip(
      zip,
      [joinPath(folder, 'images'), folder].flatMap((images) =>
        ['original.webp', 'original.jpg', 'original.png'].map((file) => joinPath(images, file)),
      ),
      context,
      warnings,
    );
    yield recipeFromDraft(text(recipe.name) || text(recipe.title) || fallbackName, () => mealieDraft(recipe), picture, warnings);
  }
}

export function* readMealieRecipeJson(recipe: Record<string, unknown>): Generator<ImportedRecipe> {
  yield recipeFromDraft(text(recipe.name) || text(recipe.title), () => mealieDraft(recipe));
}
