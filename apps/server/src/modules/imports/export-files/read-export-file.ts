import { open } from 'node:fs/promises';
import { UnprocessableError } from '../../../errors.js';
import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import { isGzip, planFile, unrecognisedFile, zipFormat } from './detect-export-format.js';
import {
  DEFAULT_EXPORT_LIMITS,
  type ExportFile,
  type ExportFileDeps,
  type ExportFormat,
  type ExportLimits,
  type ExportReading,
  type ImportedRecipe,
} from './export-file-types.js';
import { formatEntry } from './export-formats.js';
import type { RecipeSource, ZipReader } from './format-rules.js';
import { readPaprikaRecipe } from './paprika.js';
import { type ReadContext, isJunkEntry } from './read-context.js';
import { UnpackBudget } from './unpack-budget.js';
import { readWhole, tooManyRecipes } from './whole-file.js';
import { ZipArchive, isZip } from './zip-archive.js';
import { HEAD_BYTES } from './zip-peek.js';

/** Stops at the recipe limit; the inner readers close what they opened when iteration ends. */
async function* bounded(recipes: AsyncIterable<ImportedRecipe>, limits: ExportLimits): AsyncGenerator<ImportedRecipe> {
  let count = 0;
  for await (const recipe of recipes) {
    count += 1;
    if (count > limits.maxRecipes) throw tooManyRecipes(limits);
    yield recipe;
  }
}

/** A reading whose source (a file stream, a zip) is only opened once the caller starts reading. */
function reading(format: ExportFormat, source: RecipeSource, limits: ExportLimits, total: number | null = 1): ExportReading {
  async function* lazily(): AsyncGenerator<ImportedRecipe> {
    yield* source();
  }
  return { format, total, recipes: bounded(lazily(), limits) };
}

function contextFor(limits: ExportLimits, deps: ExportFileDeps): ReadContext {
  return { limits, budget: new UnpackBudget(limits), fromSchemaOrg: deps.fromSchemaOrg, readPageRecipes: deps.readPageRecipes };
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

// --- Zips -------------------------------------------------------------------------------

/**
 * Exports that are zips under their own extension, which a cook may have zipped again to send.
 * A plain `.zip` inside a zip is Tandoor's layout and is not unwrapped: no file is opened more
 * than one zip deep.
 */
const ARCHIVE_NAME = /\.(paprikarecipes|melarecipes|mz2)$/i;

/** The one such export a zip holds and nothing else, or null. */
function wrappedArchive(zip: ZipArchive): string | null {
  const names = zip.entries.map(({ name }) => name).filter((name) => !isJunkEntry(name));
  return names.length === 1 && ARCHIVE_NAME.test(names[0]!) ? names[0]! : null;
}

/**
 * The zip to read: the uploaded one, or the archive it wraps, unpacked into memory within the
 * file's budget (one entry, at most the entry limit).
 */
async function openArchive(path: string, budget: UnpackBudget): Promise<ZipArchive> {
  const outer = await ZipArchive.open(path, budget);
  const inner = wrappedArchive(outer);
  if (!inner) return outer;
  try {
    const bytes = await outer.read(inner);
    if (!isZip(bytes)) throw unrecognisedFile();
    return await ZipArchive.open(bytes, budget);
  } finally {
    outer.close();
  }
}

async function* fromZip(path: string, context: ReadContext, read: ZipReader): AsyncGenerator<ImportedRecipe> {
  const zip = await openArchive(path, context.budget);
  try {
    yield* read(zip, context);
  } finally {
    zip.close();
  }
}

async function planZip(file: ExportFile, limits: ExportLimits, deps: ExportFileDeps): Promise<ExportReading> {
  // Recognising the zip lists it (and may peek at one entry); reading opens it afresh.
  const zip = await openArchive(file.path, new UnpackBudget(limits));
  let detected: { format: ExportFormat; total: number | null };
  try {
    detected = await zipFormat(zip, limits, Boolean(deps.readPageRecipes));
  } finally {
    zip.close();
  }
  const { format, total } = detected;
  if (total !== null && total > limits.maxRecipes) throw tooManyRecipes(limits);
  const reader = formatEntry(format).zip;
  if (!reader) throw unrecognisedFile();
  return reading(format, () => fromZip(file.path, contextFor(limits, deps), reader), limits, total);
}

// --- Single files ---------------------------------------------------------------------------

async function planText(file: ExportFile, head: Buffer, limits: ExportLimits, deps: ExportFileDeps): Promise<ExportReading> {
  // Decoded as the whole file will be: a text saved as UTF-16 (Notepad's "Unicode") is recognised too.
  const plan = await planFile({ file, head: decodeHtml(head, undefined), limits, context: contextFor(limits, deps) });
  return reading(plan.format, plan.recipes, limits, plan.total);
}

/**
 * Recognises an uploaded export file by its content and answers its format, the number of
 * recipes when known, and the recipes themselves as they are read, one at a time. A recipe
 * that cannot be read comes with `error` and the rest go on; a file that is unsafe or damaged
 * as a whole (zip bomb, too many entries, names leaving the archive, corrupt zip) ends the
 * iteration with a typed 4xx error. Zips are read from disk entry by entry, never unpacked.
 */
export async function readExportFile(file: ExportFile, deps: ExportFileDeps): Promise<ExportReading> {
  const limits: ExportLimits = { ...DEFAULT_EXPORT_LIMITS, ...deps.limits };
  const head = await readHead(file.path);
  if (head.length === 0) throw new UnprocessableError('This file is empty.', 'EMPTY_FILE');
  if (isZip(head)) return planZip(file, limits, deps);
  if (isGzip(head)) {
    const bytes = await readWhole(file, limits);
    const context = contextFor(limits, deps);
    return reading(
      'paprika',
      async function* () {
        yield await readPaprikaRecipe(bytes, file.name, context);
      },
      limits,
    );
  }
  return planText(file, head, limits, deps);
}
