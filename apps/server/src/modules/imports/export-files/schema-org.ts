import type { ImportedRecipe } from './export-file-types.js';
import { recipeFromMappedDish } from './dish-draft.js';
import { type ReadContext, baseName, folderOf, isJunkEntry, joinPath, pictureFromZip, readJsonEntry } from './read-context.js';
import { text } from './recipe-fields.js';
import { isRecord } from './safe-json.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * schema.org Recipe JSON, mapped by the same function the URL importer uses: a bare Recipe,
 * an array of them, or a JSON-LD document with @graph. Nextcloud Cookbook exports are a zip
 * of folders, each with such a `recipe.json` and the photo as `full.jpg`.
 */

function isRecipeType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((value) => typeof value === 'string' && /^(https?:\/\/schema\.org\/)?Recipe$/i.test(value));
}

/** The Recipe nodes of a document: itself, the items of an array or @graph, or a mainEntity. */
export function schemaOrgRecipes(document: unknown): Record<string, unknown>[] {
  const candidates = Array.isArray(document) ? document : [document];
  const found: Record<string, unknown>[] = [];
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue;
    if (isRecipeType(candidate['@type'])) found.push(candidate);
    else if (Array.isArray(candidate['@graph'])) found.push(...candidate['@graph'].filter((node) => isRecord(node) && isRecipeType(node['@type'])) as Record<string, unknown>[]);
    else if (isRecord(candidate.mainEntity) && isRecipeType(candidate.mainEntity['@type'])) found.push(candidate.mainEntity);
  }
  return found;
}

export function* readSchemaOrgDocument(document: unknown, context: ReadContext): Generator<ImportedRecipe> {
  for (const node of schemaOrgRecipes(document)) {
    yield mapNode(node, text(node.name), context);
  }
}

function mapNode(node: unknown, name: string, context: ReadContext, picture?: Buffer, warnings: string[] = []): ImportedRecipe {
  try {
    return recipeFromMappedDish(name, context.fromSchemaOrg(node), picture, warnings);
  } catch (error) {
    return { name: name || 'Untitled recipe', error: error instanceof Error ? error.message : 'This recipe could not be read.' };
  }
}

/** `<folder>/recipe.json`, as Nextcloud Cookbook keeps each recipe. */
export function isNextcloudRecipeEntry(name: string): boolean {
  return /(^|\/)recipe\.json$/i.test(name) && folderOf(name) !== '' && !isJunkEntry(name);
}

export async function* readNextcloudZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (!isNextcloudRecipeEntry(name)) continue;
    const folder = folderOf(name);
    const fallbackName = baseName(folder);
    const entry = await readJsonEntry(zip, name, context, fallbackName);
    if ('unreadable' in entry) {
      yield entry.unreadable;
      continue;
    }
    const node = schemaOrgRecipes(entry.json)[0] ?? entry.json;
    const warnings: string[] = [];
    const picture = await pictureFromZip(
      zip,
      ['full.jpg', 'full.jpeg', 'full.png', 'full.webp'].map((file) => joinPath(folder, file)),
      context,
      warnings,
    );
    yield mapNode(node, isRecord(node) ? text(node.name) || fallbackName : fallbackName, context, picture, warnings);
  }
}
