import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  declareSize,
  paprikaRecipe,
  readWholeExport,
  standInSchemaOrg,
  tempFolderForEachTest,
  writeAndReadExport,
  writeExportFile,
  writeZipExport,
  zipBuffer,
  zipWithEmptyEntries,
  zipWithEntryNamed,
} from '../../../../test/export-fixtures.js';
import { readExportFile } from './read-export-file.js';

const folder = tempFolderForEachTest();

const TOAST = paprikaRecipe({ name: 'Toast', ingredients: '2 slices bread', directions: 'Toast it.' });
const MB = 1024 * 1024;

describe('zip bombs', () => {
  it('stops an entry that inflates far beyond its declared size', async () => {
    const honest = await zipBuffer([{ name: 'Bomb.paprikarecipe', data: Buffer.alloc(8 * MB) }]);
    const file = await writeExportFile(folder, 'bomb.paprikarecipes', declareSize(honest, 100));
    await expect(readWholeExport(file)).rejects.toMatchObject({
      statusCode: 422,
      code: 'DAMAGED_FILE',
      message: expect.stringMatching(/larger than the file says/),
    });
  });

  it('refuses a file whose entries add up to more than the unpack limit, before reading any', async () => {
    const file = await writeExportFile(
      folder,
      'big.paprikarecipes',
      await zipBuffer([1, 2, 3].map((index) => ({ name: `${index}.paprikarecipe`, data: Buffer.alloc(MB) }))),
    );
    // Refused while recognising the file, before the caller is handed a single recipe.
    await expect(readExportFile(file, { fromSchemaOrg: standInSchemaOrg, limits: { maxTotalBytes: 2 * MB } })).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringMatching(/unpacks to more than 2 MB/),
    });
  });

  it('stops a gzip bomb inside a Paprika recipe at the entry limit', async () => {
    const file = await writeZipExport(folder, 'gzip-bomb.paprikarecipes', [
      { name: 'Toast.paprikarecipe', data: TOAST },
      { name: 'Bomb.paprikarecipe', data: gzipSync(Buffer.alloc(16 * MB, 0x20)) },
    ]);
    await expect(readWholeExport(file, { maxEntryBytes: MB })).rejects.toMatchObject({ statusCode: 413 });
  });

  it('counts a zip inside the zip against the same unpack limit', async () => {
    const inner = await zipBuffer([{ name: 'recipe.json', data: Buffer.alloc(3 * MB, 0x20) }]);
    const file = await writeExportFile(folder, 'export.zip', await zipBuffer([{ name: 'Bomb.zip', data: inner }]));
    await expect(readWholeExport(file, { maxTotalBytes: 2 * MB })).rejects.toMatchObject({ statusCode: 413 });
  });
});

describe('unsafe or broken archives', () => {
  it('reads a hand-written Zip64 archive of empty entries', async () => {
    // The fixture below is only worth something if it is a zip yauzl accepts.
    const { format, total, recipes } = await writeAndReadExport(
      folder,
      'few.paprikarecipes',
      zipWithEmptyEntries(3, (index) => `r${index}.paprikarecipe`),
    );
    expect([format, total, recipes.length]).toEqual(['paprika', 3, 3]);
  });

  it('refuses a zip with 100,000 entries without listing them', async () => {
    const zip = zipWithEmptyEntries(100_000, (index) => `r${index}.paprikarecipe`);
    const file = await writeExportFile(folder, 'many.paprikarecipes', zip);
    await expect(readWholeExport(file)).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringMatching(/holds 100,000 files; The Hearth reads at most 20,000/),
    });
  });

  it.each([
    ['a parent-folder path', '../../escaped.txt'],
    ['an absolute path', '/tmp/escaped.txt'],
  ])('refuses an entry name with %s and writes nothing', async (_kind, unsafeName) => {
    const zip = await zipWithEntryNamed({ name: 'Toast.paprikarecipe', data: TOAST }, unsafeName);
    await mkdir(folder.path('a/b'), { recursive: true });
    const file = await writeExportFile(folder, 'a/b/upload.paprikarecipes', zip);
    await expect(readWholeExport(file)).rejects.toMatchObject({
      statusCode: 422,
      code: 'UNSAFE_FILE',
      message: expect.stringContaining(unsafeName),
    });
    expect(existsSync(folder.path('escaped.txt'))).toBe(false);
    expect(existsSync('/tmp/escaped.txt')).toBe(false);
  });

  it('refuses a truncated zip with a clear message', async () => {
    const zip = await zipBuffer([{ name: 'Toast.paprikarecipe', data: TOAST }]);
    const file = await writeExportFile(folder, 'cut.paprikarecipes', zip.subarray(0, zip.length - 40));
    await expect(readWholeExport(file)).rejects.toMatchObject({
      statusCode: 422,
      code: 'DAMAGED_FILE',
      message: expect.stringMatching(/damaged or incomplete/),
    });
  });

  it('stops on an entry whose compressed data is corrupt', async () => {
    const zip = await zipBuffer([{ name: 'Notes.paprikarecipe', data: 'A long enough text to be deflated. '.repeat(200) }]);
    const corrupt = Buffer.from(zip);
    // The deflate stream starts right after the 30-byte local header and the name.
    corrupt.fill(0xff, 30 + 'Notes.paprikarecipe'.length, 30 + 'Notes.paprikarecipe'.length + 20);
    const file = await writeExportFile(folder, 'corrupt.paprikarecipes', corrupt);
    await expect(readWholeExport(file)).rejects.toMatchObject({ statusCode: 422, code: 'DAMAGED_FILE' });
  });
});

