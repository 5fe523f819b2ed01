import { createReadStream } from 'node:fs';
import { isChowdownRecipe, isMarkdownEntry, readChowdownText, readChowdownZip } from './chowdown.js';
import { isXmlEntry, looksLikeCookmate, readCookmate, readCookmateZip } from './cookmate.js';
import { isCooklangEntry, looksLikeCooklang, readCooklangText, readCooklangZip } from './cooklang.js';
import { looksLikeCopyMeThat, readCopyMeThat } from './copymethat.js';
import { looksLikeRecipeCsv, readCsvRecipes } from './csv-recipes.js';
import {
  type FilePlan,
  type FileRule,
  type FormatEntry,
  type JsonRule,
  type ZipRule,
  byEntries,
  countOf,
  eachEntry,
  isMarkup,
  htmlExportZip,
  wholeText,
  withFrontMatter,
} from './format-rules.js';
import { assertHearthVersion, isHearthExport, readHearthExport } from './hearth-export.js';
import { readHtmlPage, readHtmlPagesZip } from './html-pages.js';
import { isTextEntry, looksLikeLabelledText, readLabelledText, readLabelledTextZip } from './labelled-text.js';
import { looksLikeMasterCookText, readMasterCookText } from './mastercook-text.js';
import { isMasterCookEntry, looksLikeMasterCook, readMasterCook, readMasterCookZip } from './mastercook.js';
import { isMealMasterEntry, looksLikeMealMaster, readMealMaster, readMealMasterZip } from './meal-master.js';
import { findDatabaseJson, readMealieBackup } from './mealie-backup.js';
import { isMealieRecipe, isMealieRecipeEntry, mealieRecipeEntries, readMealieRecipeJson, readMealieZip } from './mealie.js';
import { isMelaEntry, isMelaRecipe, readMelaRecipe, readMelaZip } from './mela.js';
import { isPaprikaEntry, readPaprikaZip } from './paprika.js';
import { baseName } from './read-context.js';
import { looksLikeRecipeKeeper, readRecipeKeeper } from './recipe-keeper.js';
import { isRecord, parseJson } from './safe-json.js';
import { isNextcloudRecipeEntry, readSchemaOrgDocument, readSchemaOrgZip, schemaOrgRecipes } from './schema-org.js';
import { isNestedZipEntry, isTandoorRecipe, readTandoorRecipeJson, readTandoorZip } from './tandoor.js';
import { readWhole, tooManyRecipes } from './whole-file.js';
import { PEEKS, entryHead, entryHeadUtf8, firstEntry, firstJsonFormat } from './zip-peek.js';

/**
 * Every export format we read, in one place: adding one means its reader file and entries
 * here (its name, what it holds, how a zip of it is read, and where it is recognised in the
 * lists below). Everything is recognised from content, never from the file's name.
 */

