import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import type { ImportedRecipe, PageRecipesReader } from './export-file-types.js';
import { recipeFromMappedDish } from './dish-draft.js';
import { type ReadContext, baseName, folderOf, isJunkEntry, joinPath, pictureFromZip, unreadableRecipe } from './read-context.js';
import type { ZipArchive } from './zip-archive.js';
import { notice } from '../import-notices.js';

/**
 * Exports written as web pages with schema.org recipes (Paprika's HTML export, Recipe Keeper
 * and the like, or pages a cook saved): each page goes through the same reader as a page
 * fetched from the web. A photo the page shows from inside the zip becomes the dish's picture.
 *
 * Pages are read as if they lived under an address that cannot exist (RFC 6761 `.invalid`),
 * so the reader resolves their relative image paths; such addresses are then taken back out.
 */

const INSIDE = 'https://export.invalid/';

export function isHtmlEntry(name: string): boolean {
  return /\.x?html?$/i.test(name) && !isJunkEntry(name);
}

function insideAddress(path: string): string {
  return INSIDE + path.split('/').map(encodeURIComponent).join('/');
}

/** The path inside the zip an address points to, or null for an address on the web. */
function pathInside(address: string): string | null {
  if (!address.startsWith(INSIDE)) return null;
  try {
    return decodeURIComponent(new URL(address).pathname.slice(1));
  } catch {
    return null;
  }
}

function pagesReader(context: ReadContext): PageRecipesReader {
  if (!context.readPageRecipes) throw new Error('No page reader was given to read web pages.');
  return context.readPageRecipes;
}

async function recipesOfPage(html: string, name: string, context: ReadContext, zip?: ZipArchive): Promise<ImportedRecipe[]> {
  const reads = pagesReader(context)(html, insideAddress(name));
  const recipes: ImportedRecipe[] = [];
  for (const read of reads) {
    const warnings: string[] = [];
    const imagePath = pathInside(read.dish.imageUrl);
    const picture =
      zip && imagePath !== null
        ? await pictureFromZip(zip, [imagePath, joinPath(folderOf(name), imagePath)], context, warnings)
        : undefined;
    const dish = {
      ...read.dish,
      imageUrl: imagePath === null ? read.dish.imageUrl : '',
      sourceUrl: pathInside(read.dish.sourceUrl) === null ? read.dish.sourceUrl : '',
    };
    recipes.push(recipeFromMappedDish(dish.dishName || baseName(name), { dish, warnings: read.warnings }, picture, warnings));
  }
  return recipes;
}

/** One page on its own: its recipes, or none. */
export async function readHtmlPage(bytes: Buffer, name: string, context: ReadContext): Promise<ImportedRecipe[]> {
  return recipesOfPage(decodeHtml(bytes, undefined), baseName(name), context);
}

/** Every page of the zip; pages without a recipe (an index, an about page) are passed over. */
export async function* readHtmlPagesZip(zip: ZipArchive, context: ReadContext): AsyncGenerator<ImportedRecipe> {
  for (const { name } of zip.entries) {
    if (!isHtmlEntry(name)) continue;
    let recipes: ImportedRecipe[];
    try {
      recipes = await recipesOfPage(decodeHtml(await zip.read(name), undefined), name, context, zip);
    } catch (error) {
      recipes = [unreadableRecipe(error, baseName(name), notice('page_unreadable'))];
    }
    yield* recipes;
  }
}