describe('deep and unknown content', () => {
  it('refuses JSON nested 10,000 deep without overflowing the stack', async () => {
    const file = await writeExportFile(folder, 'deep.json', '['.repeat(10_000) + ']'.repeat(10_000));
    await expect(readWholeExport(file)).rejects.toMatchObject({ statusCode: 422, code: 'JSON_TOO_DEEP' });
    const objects = await writeExportFile(folder, 'deep-objects.json', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000));
    await expect(readWholeExport(objects)).rejects.toMatchObject({ code: 'JSON_TOO_DEEP' });
  });

  it.each([
    [
      'CopyMeThat',
      (deep: string) => `<div class="recipe"><div id="name">Deep</div><ul id="recipeIngredients"><li>1 egg</li></ul>${deep}</div>`,
    ],
    [
      'Recipe Keeper',
      (deep: string) =>
        `<div class="recipe-details"><h2 itemprop="name">Deep</h2><div itemprop="recipeIngredients"><p>1 egg</p></div>${deep}</div>`,
    ],
    ['MasterCook', (deep: string) => `<mx2 source="MasterCook"><RcpE name="Deep"><IngR name="egg" qty="1"/>${deep}</RcpE></mx2>`],
  ])('reads a %s file with 200,000 nested tags without overflowing the stack', async (_app, page) => {
    const { recipes } = await writeAndReadExport(folder, 'recipes.html', page('<div>'.repeat(200_000)));
    expect(recipes.map(({ name }) => name)).toEqual(['Deep']);
  });

  it('refuses a deep database.json inside a Mealie backup', async () => {
    const deep = `{"recipes":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const file = await writeExportFile(folder, 'backup.zip', await zipBuffer([{ name: 'database.json', data: deep }]));
    await expect(readWholeExport(file)).rejects.toMatchObject({ code: 'JSON_TOO_DEEP' });
  });

  it.each([
    ['a picture', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    ['plain prose', Buffer.from('Dear diary, today I made soup.')],
    ['JSON that is no recipe', Buffer.from('{"hello": "world"}')],
    ['an ordinary web page', Buffer.from('<html><body><h1>Soup</h1></body></html>')],
  ])('answers 422 listing what is supported for %s', async (_kind, bytes) => {
    const file = await writeExportFile(folder, 'recipes.paprikarecipes', bytes);
    await expect(readWholeExport(file)).rejects.toMatchObject({
      statusCode: 422,
      code: 'UNRECOGNISED_FILE',
      message: expect.stringMatching(
        /^We could not recognise this file\. .*Paprika.*Mealie.*Tandoor.*Nextcloud.*Chowdown.*CopyMeThat.*Cooklang.*schema\.org.*CSV.*Download my data/,
      ),
    });
  });

  it('answers 422 for a zip of files that are no recipes', async () => {
    const file = await writeExportFile(folder, 'photos.zip', await zipBuffer([{ name: 'notes.txt', data: 'hello' }]));
    await expect(readWholeExport(file)).rejects.toMatchObject({ code: 'UNRECOGNISED_FILE' });
  });

  it('answers 422 for an empty file', async () => {
    const path = folder.path('empty.csv');
    await writeFile(path, '');
    await expect(readWholeExport({ path, name: 'empty.csv', size: 0 })).rejects.toMatchObject({ code: 'EMPTY_FILE' });
  });

  it('refuses more recipes than one import may hold', async () => {
    const file = await writeExportFile(
      folder,
      'three.paprikarecipes',
      await zipBuffer([1, 2, 3].map((index) => ({ name: `${index}.paprikarecipe`, data: TOAST }))),
    );
    await expect(readWholeExport(file, { maxRecipes: 2 })).rejects.toMatchObject({ statusCode: 413 });
    const csv = await writeExportFile(folder, 'three.csv', 'Title,Ingredients\nA,1 egg\nB,1 egg\nC,1 egg\n');
    await expect(readWholeExport(csv, { maxRecipes: 2 })).rejects.toMatchObject({ statusCode: 413 });
  });
});