const FORMATS = {
  paprika: {
    label: 'Paprika (.paprikarecipes or .paprikarecipe)',
    expects: 'one .paprikarecipe file per recipe, each a gzipped JSON recipe with a name',
    zip: readPaprikaZip,
  },
  mealie: {
    label: 'Mealie recipe export (.zip)',
    expects: 'a folder per recipe, recipes/<name>/<name>.json, each a Mealie recipe with a name and a slug',
    zip: readMealieZip,
  },
  'mealie-backup': {
    label: 'Mealie backup (.zip with database.json)',
    expects: 'a database.json with a recipes table',
    zip: readMealieBackup,
  },
  tandoor: { label: 'Tandoor export (.zip)', expects: 'one zip per recipe, each with a recipe.json', zip: readTandoorZip },
  nextcloud: {
    label: 'Nextcloud Cookbook (.zip of recipe folders)',
    expects: 'a folder per recipe with a recipe.json in the schema.org Recipe format',
    zip: readSchemaOrgZip,
  },
  chowdown: {
    label: 'Chowdown (Markdown, or a .zip of it)',
    expects: 'Markdown files with a title and ingredients in their front matter',
    zip: readChowdownZip,
  },
  copymethat: {
    label: 'CopyMeThat (recipes.html, or its .zip)',
    expects: 'recipes.html with one recipe block per recipe',
    zip: htmlExportZip(readCopyMeThat),
  },
  cooklang: { label: 'Cooklang (.cook, or a .zip of them)', expects: '.cook files, one recipe each', zip: readCooklangZip },
  'schema-org': { label: 'schema.org Recipe JSON', expects: 'JSON with "@type": "Recipe" objects', zip: readSchemaOrgZip },
  csv: {
    label: 'CSV with a header row (MyRecipeBox, Plan to Eat...)',
    expects: 'a header row naming a title column and one recipe per row',
    zip: eachEntry(/\.csv$/i, async function* (zip, name) {
      yield* readCsvRecipes(await zip.stream(name));
    }),
  },
  hearth: { label: 'The Hearth\'s own "Download my data" file', expects: 'a list of dishes' },
  mela: {
    label: 'Mela (.melarecipes or .melarecipe)',
    expects: 'one .melarecipe file per recipe, each JSON with a title',
    zip: readMelaZip,
  },
  'recipe-keeper': {
    label: 'Recipe Keeper (.zip with recipes.html)',
    expects: 'recipes.html with one recipe block per recipe',
    zip: htmlExportZip(readRecipeKeeper),
  },
  mastercook: { label: 'MasterCook (.mx2, .mxp, or a .mz2 zip of them)', expects: 'RcpE elements, one per recipe', zip: readMasterCookZip },
  'meal-master': {
    label: 'Meal-Master (.mmf, .mm or .txt, or a .zip of them)',
    expects: 'recipes starting with an MMMMM or ----- header line',
    zip: readMealMasterZip,
  },
  cookmate: { label: 'COOKmate / My CookBook (.xml, or its .zip)', expects: 'recipe elements, one per recipe', zip: readCookmateZip },
  'labelled-text': {
    label: "Recipe text files with Title:, Ingredients: and Instructions: labels, such as Pepperplate's (.txt, or a .zip of them)",
    expects: 'text files with Title:, Ingredients: and Instructions: labels',
    zip: readLabelledTextZip,
  },
  'html-pages': {
    label: "Web pages with schema.org recipes, such as Paprika's HTML export (.html, or a .zip of them)",
    expects: 'web pages with schema.org Recipe markup',
    zip: readHtmlPagesZip,
  },
} as const satisfies Record<string, FormatEntry>;

export type ExportFormat = keyof typeof FORMATS;

export function formatEntry(format: ExportFormat): FormatEntry {
  return FORMATS[format];
}

/** Each format's name, as the File tab, the API description and the "could not recognise" error list them. */
export const EXPORT_FORMATS = Object.fromEntries(Object.entries(FORMATS).map(([format, entry]) => [format, entry.label])) as Record<
  ExportFormat,
  string
>;

// --- JSON documents (a one-file export, or peeked at inside a zip) ------------------------------

const asRecord = (document: unknown) => document as Record<string, unknown>;

