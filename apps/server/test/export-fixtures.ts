import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import { dishInputSchema } from '@hearth/shared/dishes';
import { parseIngredientLines } from '@hearth/shared/ingredient-lines';
import { afterEach, beforeEach, expect } from 'vitest';
import yazl from 'yazl';
import type {
  ExportFile,
  ExportFileDeps,
  ExportLimits,
  ImportedRecipe,
  SchemaOrgMapper,
} from '../src/modules/imports/export-files/export-file-types.js';
import { readExportFile } from '../src/modules/imports/export-files/read-export-file.js';
import { platePhotoJpeg } from './pictures.js';

/**
 * Export files in the peer apps' formats, made on the spot from the structure their importers
 * and exporters read and write (no real export file lives in the repo), plus helpers that run
 * readExportFile over them.
 */

export interface ZipItem {
  name: string;
  data: Buffer | string;
  /** Store instead of deflate (zips made by apps store photos). */
  store?: boolean;
}

/** A zip in memory, written by yazl. */
export async function zipBuffer(items: readonly ZipItem[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const item of items) {
    zip.addBuffer(Buffer.isBuffer(item.data) ? item.data : Buffer.from(item.data), item.name, { compress: !item.store });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A zip of `count` empty stored entries, written byte by byte (yazl takes minutes for 100,000
 * entries). Past 65,535 entries the count only fits the Zip64 end records, which are added.
 */
export function zipWithEmptyEntries(count: number, name: (index: number) => string): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    const fileName = Buffer.from(name(index));
    const local = Buffer.alloc(30 + fileName.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(fileName.length, 26);
    fileName.copy(local, 30);
    const central = Buffer.alloc(46 + fileName.length);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    fileName.copy(central, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const zip64End = Buffer.alloc(56);
  zip64End.writeUInt32LE(0x06064b50, 0);
  zip64End.writeBigUInt64LE(44n, 4);
  zip64End.writeUInt16LE(45, 12);
  zip64End.writeUInt16LE(45, 14);
  zip64End.writeBigUInt64LE(BigInt(count), 24);
  zip64End.writeBigUInt64LE(BigInt(count), 32);
  zip64End.writeBigUInt64LE(BigInt(directory.length), 40);
  zip64End.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, zip64End, locator, end]);
}

/**
 * Rewrites the declared uncompressed size of every entry (or of those declaring `onlyFrom`
 * bytes), as a hand-made zip bomb would.
 */
export function declareSize(zip: Buffer, size: number, onlyFrom?: number): Buffer {
  const patched = Buffer.from(zip);
  const patch = (at: number) => {
    if (onlyFrom === undefined || patched.readUInt32LE(at) === onlyFrom) patched.writeUInt32LE(size, at);
  };
  for (let offset = 0; offset + 4 <= patched.length; offset += 1) {
    const signature = patched.readUInt32LE(offset);
    if (signature === 0x04034b50) patch(offset + 22);
    if (signature === 0x02014b50) patch(offset + 24);
  }
  return patched;
}

/** Replaces an entry name in both the local header and the central directory (names of one length). */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (to.length !== from.length) throw new Error('renameEntry keeps the length of the name');
  return Buffer.from(zip.toString('latin1').split(from).join(to), 'latin1');
}

/**
 * A zip of `entry` and a file named `unsafeName` (a path reaching outside the archive), which
 * yazl will not write: that file is zipped under a placeholder of the same length, then renamed.
 */
export async function zipWithEntryNamed(entry: ZipItem, unsafeName: string): Promise<Buffer> {
  const placeholder = 'x'.repeat(unsafeName.length);
  return renameEntry(await zipBuffer([entry, { name: placeholder, data: 'root:x:0:0' }]), placeholder, unsafeName);
}

/** One Paprika recipe entry: JSON, gzip-compressed, as Paprika 3 writes each `.paprikarecipe`. */
export function paprikaRecipe(fields: Record<string, unknown>): Buffer {
  return gzipSync(Buffer.from(JSON.stringify({ uid: crypto.randomUUID(), hash: '', rating: 0, ...fields })));
}

const DISHES = ['Lemon Chicken', 'Lentil Soup', 'Banana Bread', 'Pad Thai', 'Shakshuka', 'Risotto', 'Chili', 'Pancakes'];
const PANTRY = [
  '2 cups all-purpose flour',
  '1 tsp salt',
  '3 tbsp olive oil',
  '1 onion, finely chopped',
  '2 cloves garlic, minced',
  '400 g tinned tomatoes',
  '1 lb chicken thighs',
  '½ cup milk',
  '2 large eggs',
  '1 tbsp butter',
  'Black pepper to taste',
  '250 ml vegetable stock',
];

/** A realistic Paprika recipe: a dozen ingredient lines, a few steps, times as free text. */
function benchRecipe(index: number, photo: Buffer | undefined): Record<string, unknown> {
  const dish = DISHES[index % DISHES.length]!;
  const ingredients = Array.from({ length: 8 + (index % 5) }, (_, line) => PANTRY[(index + line) % PANTRY.length]);
  return {
    name: `${dish} No. ${index + 1}`,
    description: `A weeknight ${dish.toLowerCase()} that feeds a family.`,
    ingredients: ingredients.join('\n'),
    directions: [
      'Heat the oil in a large pan over medium heat.',
      'Add the onion and garlic and cook until soft, about 5 minutes.',
      'Stir in the remaining ingredients and simmer for 20 minutes.',
      'Season to taste and serve warm.',
    ].join('\n\n'),
    notes: index % 3 === 0 ? 'Keeps for three days in the fridge.' : '',
    servings: `${2 + (index % 6)} servings`,
    prep_time: `${10 + (index % 4) * 5} mins`,
    cook_time: index % 2 ? '1 hr 10 mins' : '35 minutes',
    total_time: '',
    source: 'The Hearth bench',
    source_url: `https://recipes.example/${index + 1}`,
    categories: ['Dinner', index % 2 ? 'Quick' : 'Family'],
    difficulty: ['Easy', 'Medium', 'Hard'][index % 3],
    photo_data: photo ? photo.toString('base64') : null,
    photos: [],
  };
}

