import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { amountText, ingredientLine } from './mealie.js';
import { type ReadContext, baseName, isJunkEntry, isPictureName, pictureFromZip } from './read-context.js';
import { parseMinutes, parseServings, stringList, text } from './recipe-fields.js';
import { isRecord, parseJson } from './safe-json.js';
import { ZipArchive, isZip } from './zip-archive.js';

/**
 * Tandoor's export: a zip holding one zip per recipe, each with `recipe.json` (name,
 * description, keywords, working_time and waiting_time in minutes, servings, source_url,
 * steps with their own ingredients {amount, unit.name, food.name, note, is_header,
 * no_amount}) and `image.<ext>`. Only that one level of nesting is opened.
 */

export function isNestedZipEntry(name: string): boolean {
  return /\.zip$/i.test(name) && !isJunkEntry(name);
}

function tandoorIngredientLine(ingredient: unknown): string {
  if (!isRecord(ingredient) || ingredient.is_header === true) return '';
  const unit = isRecord(ingredient.unit) ? text(ingredient.unit.name) : '';
  const food = isRecord(ingredient.food) ? text(ingredient.food.name) : '';
  const amount = ingredient.no_amount === true ? '' : amountText(ingredient.amount);
  return ingredientLine(amount, unit, food, text(ingredient.note));
}

export function tandoorDraft(recipe: Record<string, unknown>): DishDraft {
  const steps = (Array.isArray(recipe.steps) ? recipe.steps.filter(isRecord) : []).sort(
    (a, b) => Number(a.order ?? 0) - Number(b.order ?? 0),
  );
  return {
    name: text(recipe.name),
    description: text(recipe.description),
    prepTime: parseMinutes(recipe.working_time) || null,
    cookTime: parseMinutes(recipe.waiting_time) || null,
    servings: parseServings(recipe.servings),
    sourceUrl: text(recipe.source_url),
    tags: stringList(recipe.keywords),
    ingredientLines: steps.flatMap((step) => (Array.isArray(step.ingredients) ? step.ingredients : []).map(tandoorIngredientLine)),
    steps: steps.flatMap((step) => {
      const name = text(step.name);
      const instruction = text(step.instruction);
      if (!instruction) return [];
      return [name && !instruction.startsWith(name) ? `${name}: ${instruction}` : instruction];
    }),
  };
}

async function readOneRecipe(outer: ZipArchive, entryName: string, context: ReadContext): Promise<ImportedRecipe> {
  const fallbackName = baseName(entryName);
  const bytes = await outer.read(entryName);
  if (!isZip(bytes)) return { name: fallbackName, error: 'This entry is not a Tandoor recipe.' };
  let inner: ZipArchive;
  try {
    inner = await ZipArchive.open(bytes, context.budget);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    return { name: fallbackName, error: error instanceof Error ? error.message : 'This recipe could not be read.' };
  }
  try {
    const jsonName = inner.entries.find(({ name }) => name === 'recipe.json')?.name ?? inner.entries.find(({ name }) => name.endsWith('.json'))?.name;
    if (!jsonName) return { name: fallbackName, error: 'This entry has no recipe.json.' };
    const recipe = parseJson((await inner.read(jsonName)).toString('utf8'), context.limits.maxJsonDepth, `"${fallbackName}"`);
    if (!isRecord(recipe)) return { name: fallbackName, error: 'This entry holds no recipe.' };
    const warnings: string[] = [];
    // Nested zips are never opened further: an image is the only other entry we read.
    const imageNames = inner.entries.map(({ name }) => name).filter((name) => /^image\./i.test(name) && isPictureName(name));
    const picture = await pictureFromZip(inner, imageNames, context, warnings);
    return recipeFromDraft(text(recipe.name) || fallbackName, () => tandoorDraft(recipe), picture, warnings);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    return { name: fallbackName, error: error instanceof Error ? error.message : 'This recipe could not be read.' };
  } finally {
    inner.close();
  }
}

export async function* readTandoorZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (isNestedZipEntry(name)) yield await readOneRecipe(zip, name, context);
  }
}
