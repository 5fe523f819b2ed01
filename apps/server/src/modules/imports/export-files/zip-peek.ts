import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import type { ExportLimits } from './export-file-types.js';
import { isJunkEntry } from './read-context.js';
import { parseJson } from './safe-json.js';
import type { ZipArchive } from './zip-archive.js';

/** Enough of the start of a file to recognise it (front matter and CSV headers included). */
export const HEAD_BYTES = 64 * 1024;

/** How many JSON or text files of a zip are looked into to tell what it holds (a manifest may come first). */
export const PEEKS = 5;

/** The first entry matching `pattern` that is not junk (a Mac's __MACOSX), or '' when none is. */
export function firstEntry(zip: ZipArchive, pattern: RegExp): string {
  return zip.entries.find((entry) => pattern.test(entry.name) && !isJunkEntry(entry.name))?.name ?? '';
}

/** The start of an entry as text, in the encoding it names, else UTF-8, else windows-1252. */
export async function entryHead(zip: ZipArchive, name: string): Promise<string> {
  return decodeHtml(await zip.readHead(name, HEAD_BYTES), undefined);
}

/** The start of an entry as UTF-8 text. */
export async function entryHeadUtf8(zip: ZipArchive, name: string): Promise<string> {
  return (await zip.readHead(name, HEAD_BYTES)).toString('utf8');
}

/** The format `classify` finds in the first of `names` (at most PEEKS) that it knows; a deep document is refused. */
export async function firstJsonFormat<T>(
  zip: ZipArchive,
  limits: ExportLimits,
  names: string[],
  classify: (document: unknown) => T | null,
): Promise<T | null> {
  for (const name of names.slice(0, PEEKS)) {
    let document: unknown;
    try {
      document = parseJson((await zip.read(name)).toString('utf8'), limits.maxJsonDepth, `"${name}"`);
    } catch (error) {
      if ((error as { code?: string }).code === 'INVALID_JSON') continue;
      throw error;
    }
    const format = classify(document);
    if (format) return format;
  }
  return null;
}