/**
 * Writes a Paprika-style `.paprikarecipes` file with `count` recipes to `path`; every fifth
 * has a small photo. For the bench (a 2,000-recipe import) and tests that need many recipes.
 */
export async function buildPaprikaExport(count: number, path: string): Promise<void> {
  const photo = await platePhotoJpeg(160, 120);
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(path));
  for (let index = 0; index < count; index += 1) {
    const recipe = benchRecipe(index, index % 5 === 0 ? photo : undefined);
    // Paprika stores the gzip without compressing it again.
    zip.addBuffer(paprikaRecipe(recipe), `${String(recipe.name)}.paprikarecipe`, { compress: false });
  }
  zip.end();
  await written;
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(list);
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object' && 'text' in value) return list((value as { text: unknown }).text);
  return [];
}

/** A small stand-in for the recipe reader's schema.org mapping: name, ingredients and steps only. */
export const standInSchemaOrg: SchemaOrgMapper = (node) => {
  if (!node || typeof node !== 'object' || typeof (node as { name?: unknown }).name !== 'string') return null;
  const recipe = node as { name: string; recipeIngredient?: unknown; recipeInstructions?: unknown };
  const dish = dishInputSchema.parse({
    dishName: recipe.name,
    ingredients: parseIngredientLines(list(recipe.recipeIngredient)),
    instructions: list(recipe.recipeInstructions),
  });
  return { dish, warnings: [] };
};

/** A folder for one test's files, removed by the returned cleanup. */
export interface TempFolder {
  path: (name: string) => string;
  remove: () => Promise<void>;
}

export async function tempFolder(): Promise<TempFolder> {
  const folder = await mkdtemp(join(tmpdir(), 'hearth-export-'));
  return { path: (name) => join(folder, name), remove: () => rm(folder, { recursive: true, force: true }) };
}

/** A folder made fresh before each test of the file and removed after it. */
export function tempFolderForEachTest(): TempFolder {
  let current: TempFolder | undefined;
  beforeEach(async () => {
    current = await tempFolder();
  });
  afterEach(() => current?.remove());
  const now = () => {
    if (!current) throw new Error('The folder exists only while a test runs');
    return current;
  };
  return { path: (name) => now().path(name), remove: () => now().remove() };
}

export async function writeExportFile(
  folder: { path: (name: string) => string },
  name: string,
  data: Buffer | string,
): Promise<ExportFile> {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
  const path = folder.path(name);
  await writeFile(path, bytes);
  return { path, name, size: bytes.length };
}

/** Zips the entries and writes them as `name` in the folder. */
export async function writeZipExport(
  folder: { path: (name: string) => string },
  name: string,
  entries: readonly ZipItem[],
): Promise<ExportFile> {
  return writeExportFile(folder, name, await zipBuffer(entries));
}

export interface ReadResult {
  format: string;
  total: number | null;
  recipes: ImportedRecipe[];
}

/** Detects and reads an export file completely, with the stand-in schema.org mapper. */
export async function readWholeExport(
  file: ExportFile,
  limits?: Partial<ExportLimits>,
  deps: Partial<ExportFileDeps> = {},
): Promise<ReadResult> {
  const reading = await readExportFile(file, { fromSchemaOrg: standInSchemaOrg, ...(limits ? { limits } : {}), ...deps });
  const recipes: ImportedRecipe[] = [];
  for await (const recipe of reading.recipes) recipes.push(recipe);
  return { format: reading.format, total: reading.total, recipes };
}

export interface PhotoReadResult extends ReadResult {
  photo: Buffer;
}

/**
 * Zips one export document with a 40×30 plate photo stored under `photoName` (as apps that
 * export a document plus an images folder do), writes it as `zipName` and reads it completely.
 */
export async function readZipWithPhoto(
  folder: { path: (name: string) => string },
  zipName: string,
  document: ZipItem,
  photoName: string,
): Promise<PhotoReadResult> {
  const photo = await platePhotoJpeg(40, 30);
  const file = await writeZipExport(folder, zipName, [document, { name: photoName, data: photo, store: true }]);
  return { photo, ...(await readWholeExport(file)) };
}

/** Each read recipe as [name, error], the pairs most tests compare first. */
export function namesAndErrors(recipes: readonly ImportedRecipe[]): [string, string | undefined][] {
  return recipes.map(({ name, error }) => [name, error]);
}

/** Writes `data` as the export file `name` in the folder and reads it completely. */
export async function writeAndReadExport(
  folder: { path: (name: string) => string },
  name: string,
  data: Buffer | string,
): Promise<ReadResult> {
  return readWholeExport(await writeExportFile(folder, name, data));
}

/** Zips the entries as the export file `name` in the folder and reads it completely. */
export async function zipAndReadExport(
  folder: { path: (name: string) => string },
  name: string,
  entries: readonly ZipItem[],
): Promise<ReadResult> {
  return readWholeExport(await writeZipExport(folder, name, entries));
}

/** Expects a read recipe to carry `photo` as its picture and its dish to match `dish`. */
export function expectRecipeWithPhoto(recipe: ImportedRecipe | undefined, photo: Buffer, dish: Record<string, unknown>): void {
  expect(recipe!.picture?.equals(photo)).toBe(true);
  expect(recipe!.dish).toMatchObject(dish);
}
