import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { EMPTY_ENTRY, type ReadContext, baseName, gunzipWithin, isJunkEntry, pictureFromBase64, unreadableRecipe } from './read-context.js';
import { parseMinutes, parseServings, splitLines, splitSteps, stringList, text } from './recipe-fields.js';
import { isRecord, parseJson } from './safe-json.js';
import type { ZipArchive } from './zip-archive.js';
import { entryError, notice } from '../import-notices.js';

/**
 * Paprika 3: a `.paprikarecipes` file is a zip of `.paprikarecipe` entries, each one recipe
 * as gzip-compressed JSON (name, ingredients and directions as text, times as free text,
 * categories, photo_data as base64). A single `.paprikarecipe` is one such gzip on its own.
 */

export function isPaprikaEntry(name: string): boolean {
  return /\.paprikarecipe$/i.test(name) && !isJunkEntry(name);
}

export function paprikaDraft(recipe: Record<string, unknown>): DishDraft {
  const notes = [text(recipe.notes)];
  const nutrition = text(recipe.nutritional_info);
  if (nutrition) notes.push(`Nutrition: ${nutrition}`);
  const sourceUrl = text(recipe.source_url);
  return {
    name: text(recipe.name),
    description: text(recipe.description),
    prepTime: parseMinutes(recipe.prep_time),
    cookTime: parseMinutes(recipe.cook_time),
    totalTime: parseMinutes(recipe.total_time),
    servings: parseServings(recipe.servings),
    difficulty: recipe.difficulty,
    sourceUrl,
    sourceText: sourceUrl ? '' : text(recipe.source),
    imageUrl: text(recipe.image_url),
    notes,
    tags: stringList(recipe.categories),
    ingredientLines: splitLines(recipe.ingredients),
    steps: splitSteps(recipe.directions),
  };
}

/** One gzip-compressed recipe's bytes to an imported recipe (its photo included). */
export async function readPaprikaRecipe(compressed: Buffer, entryName: string, context: ReadContext): Promise<ImportedRecipe> {
  const fallbackName = baseName(entryName);
  if (compressed.length === 0) return { name: fallbackName, ...EMPTY_ENTRY };
  try {
    // Paprika gzips each recipe; a tool that rewrote the archive may have left plain JSON.
    const gzipped = compressed[0] === 0x1f && compressed[1] === 0x8b;
    const plainJson = !gzipped && /^\s*\{/u.test(compressed.subarray(0, 64).toString('utf8'));
    const json = plainJson ? compressed : await gunzipWithin(compressed, entryName, context);
    const recipe = parseJson(json.toString('utf8'), context.limits.maxJsonDepth, `"${fallbackName}"`);
    if (!isRecord(recipe)) return { name: fallbackName, ...entryError(notice('entry_holds_no_recipe')) };
    const warnings: string[] = [];
    const photos = Array.isArray(recipe.photos) ? recipe.photos : [];
    const firstPhoto = photos.find(isRecord);
    const picture =
      pictureFromBase64(recipe.photo_data, context, warnings) ??
      (firstPhoto ? pictureFromBase64(firstPhoto.data, context, warnings) : undefined);
    return recipeFromDraft(text(recipe.name) || fallbackName, () => paprikaDraft(recipe), picture, warnings);
  } catch (error) {
    return unreadableRecipe(error, fallbackName);
  }
}

export async function* readPaprikaZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (!isPaprikaEntry(name)) continue;
    yield await readPaprikaRecipe(await zip.read(name), name, context);
  }
}