export const JSON_RULES: readonly JsonRule[] = [
  {
    format: 'hearth',
    is: isHearthExport,
    plan: (document, { limits }) => {
      assertHearthVersion(asRecord(document));
      const dishes = isRecord(document) && Array.isArray(document.dishes) ? document.dishes.length : null;
      if (dishes !== null && dishes > limits.maxRecipes) throw tooManyRecipes(limits);
      return { format: 'hearth', total: dishes, recipes: () => readHearthExport(asRecord(document)) };
    },
  },
  {
    format: 'mela',
    is: isMelaRecipe,
    plan: (document, { file, context }) => ({
      format: 'mela',
      total: 1,
      recipes: () => [readMelaRecipe(asRecord(document), baseName(file.name) || 'Untitled recipe', context)],
    }),
  },
  {
    format: 'schema-org',
    is: (document) => schemaOrgRecipes(document).length > 0,
    plan: (document, { context }) => ({ format: 'schema-org', total: null, recipes: () => readSchemaOrgDocument(document, context) }),
  },
  {
    format: 'mealie',
    is: isMealieRecipe,
    plan: (document) => ({ format: 'mealie', total: 1, recipes: () => readMealieRecipeJson(asRecord(document)) }),
  },
  {
    format: 'tandoor',
    is: isTandoorRecipe,
    plan: (document) => ({ format: 'tandoor', total: 1, recipes: () => readTandoorRecipeJson(asRecord(document)) }),
  },
];

/** The format of a parsed JSON document, or null when it is none we read. */
export function jsonFormat(document: unknown): ExportFormat | null {
  return JSON_RULES.find((rule) => rule.is(document))?.format ?? null;
}

// --- Zips, by their entry names first -------------------------------------------------------

const entriesLike = (names: string[], pattern: RegExp) => names.filter((name) => pattern.test(name));

/** In the order they are tried: the first layout a zip has decides. */
export const ZIP_RULES: readonly ZipRule[] = [
  byEntries('paprika', isPaprikaEntry, countOf(isPaprikaEntry)),
  byEntries('mela', isMelaEntry, countOf(isMelaEntry)),
  // database.json at the top or one folder down, wherever the zip's other entries are.
  { has: ({ zip }) => findDatabaseJson(zip) !== undefined, identify: () => ({ format: 'mealie-backup', total: null }) },
  byEntries('tandoor', isNestedZipEntry, countOf(isNestedZipEntry)),
  byEntries('nextcloud', isNextcloudRecipeEntry, countOf(isNextcloudRecipeEntry)),
  {
    // A folder per recipe with a JSON named like it: Mealie's, or schema.org from another app.
    has: ({ names }) => names.some(isMealieRecipeEntry),
    identify: async ({ zip, names, limits }) =>
      (await firstJsonFormat(zip, limits, names.filter(isMealieRecipeEntry), jsonFormat)) === 'schema-org'
        ? { format: 'schema-org', total: null }
        : { format: 'mealie', total: mealieRecipeEntries(names).length },
  },
  byEntries('mastercook', isMasterCookEntry),
  byEntries('meal-master', isMealMasterEntry),
  {
    // Web pages: CopyMeThat's or Recipe Keeper's export, else pages with schema.org recipes.
    has: ({ names }) => names.some((name) => /\.x?html?$/i.test(name)),
    identify: async ({ zip, readsPages }) => {
      const head = await entryHeadUtf8(zip, firstEntry(zip, /\.html?$/i));
      if (looksLikeCopyMeThat(head)) return { format: 'copymethat', total: null };
      if (looksLikeRecipeKeeper(head)) return { format: 'recipe-keeper', total: null };
      return readsPages ? { format: 'html-pages', total: null } : null;
    },
  },
  byEntries('cooklang', isCooklangEntry, countOf(isCooklangEntry)),
  byEntries('chowdown', isMarkdownEntry),
  byEntries('csv', (name) => /\.csv$/i.test(name)),
  {
    // A read-me may come first: the first few text files are looked into.
    has: ({ names }) => names.some(isTextEntry),
    identify: async ({ zip, names }) => {
      for (const name of entriesLike(names, /\.txt$/i).slice(0, PEEKS)) {
        const text = await entryHead(zip, name);
        if (looksLikeLabelledText(text)) return { format: 'labelled-text', total: null };
        if (looksLikeMealMaster(text)) return { format: 'meal-master', total: null };
      }
      return null;
    },
  },
  {
    has: ({ names }) => names.some(isXmlEntry),
    identify: async ({ zip }) =>
      looksLikeCookmate(await entryHead(zip, firstEntry(zip, /\.xml$/i))) ? { format: 'cookmate', total: null } : null,
  },
  {
    has: ({ names }) => names.some((name) => /\.json$/i.test(name)),
    identify: async ({ zip, names, limits }) => {
      const format = await firstJsonFormat(zip, limits, entriesLike(names, /\.json$/i), jsonFormat);
      // Mealie's single-recipe download is a zip of `<slug>.json` and its photo.
      if (format === 'mealie' || format === 'schema-org') return { format, total: null };
      // One Tandoor recipe's own zip (recipe.json and its image), taken out of an export.
      if (format === 'tandoor') return { format, total: 1 };
      return null;
    },
  },
];

