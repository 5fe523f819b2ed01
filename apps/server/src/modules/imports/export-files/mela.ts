import type { ImportedRecipe } from './export-file-types.js';
import { type DishDraft, recipeFromDraft } from './dish-draft.js';
import { type ReadContext, baseName, isJunkEntry, pictureFromBase64, readJsonEntry } from './read-context.js';
import { parseMinutes, parseServings, splitLines, stringList, text } from './recipe-fields.js';
import { isRecord } from './safe-json.js';
import type { ZipArchive } from './zip-archive.js';
import { entryError, notice } from '../import-notices.js';

/**
 * Mela (iOS and macOS): a `.melarecipes` export is a zip of `.melarecipe` files, each one
 * recipe as JSON: `title`, `text` (the description), `ingredients` and `instructions` as text
 * with one line each and "# Heading" lines for groups, `notes`, `nutrition`, `yield`,
 * `prepTime`, `cookTime`, `totalTime`, `categories`, `link`, and `images` as base64.
 */

export function isMelaEntry(name: string): boolean {
  return /\.melarecipe$/i.test(name) && !isJunkEntry(name);
}

/**
 * One Mela recipe: a title and its ingredients or instructions as text (never a schema.org
 * `name`). Mela leaves out the fields a recipe does not fill, so one of the two may be missing.
 */
export function isMelaRecipe(value: unknown): value is Record<string, unknown> {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    (typeof value.ingredients === 'string' || typeof value.instructions === 'string') &&
    !('@type' in value)
  );
}

/** Lines of a Mela text field; "# For the sauce" is a heading, as the ingredient parser writes them ("For the sauce:"). */
function melaLines(value: unknown): string[] {
  return splitLines(value).map((line) => (line.startsWith('#') ? `${line.replace(/^#+\s*/u, '').replace(/[:：]\s*$/u, '')}:` : line));
}

export function melaDraft(recipe: Record<string, unknown>): DishDraft {
  const notes = [text(recipe.notes)];
  const nutrition = text(recipe.nutrition);
  if (nutrition) notes.push(`Nutrition: ${nutrition}`);
  const link = text(recipe.link);
  const isAddress = /^https?:\/\//i.test(link);
  return {
    name: text(recipe.title),
    description: text(recipe.text),
    prepTime: parseMinutes(recipe.prepTime),
    cookTime: parseMinutes(recipe.cookTime),
    totalTime: parseMinutes(recipe.totalTime),
    servings: parseServings(recipe.yield),
    sourceUrl: isAddress ? link : '',
    sourceText: isAddress ? '' : link,
    notes,
    tags: stringList(recipe.categories),
    ingredientLines: melaLines(recipe.ingredients),
    // Headings among the steps stay steps of their own, as sections do elsewhere.
    steps: melaLines(recipe.instructions),
  };
}

export function readMelaRecipe(recipe: Record<string, unknown>, fallbackName: string, context: ReadContext): ImportedRecipe {
  const warnings: string[] = [];
  const images = Array.isArray(recipe.images) ? recipe.images : [];
  const picture = pictureFromBase64(images[0], context, warnings);
  return recipeFromDraft(text(recipe.title) || fallbackName, () => melaDraft(recipe), picture, warnings);
}

export async function* readMelaZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (!isMelaEntry(name)) continue;
    const fallbackName = baseName(name);
    const entry = await readJsonEntry(zip, name, context, fallbackName);
    if ('unreadable' in entry) yield entry.unreadable;
    else if (isMelaRecipe(entry.json)) yield readMelaRecipe(entry.json, fallbackName, context);
    else yield { name: fallbackName, ...entryError(notice('not_a_mela_recipe')) };
  }
}
