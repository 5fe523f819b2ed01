import { UnprocessableError } from '../../../errors.js';
import { isChowdownRecipe, isMarkdownEntry } from './chowdown.js';
import { isXmlEntry } from './cookmate.js';
import { isCooklangEntry, looksLikeCooklang } from './cooklang.js';
import { looksLikeRecipeCsv } from './csv-recipes.js';
import { EXPORT_FORMATS, type ExportFormat } from './export-file-types.js';
import { hasFrontMatter, readFrontMatter } from './front-matter.js';
import { isHearthExport } from './hearth-export.js';
import { findDatabaseJson } from './mealie-backup.js';
import { isMealieRecipe, isMealieRecipeEntry, mealieRecipeEntries } from './mealie.js';
import { isTextEntry, looksLikeLabelledText } from './labelled-text.js';
import { looksLikeMasterCookText } from './mastercook-text.js';
import { isMasterCookEntry } from './mastercook.js';
import { isMealMasterEntry, looksLikeMealMaster } from './meal-master.js';
import { isMelaEntry, isMelaRecipe } from './mela.js';
import { isPaprikaEntry } from './paprika.js';
import { isJunkEntry } from './read-context.js';
import { isNextcloudRecipeEntry, schemaOrgRecipes } from './schema-org.js';
import { isNestedZipEntry, isTandoorRecipe } from './tandoor.js';
import type { ZipArchive } from './zip-archive.js';

/** Everything detection looks at is the file's content: magic bytes, entry names, JSON keys. */

/** Enough of the start of a file to recognise it (front matter and CSV headers included). */
export const HEAD_BYTES = 64 * 1024;

export function unrecognisedFile(): UnprocessableError {
  return new UnprocessableError(
    `We could not recognise this file. The Hearth reads exports from: ${Object.values(EXPORT_FORMATS).join('; ')}.`,
    'UNRECOGNISED_FILE',
  );
}

export function isGzip(head: Buffer): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

export type ZipLayout = ExportFormat | 'html' | 'json' | 'text' | 'xml';

/** The format a zip's entry names point to; HTML and loose JSON need a look inside to confirm. */
export function zipLayout(zip: ZipArchive): { layout: ZipLayout; recipeEntries: number | null } | null {
  const names = zip.entries.map(({ name }) => name).filter((name) => !isJunkEntry(name));
  const count = (test: (name: string) => boolean) => names.filter(test).length;
  if (count(isPaprikaEntry)) return { layout: 'paprika', recipeEntries: count(isPaprikaEntry) };
  if (count(isMelaEntry)) return { layout: 'mela', recipeEntries: count(isMelaEntry) };
  if (findDatabaseJson(zip)) return { layout: 'mealie-backup', recipeEntries: null };
  if (count(isNestedZipEntry)) return { layout: 'tandoor', recipeEntries: count(isNestedZipEntry) };
  if (count(isNextcloudRecipeEntry)) return { layout: 'nextcloud', recipeEntries: count(isNextcloudRecipeEntry) };
  if (count(isMealieRecipeEntry)) return { layout: 'mealie', recipeEntries: mealieRecipeEntries(names).length };
  if (count(isMasterCookEntry)) return { layout: 'mastercook', recipeEntries: null };
  if (count(isMealMasterEntry)) return { layout: 'meal-master', recipeEntries: null };
  if (count((name) => /\.x?html?$/i.test(name))) return { layout: 'html', recipeEntries: null };
  if (count(isCooklangEntry)) return { layout: 'cooklang', recipeEntries: count(isCooklangEntry) };
  if (count(isMarkdownEntry)) return { layout: 'chowdown', recipeEntries: null };
  if (count((name) => /\.csv$/i.test(name))) return { layout: 'csv', recipeEntries: null };
  if (count(isTextEntry)) return { layout: 'text', recipeEntries: null };
  if (count(isXmlEntry)) return { layout: 'xml', recipeEntries: null };
  if (count((name) => /\.json$/i.test(name))) return { layout: 'json', recipeEntries: null };
  return null;
}

export type TextKind = 'json' | 'html' | 'chowdown' | 'cooklang' | 'csv' | 'labelled-text' | 'mastercook-text' | 'meal-master';

/** What a text file holds, from its first bytes (and all of it for front matter). */
export function textKind(head: string): TextKind | null {
  const start = head.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  // CopyMeThat's export or any web page with recipes: which one is told by the caller.
  if (start.startsWith('<')) return 'html';
  if (hasFrontMatter(start)) {
    const { data, body } = readFrontMatter(start);
    if (isChowdownRecipe(data)) return 'chowdown';
    if (looksLikeCooklang(body)) return 'cooklang';
  }
  if (looksLikeLabelledText(start)) return 'labelled-text';
  if (looksLikeMasterCookText(start)) return 'mastercook-text';
  if (looksLikeMealMaster(start)) return 'meal-master';
  if (looksLikeCooklang(start)) return 'cooklang';
  if (looksLikeRecipeCsv(start)) return 'csv';
  return null;
}

/** The format of a parsed JSON document, or null when it is none we read. */
export function jsonFormat(document: unknown): 'hearth' | 'schema-org' | 'mealie' | 'mela' | 'tandoor' | null {
  if (isHearthExport(document)) return 'hearth';
  if (isMelaRecipe(document)) return 'mela';
  if (schemaOrgRecipes(document).length > 0) return 'schema-org';
  if (isMealieRecipe(document)) return 'mealie';
  if (isTandoorRecipe(document)) return 'tandoor';
  return null;
}
