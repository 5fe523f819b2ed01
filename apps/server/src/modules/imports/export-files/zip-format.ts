import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import { looksLikeCookmate } from './cookmate.js';
import { looksLikeCopyMeThat } from './copymethat.js';
import { HEAD_BYTES, jsonFormat, unrecognisedFile, zipLayout } from './detect-export-format.js';
import type { ExportFormat, ExportLimits } from './export-file-types.js';
import { looksLikeLabelledText } from './labelled-text.js';
import { looksLikeMealMaster } from './meal-master.js';
import { isMealieRecipeEntry } from './mealie.js';
import { isJunkEntry } from './read-context.js';
import { looksLikeRecipeKeeper } from './recipe-keeper.js';
import { parseJson } from './safe-json.js';
import type { ZipArchive } from './zip-archive.js';

/** How many JSON or text files of a zip are looked into to tell what it holds (a manifest may come first). */
const PEEKS = 5;

function firstEntry(zip: ZipArchive, pattern: RegExp): string {
  return zip.entries.find((entry) => pattern.test(entry.name) && !isJunkEntry(entry.name))?.name ?? '';
}

/** The format of the first of a zip's JSON files that is one we read; a deep document is refused. */
async function jsonEntriesFormat(zip: ZipArchive, limits: ExportLimits, names: string[]): Promise<ReturnType<typeof jsonFormat>> {
  for (const name of names.slice(0, PEEKS)) {
    let document: unknown;
    try {
      document = parseJson((await zip.read(name)).toString('utf8'), limits.maxJsonDepth, `"${name}"`);
    } catch (error) {
      if ((error as { code?: string }).code === 'INVALID_JSON') continue;
      throw error;
    }
    const format = jsonFormat(document);
    if (format) return format;
  }
  return null;
}

/** The zip's format from its entry names, looking inside an HTML, text or JSON entry when needed. */
export async function zipFormat(
  zip: ZipArchive,
  limits: ExportLimits,
  readsPages: boolean,
): Promise<{ format: ExportFormat; total: number | null }> {
  const found = zipLayout(zip);
  if (!found) throw unrecognisedFile();
  if (found.layout === 'html') {
    const head = (await zip.readHead(firstEntry(zip, /\.html?$/i), HEAD_BYTES)).toString('utf8');
    if (looksLikeCopyMeThat(head)) return { format: 'copymethat', total: null };
    if (looksLikeRecipeKeeper(head)) return { format: 'recipe-keeper', total: null };
    if (!readsPages) throw unrecognisedFile();
    return { format: 'html-pages', total: null };
  }
  if (found.layout === 'text') {
    // A read-me may come first: the first few text files are looked into.
    const names = zip.entries.map(({ name }) => name).filter((name) => /\.txt$/i.test(name) && !isJunkEntry(name));
    for (const name of names.slice(0, PEEKS)) {
      const text = decodeHtml(await zip.readHead(name, HEAD_BYTES), undefined);
      if (looksLikeLabelledText(text)) return { format: 'labelled-text', total: null };
      if (looksLikeMealMaster(text)) return { format: 'meal-master', total: null };
    }
    throw unrecognisedFile();
  }
  if (found.layout === 'xml') {
    const head = decodeHtml(await zip.readHead(firstEntry(zip, /\.xml$/i), HEAD_BYTES), undefined);
    if (looksLikeCookmate(head)) return { format: 'cookmate', total: null };
    throw unrecognisedFile();
  }
  if (found.layout === 'json') {
    const names = zip.entries.map(({ name }) => name).filter((name) => /\.json$/i.test(name) && !isJunkEntry(name));
    const format = await jsonEntriesFormat(zip, limits, names);
    // Mealie's single-recipe download is a zip of `<slug>.json` and its photo.
    if (format === 'mealie') return { format, total: null };
    // One Tandoor recipe's own zip (recipe.json and its image), taken out of an export.
    if (format === 'tandoor') return { format, total: 1 };
    if (format !== 'schema-org') throw unrecognisedFile();
    return { format, total: null };
  }
  if (found.layout === 'mealie') {
    // A folder per recipe with a JSON named like it: Mealie's, or schema.org from another app.
    const names = zip.entries.map(({ name }) => name).filter(isMealieRecipeEntry);
    if ((await jsonEntriesFormat(zip, limits, names)) === 'schema-org') return { format: 'schema-org', total: null };
  }
  return { format: found.layout, total: found.recipeEntries };
}
