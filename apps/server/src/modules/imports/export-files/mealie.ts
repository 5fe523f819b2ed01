import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { type ReadContext, baseName, folderOf, isJunkEntry, joinPath, pictureFromZip } from './read-context.js';
import { parseMinutes, parseServings, stringList, text } from './recipe-fields.js';
import { isRecord, parseJson } from './safe-json.js';
import type { ZipArchive } from './zip-archive.js';

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

/** Whether a parsed JSON document looks like one Mealie recipe. */
export function isMealieRecipe(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && typeof value.slug === 'string' && typeof value.name === 'string' && 'recipeIngredient' in value;
}

/** An export's amount as plain text for the line parser: 0.5, 2, 1.25 (no float noise); the display formatter is @hearth/shared/amounts. */
export function amountText(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(text(value));
  if (!Number.isFinite(number) || number <= 0) return '';
  return String(Math.round(number * 1000) / 1000);
}

/** "2 cup flour, sifted": the parts of a structured ingredient as one line for the parser. */
export function ingredientLine(amount: string, unit: string, food: string, note: string): string {
  const main = [amount, unit, food].filter(Boolean).join(' ');
  if (!main) return note;
  return note ? `${main}, ${note}` : main;
}

function mealieIngredientLine(ingredient: unknown): string {
  if (typeof ingredient === 'string') return ingredient;
  if (!isRecord(ingredient)) return '';
  const unit = isRecord(ingredient.unit) ? text(ingredient.unit.name) : text(ingredient.unit);
  const food = isRecord(ingredient.food) ? text(ingredient.food.name) : text(ingredient.food);
  // An ingredient Mealie never parsed keeps its whole text in the note.
  if (!food) return text(ingredient.display) || text(ingredient.note) || text(ingredient.originalText);
  return ingredientLine(amountText(ingredient.quantity), unit, food, text(ingredient.note));
}

/** An ingredient's line, after the section heading Mealie keeps in `title` on the section's first ingredient. */
function mealieIngredientLines(ingredient: unknown): string[] {
  const title = isRecord(ingredient) ? text(ingredient.title) : '';
  const line = mealieIngredientLine(ingredient);
  return [title ? `${title.replace(/[:：]\s*$/u, '')}:` : '', line].filter(Boolean);
}

function mealieSteps(instructions: unknown): string[] {
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
  return {
    name: text(recipe.name),
    description: text(recipe.description),
    prepTime: parseMinutes(recipe.prepTime),
    cookTime: parseMinutes(recipe.cookTime) ?? parseMinutes(recipe.performTime),
    totalTime: parseMinutes(recipe.totalTime),
    servings: parseServings(recipe.recipeServings) ?? parseServings(recipe.recipeYieldQuantity) ?? parseServings(recipe.recipeYield),
    sourceUrl: text(recipe.orgURL) || text(recipe.org_url),
    notes: mealieNotes(recipe.notes),
    tags: [...stringList(recipe.recipeCategory), ...stringList(recipe.tags)],
    ingredientLines: (Array.isArray(recipe.recipeIngredient) ? recipe.recipeIngredient : []).flatMap(mealieIngredientLines),
    steps: mealieSteps(recipe.recipeInstructions),
    utensils: stringList(recipe.tools),
  };
}

/**
 * Every Mealie recipe JSON of the zip: the bulk export's `<slug>/<slug>.json`, or the
 * single-recipe zip Mealie downloads (`<slug>.json` beside `original.webp`). Other JSON
 * files are passed over.
 */
export async function* readMealieZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (isJunkEntry(name) || !name.toLowerCase().endsWith('.json')) continue;
    const fallbackName = baseName(name);
    let recipe: unknown;
    try {
      recipe = parseJson((await zip.read(name)).toString('utf8'), context.limits.maxJsonDepth, `"${fallbackName}.json"`);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) throw error;
      yield { name: fallbackName, error: error instanceof Error ? error.message : 'This recipe could not be read.' };
      continue;
    }
    if (!isMealieRecipe(recipe)) {
      if (isMealieRecipeEntry(name)) yield { name: fallbackName, error: 'This entry is not a Mealie recipe.' };
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
    yield recipeFromDraft(text(recipe.name) || fallbackName, () => mealieDraft(recipe), picture, warnings);
  }
}

export function* readMealieRecipeJson(recipe: Record<string, unknown>): Generator<ImportedRecipe> {
  yield recipeFromDraft(text(recipe.name), () => mealieDraft(recipe));
}
