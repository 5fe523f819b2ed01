import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { PayloadTooLargeError, UnprocessableError } from '../../../errors.js';
import { decodeHtml } from '../fetch/guarded-fetch-charset.js';
import { readChowdownText, readChowdownZip } from './chowdown.js';
import { looksLikeCookmate, readCookmate, readCookmateZip } from './cookmate.js';
import { readCooklangText, readCooklangZip } from './cooklang.js';
import { looksLikeCopyMeThat, readCopyMeThat } from './copymethat.js';
import { readCsvRecipes } from './csv-recipes.js';
import { HEAD_BYTES, isGzip, jsonFormat, textKind, unrecognisedFile } from './detect-export-format.js';
import {
  DEFAULT_EXPORT_LIMITS,
  type ExportFile,
  type ExportFileDeps,
  type ExportFormat,
  type ExportLimits,
  type ExportReading,
  type ImportedRecipe,
} from './export-file-types.js';
import { assertHearthVersion, readHearthExport } from './hearth-export.js';
import { readLabelledText, readLabelledTextZip } from './labelled-text.js';
import { readMasterCookText } from './mastercook-text.js';
import { looksLikeMasterCook, readMasterCook, readMasterCookZip } from './mastercook.js';
import { readMealMaster, readMealMasterZip } from './meal-master.js';
import { readMealieBackup } from './mealie-backup.js';
import { readHtmlPage, readHtmlPagesZip } from './html-pages.js';
import { readMealieRecipeJson, readMealieZip } from './mealie.js';
import { readMelaRecipe, readMelaZip } from './mela.js';
import { readPaprikaRecipe, readPaprikaZip } from './paprika.js';
import { looksLikeRecipeKeeper, readRecipeKeeper } from './recipe-keeper.js';
import { type ReadContext, baseName, isJunkEntry } from './read-context.js';
import { isRecord, parseJson } from './safe-json.js';
import { readSchemaOrgDocument, readSchemaOrgZip } from './schema-org.js';
import { readTandoorRecipeJson, readTandoorZip } from './tandoor.js';
import { UnpackBudget, entryTooLarge } from './unpack-budget.js';
import { ZipArchive, isZip } from './zip-archive.js';
import { zipFormat } from './zip-format.js';

type ZipReader = (zip: ZipArchive, context: ReadContext) => AsyncGenerator<ImportedRecipe>;
type RecipeSource = () => Iterable<ImportedRecipe> | AsyncIterable<ImportedRecipe>;

function tooManyRecipes(limits: ExportLimits): PayloadTooLargeError {
  return new PayloadTooLargeError(
    `This file holds more than ${limits.maxRecipes.toLocaleString('en-US')} recipes; import it in smaller parts.`,
  );
}

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

async function readWhole(file: ExportFile, limits: ExportLimits): Promise<Buffer> {
  if (file.size > limits.maxEntryBytes) throw entryTooLarge(file.name, limits.maxEntryBytes);
  const bytes = await readFile(file.path);
  if (bytes.length > limits.maxEntryBytes) throw entryTooLarge(file.name, limits.maxEntryBytes);
  return bytes;
}

// --- Zips -------------------------------------------------------------------------------

/** Reads every entry matching `pattern`: for zips of HTML, CSV or JSON files. */
function eachEntryReader(
  pattern: RegExp,
  readEntry: (zip: ZipArchive, name: string, context: ReadContext) => AsyncIterable<ImportedRecipe>,
): ZipReader {
  return async function* (zip, context) {
    for (const { name } of zip.entries) {
      if (pattern.test(name) && !isJunkEntry(name)) yield* readEntry(zip, name, context);
    }
  };
}

const ZIP_READERS: Partial<Record<ExportFormat, ZipReader>> = {
  paprika: readPaprikaZip,
  mela: readMelaZip,
  'html-pages': readHtmlPagesZip,
  'mealie-backup': readMealieBackup,
  tandoor: readTandoorZip,
  nextcloud: readSchemaOrgZip,
  mealie: readMealieZip,
  cooklang: readCooklangZip,
  mastercook: readMasterCookZip,
  'labelled-text': readLabelledTextZip,
  'meal-master': readMealMasterZip,
  cookmate: readCookmateZip,
  chowdown: readChowdownZip,
  csv: eachEntryReader(/\.csv$/i, async function* (zip, name) {
    yield* readCsvRecipes(await zip.stream(name));
  }),
  copymethat: eachEntryReader(/\.html?$/i, async function* (zip, name, context) {
    yield* readCopyMeThat(await zip.stream(name), context, { archive: zip, htmlName: name });
  }),
  'recipe-keeper': eachEntryReader(/\.html?$/i, async function* (zip, name, context) {
    yield* readRecipeKeeper(await zip.stream(name), context, { archive: zip, htmlName: name });
  }),
  'schema-org': readSchemaOrgZip,
};

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
  const reader = ZIP_READERS[format]!;
  return reading(format, () => fromZip(file.path, contextFor(limits, deps), reader), limits, total);
}

