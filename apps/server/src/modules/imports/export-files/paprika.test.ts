import { describe, expect, it } from 'vitest';
import {
  buildPaprikaExport,
  expectRecipeWithPhoto,
  paprikaRecipe,
  readWholeExport,
  tempFolderForEachTest,
  writeAndReadExport,
  writeExportFile,
  writeZipExport,
  zipAndReadExport,
  zipBuffer,
} from '../../../../test/export-fixtures.js';
import { platePhotoJpeg } from '../../../../test/pictures.js';

const folder = tempFolderForEachTest();

const PASTA = {
  name: 'Pasta alla Norma',
  description: 'Sicilian pasta with aubergine.',
  ingredients: '2 aubergines, cubed\n400 g rigatoni\n3 tbsp olive oil\n\nFor the sauce:\n1 tin tomatoes\nSalt to taste',
  directions: '1. Fry the aubergine until golden.\n\n2. Cook the pasta.\nDrain it well.\n\n3. Toss with the sauce.',
  notes: 'Ricotta salata on top.',
  nutritional_info: '520 kcal',
  servings: 'Serves 4',
  prep_time: '15 mins',
  cook_time: '1 hr 5 mins',
  total_time: '1 hr 20 mins',
  source: 'Nonna',
  source_url: 'https://example.com/norma',
  categories: ['Pasta', 'Vegetarian', 'Pasta'],
  difficulty: 'medium',
  rating: 5,
};

describe('Paprika exports', () => {
  it('keeps a total of 8 hours apart from a cook time the recipe does not give', async () => {
    const { recipes } = await zipAndReadExport(folder, 'Bread.paprikarecipes', [
      {
        name: 'Overnight Bread.paprikarecipe',
        data: paprikaRecipe({
          name: 'Overnight Bread',
          ingredients: '500 g flour',
          directions: 'Mix, rise overnight, bake.',
          prep_time: '5 min',
          total_time: '8 hours',
        }),
        store: true,
      },
    ]);
    expect(recipes[0]!.dish).toMatchObject({ prepTime: 5, cookTime: null, totalTime: 480 });
  });

  it('reads every recipe of a .paprikarecipes zip, with its photo', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, total, recipes } = await zipAndReadExport(folder, 'My Recipes.paprikarecipes', [
      { name: 'Pasta alla Norma.paprikarecipe', data: paprikaRecipe({ ...PASTA, photo_data: photo.toString('base64') }), store: true },
      {
        name: 'Toast.paprikarecipe',
        data: paprikaRecipe({ name: 'Toast', ingredients: '2 slices bread', directions: 'Toast it.' }),
        store: true,
      },
    ]);
    expect(format).toBe('paprika');
    expect(total).toBe(2);
    expect(recipes.map((recipe) => recipe.name)).toEqual(['Pasta alla Norma', 'Toast']);

    const [pasta, toast] = recipes;
    expectRecipeWithPhoto(pasta, photo, {
      dishName: 'Pasta alla Norma',
      description: 'Sicilian pasta with aubergine.',
      prepTime: 15,
      cookTime: 65,
      totalTime: 80,
      servings: 4,
      difficulty: 'Medium',
      sourceUrl: 'https://example.com/norma',
      tags: ['Pasta', 'Vegetarian'],
      instructions: ['Fry the aubergine until golden.', 'Cook the pasta. Drain it well.', 'Toss with the sauce.'],
    });
    expect(pasta!.dish!.notes).toContain('Ricotta salata on top.');
    expect(pasta!.dish!.notes).toContain('Nutrition: 520 kcal');
    expect(pasta!.dish!.ingredients).toHaveLength(5);
    expect(pasta!.dish!.ingredients[1]).toMatchObject({ quantity: 400, unit: 'g' });
    expect(toast!.picture).toBeUndefined();
    expect(toast!.dish!.instructions).toEqual(['Toast it.']);
  });

  it('reads a single .paprikarecipe (one gzip-compressed recipe)', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'Pasta.paprikarecipe', paprikaRecipe(PASTA));
    expect(format).toBe('paprika');
    expect(recipes).toHaveLength(1);
    expect(recipes[0]!.dish!.dishName).toBe('Pasta alla Norma');
  });

  it('reads an entry a tool rewrote as plain JSON', async () => {
    const file = await writeZipExport(folder, 'rewritten.paprikarecipes', [
      { name: 'Toast.paprikarecipe', data: JSON.stringify({ name: 'Toast', ingredients: '2 slices bread' }) },
    ]);
    const { recipes } = await readWholeExport(file);
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Toast', ingredients: [{ quantity: 2, unit: 'slice', item: 'bread' }] });
  });

  it('recognises the format from the content whatever the file is called', async () => {
    const file = await writeExportFile(folder, 'upload.bin', await zipBuffer([{ name: 'a.paprikarecipe', data: paprikaRecipe(PASTA) }]));
    expect((await readWholeExport(file)).format).toBe('paprika');
  });

  it('keeps going past a damaged recipe and says why it failed', async () => {
    const { recipes } = await zipAndReadExport(folder, 'mixed.paprikarecipes', [
      { name: 'Broken.paprikarecipe', data: 'not gzip at all' },
      { name: 'Nameless.paprikarecipe', data: paprikaRecipe({ name: '', ingredients: '1 egg' }) },
      { name: 'Deep.paprikarecipe', data: paprikaRecipe({ name: 'Deep', notes: JSON.parse('['.repeat(500) + ']'.repeat(500)) }) },
      { name: 'Toast.paprikarecipe', data: paprikaRecipe({ name: 'Toast', ingredients: '2 slices bread' }) },
    ]);
    expect(recipes.map(({ name, error }) => [name, error === undefined])).toEqual([
      ['Broken', false],
      ['Nameless', false],
      ['Deep', false],
      ['Toast', true],
    ]);
    expect(recipes[0]!.error).toMatch(/damaged/);
    expect(recipes[1]!.error).toMatch(/no name/);
    expect(recipes[2]!.error).toMatch(/nested more deeply/);
  });

  it('leaves out a photo over the picture limit, with a warning', async () => {
    const file = await writeExportFile(
      folder,
      'big.paprikarecipes',
      await zipBuffer([
        { name: 'Big.paprikarecipe', data: paprikaRecipe({ ...PASTA, photo_data: Buffer.alloc(4096, 7).toString('base64') }) },
      ]),
    );
    const { recipes } = await readWholeExport(file, { maxPictureBytes: 1024 });
    expect(recipes[0]!.picture).toBeUndefined();
    expect(recipes[0]!.dish?.dishName).toBe('Pasta alla Norma');
    expect(recipes[0]!.warnings).toEqual(['The photo was larger than 1 KB and was left out.']);
  });

  it('builds a realistic export of many recipes for the bench', async () => {
    const path = folder.path('bench.paprikarecipes');
    await buildPaprikaExport(25, path);
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(path));
    const { format, total, recipes } = await readWholeExport({ path, name: 'bench.paprikarecipes', size });
    expect(format).toBe('paprika');
    expect(total).toBe(25);
    expect(recipes.every((recipe) => recipe.dish && !recipe.error)).toBe(true);
    expect(recipes.filter((recipe) => recipe.picture)).toHaveLength(5);
    expect(recipes[1]!.dish).toMatchObject({ prepTime: 15, cookTime: 70, servings: 3, difficulty: 'Medium' });
  });
});