// --- One-file exports, by their first bytes --------------------------------------------------

/** In the order they are tried; a JSON document is read by the first of JSON_RULES that knows it. */
export const FILE_RULES: readonly FileRule[] = [
  {
    looksLike: ({ start }) => start.startsWith('{') || start.startsWith('['),
    plan: async (look): Promise<FilePlan | null> => {
      const document = parseJson((await readWhole(look.file, look.limits)).toString('utf8'), look.limits.maxJsonDepth, 'This file');
      return JSON_RULES.find((rule) => rule.is(document))?.plan(document, look) ?? null;
    },
  },
  {
    looksLike: (look) => isMarkup(look) && looksLikeCookmate(look.head),
    plan: async ({ file, limits, context }) => {
      const bytes = await readWhole(file, limits);
      return { format: 'cookmate', total: null, recipes: () => readCookmate(bytes, context) };
    },
  },
  {
    looksLike: (look) => isMarkup(look) && looksLikeMasterCook(look.head),
    plan: async ({ file, limits, context }) => {
      const bytes = await readWhole(file, limits);
      return { format: 'mastercook', total: null, recipes: () => readMasterCook(bytes, context) };
    },
  },
  {
    looksLike: (look) => isMarkup(look) && looksLikeCopyMeThat(look.head),
    plan: async ({ file, context }) => ({
      format: 'copymethat',
      total: null,
      recipes: () => readCopyMeThat(createReadStream(file.path), context),
    }),
  },
  {
    looksLike: (look) => isMarkup(look) && looksLikeRecipeKeeper(look.head),
    plan: async ({ file, context }) => ({
      format: 'recipe-keeper',
      total: null,
      recipes: () => readRecipeKeeper(createReadStream(file.path), context),
    }),
  },
  {
    // Any other markup: a web page with recipes, read whole here (none: no export we know).
    looksLike: isMarkup,
    plan: async ({ file, limits, context }) => {
      if (!context.readPageRecipes) return null;
      const recipes = await readHtmlPage(await readWhole(file, limits), file.name, context);
      return recipes.length ? { format: 'html-pages', total: recipes.length, recipes: () => recipes } : null;
    },
  },
  { looksLike: withFrontMatter(({ data }) => isChowdownRecipe(data)), plan: wholeText('chowdown', 1, readChowdownText) },
  { looksLike: withFrontMatter(({ body }) => looksLikeCooklang(body)), plan: wholeText('cooklang', 1, readCooklangText) },
  { looksLike: ({ start }) => looksLikeLabelledText(start), plan: wholeText('labelled-text', null, readLabelledText) },
  { looksLike: ({ start }) => looksLikeMasterCookText(start), plan: wholeText('mastercook', null, readMasterCookText) },
  { looksLike: ({ start }) => looksLikeMealMaster(start), plan: wholeText('meal-master', null, readMealMaster) },
  { looksLike: ({ start }) => looksLikeCooklang(start), plan: wholeText('cooklang', 1, readCooklangText) },
  {
    looksLike: ({ start }) => looksLikeRecipeCsv(start),
    plan: async ({ file }) => ({ format: 'csv', total: null, recipes: () => readCsvRecipes(createReadStream(file.path)) }),
  },
];