// --- Single files ---------------------------------------------------------------------------

async function planJson(file: ExportFile, limits: ExportLimits, context: ReadContext): Promise<ExportReading> {
  const document = parseJson((await readWhole(file, limits)).toString('utf8'), limits.maxJsonDepth, 'This file');
  switch (jsonFormat(document)) {
    case 'hearth': {
      assertHearthVersion(document as Record<string, unknown>);
      const dishes = isRecord(document) && Array.isArray(document.dishes) ? document.dishes.length : null;
      if (dishes !== null && dishes > limits.maxRecipes) throw tooManyRecipes(limits);
      return reading('hearth', () => readHearthExport(document as Record<string, unknown>), limits, dishes);
    }
    case 'schema-org':
      return reading('schema-org', () => readSchemaOrgDocument(document, context), limits, null);
    case 'mealie':
      return reading('mealie', () => readMealieRecipeJson(document as Record<string, unknown>), limits);
    case 'tandoor':
      return reading('tandoor', () => readTandoorRecipeJson(document as Record<string, unknown>), limits);
    case 'mela':
      return reading(
        'mela',
        () => [readMelaRecipe(document as Record<string, unknown>, baseName(file.name) || 'Untitled recipe', context)],
        limits,
      );
    default:
      throw unrecognisedFile();
  }
}

/** Text files read whole, in the encoding they name, else UTF-8, else windows-1252. */
const PLAIN_TEXT_READERS: Record<
  'chowdown' | 'cooklang' | 'labelled-text' | 'mastercook-text' | 'meal-master',
  { format: ExportFormat; total: number | null; read: (source: string, fallbackName: string) => Iterable<ImportedRecipe> }
> = {
  chowdown: { format: 'chowdown', total: 1, read: readChowdownText },
  cooklang: { format: 'cooklang', total: 1, read: readCooklangText },
  'labelled-text': { format: 'labelled-text', total: null, read: readLabelledText },
  'mastercook-text': { format: 'mastercook', total: null, read: readMasterCookText },
  'meal-master': { format: 'meal-master', total: null, read: readMealMaster },
};

async function planText(file: ExportFile, head: Buffer, limits: ExportLimits, deps: ExportFileDeps): Promise<ExportReading> {
  const context = contextFor(limits, deps);
  const fallbackName = baseName(file.name) || 'Untitled recipe';
  // Decoded as the whole file will be: a text saved as UTF-16 (Notepad's "Unicode") is recognised too.
  const headText = decodeHtml(head, undefined);
  const kind = textKind(headText);
  switch (kind) {
    case 'json':
      return planJson(file, limits, context);
    case 'html': {
      if (looksLikeCookmate(headText)) {
        const bytes = await readWhole(file, limits);
        return reading('cookmate', () => readCookmate(bytes, context), limits, null);
      }
      if (looksLikeMasterCook(headText)) {
        const bytes = await readWhole(file, limits);
        return reading('mastercook', () => readMasterCook(bytes, context), limits, null);
      }
      if (looksLikeCopyMeThat(headText)) {
        return reading('copymethat', () => readCopyMeThat(createReadStream(file.path), context), limits, null);
      }
      if (looksLikeRecipeKeeper(headText)) {
        return reading('recipe-keeper', () => readRecipeKeeper(createReadStream(file.path), context), limits, null);
      }
      if (!context.readPageRecipes) throw unrecognisedFile();
      // One page is read whole here: a page without any recipe is no export we know.
      const recipes = await readHtmlPage(await readWhole(file, limits), file.name, context);
      if (recipes.length === 0) throw unrecognisedFile();
      return reading('html-pages', () => recipes, limits, recipes.length);
    }
    case 'csv':
      return reading('csv', () => readCsvRecipes(createReadStream(file.path)), limits, null);
    case 'chowdown':
    case 'cooklang':
    case 'labelled-text':
    case 'mastercook-text':
    case 'meal-master': {
      const { format, read, total } = PLAIN_TEXT_READERS[kind];
      const source = decodeHtml(await readWhole(file, limits), undefined);
      return reading(format, () => read(source, fallbackName), limits, total);
    }
    default:
      throw unrecognisedFile();
  }
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
