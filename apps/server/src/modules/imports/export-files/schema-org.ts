import type { ImportedRecipe } from './export-file-types.js';
import { recipeFromMappedDish } from './dish-draft.js';
import {
  type ReadContext,
  baseName,
  folderOf,
  isJunkEntry,
  isPictureName,
  joinPath,
  pictureFromZip,
  readJsonEntry,
} from './read-context.js';
import { text } from './recipe-fields.js';
import { isRecord } from './safe-json.js';
import type { ZipArchive } from './zip-archive.js';
import { errorOf } from '../import-notices.js';

/**
 * schema.org Recipe JSON, mapped by the same function the URL importer uses: a bare Recipe,
 * an array of them, or a JSON-LD document with @graph. Nextcloud Cookbook exports are a zip
 * of folders, each with such a `recipe.json` and the photo as `full.jpg`; other apps (Recipya,
 * RecipeSage's JSON-LD) write the same documents under other names.
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
    else if (Array.isArray(candidate['@graph']))
      found.push(...(candidate['@graph'].filter((node) => isRecord(node) && isRecipeType(node['@type'])) as Record<string, unknown>[]));
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
    return { name: name || 'Untitled recipe', ...errorOf(error) };
  }
}

/** `<folder>/recipe.json`, as Nextcloud Cookbook keeps each recipe. */
export function isNextcloudRecipeEntry(name: string): boolean {
  return /(^|\/)recipe\.json$/i.test(name) && folderOf(name) !== '' && !isJunkEntry(name);
}

const NEXTCLOUD_PHOTOS = ['full.jpg', 'full.jpeg', 'full.png', 'full.webp'];

/** A recipe folder's photo: Nextcloud's full.jpg, else the one picture the folder holds beside its thumbnails. */
function folderPhotoNames(zip: ZipArchive, folder: string): string[] {
  const inFolder = zip.entries
    .map(({ name }) => name)
    .filter((name) => folderOf(name) === folder && isPictureName(name) && !isJunkEntry(name));
  const large = inFolder.filter((name) => !/(^|\/)thumb/i.test(name));
  return [...NEXTCLOUD_PHOTOS.map((file) => joinPath(folder, file)), ...(large.length === 1 ? large : [])];
}

/**
 * Every schema.org JSON file of a zip: Nextcloud Cookbook's `<folder>/recipe.json`, and
 * exports laid out the same way under other names (a folder per recipe with its JSON and
 * photo), or loose JSON files. JSON files without a recipe are passed over, except a
 * `recipe.json`, which is reported.
 */
export async function* readSchemaOrgZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  const jsonNames = zip.entries.map(({ name }) => name).filter((name) => /\.json$/i.test(name) && !isJunkEntry(name));
  const perFolder = new Map<string, number>();
  for (const name of jsonNames) perFolder.set(folderOf(name), (perFolder.get(folderOf(name)) ?? 0) + 1);
  for (const name of jsonNames) {
    const folder = folderOf(name);
    const fallbackName = baseName(isNextcloudRecipeEntry(name) ? folder : name);
    const entry = await readJsonEntry(zip, name, context, fallbackName);
    if ('unreadable' in entry) {
      yield entry.unreadable;
      continue;
    }
    const nodes = schemaOrgRecipes(entry.json);
    if (nodes.length === 0 && !isNextcloudRecipeEntry(name)) continue;
    const ownFolder = folder !== '' && perFolder.get(folder) === 1 && nodes.length <= 1;
    for (const node of nodes.length ? nodes : [entry.json]) {
      const warnings: string[] = [];
      const picture = ownFolder ? await pictureFromZip(zip, folderPhotoNames(zip, folder), context, warnings) : undefined;
      yield mapNode(node, isRecord(node) ? text(node.name) || fallbackName : fallbackName, context, picture, warnings);
    }
  }
}
