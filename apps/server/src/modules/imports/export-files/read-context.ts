import { posix } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { UnprocessableError } from '../../../errors.js';
import type { ExportLimits, ImportedRecipe, PageRecipesReader, SchemaOrgMapper } from './export-file-types.js';
import { parseJson } from './safe-json.js';
import { type UnpackBudget, entryTooLarge, sizeInWords } from './unpack-budget.js';
import type { ZipArchive } from './zip-archive.js';
import type { ImportNotice } from '@hearth/shared/imports';
import { entryError, errorOf, notice } from '../import-notices.js';

/** What every format reader gets: the limits, the file's unpack budget and the schema.org mapper. */
export interface ReadContext {
  limits: ExportLimits;
  budget: UnpackBudget;
  fromSchemaOrg: SchemaOrgMapper;
  readPageRecipes?: PageRecipesReader;
}

const gunzipAsync = promisify(gunzip);
const PICTURE_EXTENSIONS = /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i;

export function isPictureName(name: string): boolean {
  return PICTURE_EXTENSIONS.test(name);
}

export function pictureTooLargeWarning(limits: ExportLimits): string {
  return `The photo was larger than ${sizeInWords(limits.maxPictureBytes)} and was left out.`;
}

/** Gzip inside an export (Paprika), inflated no further than one entry's limit. */
export async function gunzipWithin(bytes: Buffer, name: string, context: ReadContext): Promise<Buffer> {
  const maxOutputLength = Math.min(context.limits.maxEntryBytes, context.budget.remaining + 1);
  let inflated: Buffer;
  try {
    inflated = await gunzipAsync(bytes, { maxOutputLength });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      context.budget.spend(maxOutputLength);
      throw entryTooLarge(name, context.limits.maxEntryBytes);
    }
    throw new UnprocessableError(`"${name}" is damaged and could not be unpacked.`, 'DAMAGED_FILE');
  }
  context.budget.spend(inflated.length);
  return inflated;
}

/** A photo stored as base64 text (Paprika's photo_data), or undefined when absent or too large. */
export function pictureFromBase64(value: unknown, context: ReadContext, warnings: string[]): Buffer | undefined {
  if (typeof value !== 'string' || value.length < 8) return undefined;
  // Four base64 characters carry three bytes.
  if ((value.length * 3) / 4 > context.limits.maxPictureBytes) {
    warnings.push(pictureTooLargeWarning(context.limits));
    return undefined;
  }
  const bytes = Buffer.from(value, 'base64');
  return bytes.length > 0 ? bytes : undefined;
}

/**
 * A photo entry of a zip: the first of `candidates` that exists (paths inside the archive),
 * skipped with a warning when larger than one picture may be.
 */
export async function pictureFromZip(
  zip: ZipArchive,
  candidates: readonly string[],
  context: ReadContext,
  warnings: string[],
): Promise<Buffer | undefined> {
  const name = candidates.find((candidate) => zip.has(candidate));
  if (!name) return undefined;
  if (zip.sizeOf(name) > context.limits.maxPictureBytes) {
    warnings.push(pictureTooLargeWarning(context.limits));
    return undefined;
  }
  return zip.read(name, context.limits.maxPictureBytes);
}

/** The folder of an entry ("" at the top), with forward slashes. */
export function folderOf(name: string): string {
  const folder = posix.dirname(name);
  return folder === '.' ? '' : folder;
}

export function joinPath(folder: string, name: string): string {
  return posix.normalize(folder ? `${folder}/${name}` : name).replace(/^(\.\/)+/, '');
}

/** The file name without its folder and extension: "recipes/Pad Thai.cook" -> "Pad Thai". */
export function baseName(name: string): string {
  return posix.basename(name).replace(/\.[^.]+$/, '');
}

/** macOS adds __MACOSX/ and ._ files to zips it makes; they are never recipes. */
export function isJunkEntry(name: string): boolean {
  return name.startsWith('__MACOSX/') || posix.basename(name).startsWith('._') || posix.basename(name) === '.DS_Store';
}

/**
 * The recipe that stands for an entry that could not be read, saying why. A bomb or an
 * over-budget file (413) stops the whole import instead, so that error is thrown on: a damaged
 * recipe stops only itself.
 */
export function unreadableRecipe(error: unknown, name: string, fallback?: ImportNotice): ImportedRecipe {
  if ((error as { statusCode?: number }).statusCode === 413) throw error;
  return { name, ...errorOf(error, fallback) };
}

export const EMPTY_ENTRY = entryError(notice('entry_empty'));

/**
 * One zip entry parsed as JSON within the nesting limit (`what` names it in the errors), or the
 * recipe `recipeName` that says why it could not be.
 */
export async function readJsonEntry(
  zip: ZipArchive,
  name: string,
  context: ReadContext,
  recipeName: string,
  what = `"${recipeName}"`,
): Promise<{ json: unknown } | { unreadable: ImportedRecipe }> {
  if (zip.sizeOf(name) === 0) return { unreadable: { name: recipeName, ...EMPTY_ENTRY } };
  try {
    return { json: parseJson((await zip.read(name)).toString('utf8'), context.limits.maxJsonDepth, what) };
  } catch (error) {
    return { unreadable: unreadableRecipe(error, recipeName) };
  }
}
