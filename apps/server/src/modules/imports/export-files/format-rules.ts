import type { Readable } from 'node:stream';
import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import type { HtmlExportZip } from './block-exports.js';
import type { ExportFile, ExportFormat, ExportLimits, ImportedRecipe } from './export-file-types.js';
import { hasFrontMatter, readFrontMatter } from './front-matter.js';
import { type ReadContext, baseName, isJunkEntry } from './read-context.js';
import { readWhole } from './whole-file.js';
import type { ZipArchive } from './zip-archive.js';

/**
 * The shapes of the export-format registry (export-formats.ts): how a format is recognised in
 * a zip, in a one-file export and in a JSON document, and how it is then read. The engines
 * (detect-export-format.ts, read-export-file.ts) only walk these lists, first match first.
 */

export type RecipeSource = () => Iterable<ImportedRecipe> | AsyncIterable<ImportedRecipe>;

/** Reads every recipe of a zip of its format, entry by entry. */
export type ZipReader = (zip: ZipArchive, context: ReadContext) => AsyncGenerator<ImportedRecipe>;

export interface FormatEntry {
  /** Its name on the File tab, in the API's description and in the error for a file we do not know. */
  label: string;
  /** What a file of it holds when it holds recipes, said to a cook whose file gave none. */
  expects: string;
  /** How a zip of it is read, when it comes as a zip. */
  zip?: ZipReader;
}

/** A recognised file: its format, and how many recipes it holds when that is known before reading. */
export interface Detected {
  format: ExportFormat;
  total: number | null;
}

/** What a zip rule may look at: the zip, its entry names without junk (a Mac's __MACOSX), the limits. */
export interface ZipLook {
  zip: ZipArchive;
  names: string[];
  limits: ExportLimits;
  /** Whether web pages with schema.org recipes are read (the page reader was passed in). */
  readsPages: boolean;
}

/**
 * A zip layout: whether the zip has it (entry names, mostly), and what it then is, looking
 * inside when the names do not say (null: no export we read). The first layout a zip has
 * decides; a zip is never tried against the next one after its layout said no.
 */
export interface ZipRule {
  has: (look: ZipLook) => boolean;
  identify: (look: ZipLook) => Detected | null | Promise<Detected | null>;
}

/** A recognised one-file export and its recipes, read when the caller starts reading. */
export interface FilePlan extends Detected {
  recipes: RecipeSource;
}

/** What a one-file rule may look at: the file, its first bytes as text (`start` without a BOM and leading space). */
export interface FileLook {
  file: ExportFile;
  head: string;
  start: string;
  limits: ExportLimits;
  context: ReadContext;
}

/** A one-file export recognised from its first bytes; `plan` answers null when a closer look says no. */
export interface FileRule {
  looksLike: (look: FileLook) => boolean;
  plan: (look: FileLook) => Promise<FilePlan | null>;
}

/** A JSON document's format, and how that document is read. */
export interface JsonRule {
  format: ExportFormat;
  is: (document: unknown) => boolean;
  plan: (document: unknown, look: FileLook) => FilePlan;
}

/** Matches a zip with an entry passing `test`; `total` counts its recipes when each entry is one. */
export function byEntries(format: ExportFormat, test: (name: string) => boolean, total?: (names: string[]) => number): ZipRule {
  return {
    has: ({ names }) => names.some(test),
    identify: ({ names }) => ({ format, total: total ? total(names) : null }),
  };
}

/** Counts the entries passing `test`: one recipe each. */
export function countOf(test: (name: string) => boolean): (names: string[]) => number {
  return (names) => names.filter(test).length;
}

/** Reads every entry matching `pattern`: for zips of HTML or CSV files. */
export function eachEntry(
  pattern: RegExp,
  readEntry: (zip: ZipArchive, name: string, context: ReadContext) => AsyncIterable<ImportedRecipe>,
): ZipReader {
  return async function* (zip, context) {
    for (const { name } of zip.entries) if (pattern.test(name) && !isJunkEntry(name)) yield* readEntry(zip, name, context);
  };
}

/** Starts like HTML or XML. */
export const isMarkup = ({ start }: FileLook) => start.startsWith('<');

/** A text read whole, in the encoding it names, else UTF-8, else windows-1252. */
export function wholeText(
  format: ExportFormat,
  total: number | null,
  read: (source: string, fallbackName: string) => Iterable<ImportedRecipe>,
): FileRule['plan'] {
  return async ({ file, limits }) => {
    const source = decodeHtml(await readWhole(file, limits), undefined);
    return { format, total, recipes: () => read(source, baseName(file.name) || 'Untitled recipe') };
  };
}

/** Fits a text with front matter whose data and body pass `test`. */
export function withFrontMatter(test: (frontMatter: ReturnType<typeof readFrontMatter>) => boolean): FileRule['looksLike'] {
  return ({ start }) => hasFrontMatter(start) && test(readFrontMatter(start));
}

/** A zip of one-file HTML exports (CopyMeThat's, Recipe Keeper's), each read with its photos beside it. */
export function htmlExportZip(
  read: (html: Readable, context: ReadContext, zip: HtmlExportZip) => AsyncIterable<ImportedRecipe>,
): ZipReader {
  return eachEntry(/\.html?$/i, async function* (zip, name, context) {
    yield* read(await zip.stream(name), context, { archive: zip, htmlName: name });
  });
}
