import { describe, expect, it } from 'vitest';
import {
  expectRecipeWithPhoto,
  namesAndErrors,
  paprikaRecipe,
  readWholeExport,
  renameEntry,
  tempFolderForEachTest,
  writeAndReadExport,
  writeExportFile,
  writeZipExport,
  zipAndReadExport,
  zipBuffer,
} from '../../../../test/export-fixtures.js';
import { platePhotoJpeg } from '../../../../test/pictures.js';

/**
 * The shapes real users' files take beyond the plain case each format's own test covers:
 * fields an older app version left null, photos kept only in `photos`, zips re-made by
 * macOS or Windows, spreadsheets saved by Excel. Written from the apps' documented formats.
 */

const folder = tempFolderForEachTest();

const items = (recipe: { dish?: { ingredients: { quantity: number | null; unit: string; item: string; group?: string }[] } }) =>
  recipe.dish!.ingredients.map(({ quantity, unit, item, group }) => [quantity, unit, item, group ?? '']);

describe('Paprika files as Paprika 3 writes them', () => {
  it('keeps the photo held only in `photos`, headings between blank lines, ranges and spelled-out times', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { recipes } = await zipAndReadExport(folder, 'Export 2026-11-24 Recipes.paprikarecipes', [
      {
        name: 'Cinnamon Rolls.paprikarecipe',
        data: paprikaRecipe({
          name: 'Cinnamon Rolls',
          ingredients:
            'For the dough:\r\n3 cups flour\r\n1 cup warm milk\r\n\r\nFor the filling:\r\n1/2 cup brown sugar\r\n2 tbsp cinnamon\r\n',
          directions: 'Mix the dough and knead for 10 minutes.\r\n\r\nLet it rise for 1 hour.\r\n\r\nRoll out, fill, roll up and bake.',
          servings: '4-6',
          prep_time: '1 hr 20 min',
          cook_time: '25 mins',
          total_time: '2 hours',
          description: null,
          notes: null,
          nutritional_info: null,
          source: null,
          source_url: null,
          image_url: null,
          difficulty: '',
          categories: ['Baking '],
          photo: 'ABCDEF.jpg',
          photo_hash: 'abc',
          photo_large: null,
          photo_data: null,
          photos: [{ name: '1', filename: 'ABCDEF-1.jpg', hash: 'def', data: photo.toString('base64') }],
        }),
        store: true,
      },
    ]);
    const rolls = recipes[0]!;
    expect(rolls.error).toBeUndefined();
    expectRecipeWithPhoto(rolls, photo, {
      dishName: 'Cinnamon Rolls',
      servings: 4,
      prepTime: 80,
      cookTime: 25,
      tags: ['Baking'],
      instructions: ['Mix the dough and knead for 10 minutes.', 'Let it rise for 1 hour.', 'Roll out, fill, roll up and bake.'],
    });
    expect(items(rolls)).toEqual([
      [3, 'cup', 'flour', 'For the dough'],
      [1, 'cup', 'warm milk', 'For the dough'],
      [0.5, 'cup', 'brown sugar', 'For the filling'],
      [2, 'tbsp', 'cinnamon', 'For the filling'],
    ]);
  });

  it('imports a recipe without ingredients and says why an empty entry is left out', async () => {
    const { total, recipes } = await zipAndReadExport(folder, 'Recipes.paprikarecipes', [
      { name: 'Ice Water.paprikarecipe', data: paprikaRecipe({ name: 'Ice Water', ingredients: '', directions: 'Pour.' }) },
      { name: 'Empty.paprikarecipe', data: '' },
    ]);
    expect(total).toBe(2);
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Ice Water', ingredients: [], instructions: ['Pour.'] });
    expect(recipes[1]).toEqual({
      name: 'Empty',
      error: "This recipe's file inside the export is empty.",
      errorNotice: { code: 'entry_empty', params: {} },
    });
  });

  it('reads a zip macOS re-made (a folder, __MACOSX copies) and one made on Windows (backslashes)', async () => {
    const bread = paprikaRecipe({ name: 'Soda Bread', ingredients: '500 g flour', directions: 'Bake.' });
    const mac = await writeZipExport(folder, 'Archive.zip', [
      { name: 'Paprika Export/Soda Bread.paprikarecipe', data: bread },
      { name: '__MACOSX/Paprika Export/._Soda Bread.paprikarecipe', data: Buffer.from([0, 5, 22, 7, 0, 2]) },
      { name: 'Paprika Export/.DS_Store', data: Buffer.from([0, 0, 0, 1]) },
    ]);
    const fromMac = await readWholeExport(mac);
    expect([fromMac.format, fromMac.total, namesAndErrors(fromMac.recipes)]).toEqual(['paprika', 1, [['Soda Bread', undefined]]]);

    const zipped = await zipBuffer([{ name: 'Breads/Soda Bread.paprikarecipe', data: bread }]);
    const windows = await writeExportFile(folder, 'breads.zip', renameEntry(zipped, 'Breads/Soda', 'Breads\\Soda'));
    expect((await readWholeExport(windows)).recipes.map(({ name }) => name)).toEqual(['Soda Bread']);
  });
});

describe('exports zipped again to be sent', () => {
  it('reads a .paprikarecipes file inside a zip, and a Tandoor export of one recipe', async () => {
    const paprika = await zipBuffer([
      { name: 'Soda Bread.paprikarecipe', data: paprikaRecipe({ name: 'Soda Bread', ingredients: '500 g flour', directions: 'Bake.' }) },
    ]);
    const wrapped = await writeZipExport(folder, 'Archive.zip', [
      { name: 'Export 2026-11-24 All Recipes.paprikarecipes', data: paprika, store: true },
      { name: '__MACOSX/._Export 2026-11-24 All Recipes.paprikarecipes', data: Buffer.from([0, 5, 22, 7]) },
    ]);
    const fromWrapped = await readWholeExport(wrapped);
    expect([fromWrapped.format, fromWrapped.total, fromWrapped.recipes.map(({ name }) => name)]).toEqual(['paprika', 1, ['Soda Bread']]);

    const recipe = { name: 'Toast', working_time: 2, waiting_time: 0, steps: [{ instruction: 'Toast it.', ingredients: [] }] };
    const tandoor = await writeZipExport(folder, 'export.zip', [
      { name: '12.zip', data: await zipBuffer([{ name: 'recipe.json', data: JSON.stringify(recipe) }]) },
    ]);
    const fromTandoor = await readWholeExport(tandoor);
    expect([fromTandoor.format, fromTandoor.recipes.map(({ name }) => name)]).toEqual(['tandoor', ['Toast']]);
  });

  it('says why a wrapped export that is no zip could not be read', async () => {
    const file = await writeZipExport(folder, 'Archive.zip', [{ name: 'My Recipes.paprikarecipes', data: 'not a zip at all' }]);
    await expect(readWholeExport(file)).rejects.toMatchObject({ statusCode: 422, code: 'UNRECOGNISED_FILE' });
  });
});

describe('CopyMeThat exports from newer versions', () => {
  it('reads the yield written as id="servings" and a link given only as text', async () => {
    const html = `<html><body><div class="recipe">
      <div id="name">Chana Masala</div>
      <a id="original_link">https://cmt.example/chana</a>
      <div id="servings">Servings:4</div>
      <ul id="recipeIngredients"><li class="recipeIngredient">2 cans chickpeas</li></ul>
      <ol id="recipeInstructions"><li class="instruction">Simmer.</li></ol>
    </div></body></html>`;
    const { format, recipes } = await writeAndReadExport(folder, 'recipes.html', html);
    expect(format).toBe('copymethat');
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Chana Masala', servings: 4, sourceUrl: 'https://cmt.example/chana' });
  });
});

describe('0-byte entries', () => {
  it.each([
    [
      'Nextcloud',
      'cookbook.zip',
      [
        { name: 'Recipes/Broken/recipe.json', data: '' },
        {
          name: 'Recipes/Rice/recipe.json',
          data: JSON.stringify({ '@type': 'Recipe', name: 'Rice', recipeIngredient: ['1 cup rice'], recipeInstructions: ['Cook.'] }),
        },
      ],
    ],
    [
      'Tandoor',
      'export.zip',
      [
        { name: 'Broken.zip', data: '' },
        { name: 'Rice.zip', data: 'tandoor' },
      ],
    ],
    [
      'Cooklang',
      'cookbook.zip',
      [
        { name: 'Broken.cook', data: '' },
        { name: 'Rice.cook', data: 'Simmer @rice{1%cup} in @water{2%cups}.' },
      ],
    ],
    [
      'Mela',
      'Recipes.melarecipes',
      [
        { name: 'Broken.melarecipe', data: '' },
        { name: 'Rice.melarecipe', data: JSON.stringify({ title: 'Rice', ingredients: '1 cup rice', instructions: 'Cook.' }) },
      ],
    ],
  ])('in a %s export are reported as empty and the rest is read', async (_app, fileName, entries) => {
    const tandoorRecipe = await zipBuffer([
      { name: 'recipe.json', data: JSON.stringify({ name: 'Rice', working_time: 5, steps: [{ instruction: 'Cook.', ingredients: [] }] }) },
    ]);
    const file = await writeZipExport(
      folder,
      fileName,
      entries.map((entry) => (entry.data === 'tandoor' ? { ...entry, data: tandoorRecipe } : entry)),
    );
    const { recipes } = await readWholeExport(file);
    expect(namesAndErrors(recipes)).toEqual([
      ['Broken', "This recipe's file inside the export is empty."],
      ['Rice', undefined],
    ]);
  });
});

describe('Mela files with fields left out', () => {
  it('reads a recipe Mela wrote without instructions or notes, and says which one has no name', async () => {
    const { format, recipes } = await zipAndReadExport(folder, 'Recipes.melarecipes', [
      {
        name: 'Lemonade.melarecipe',
        data: JSON.stringify({ id: 'a', title: 'Lemonade', ingredients: '4 lemons\n1 l water', yield: 4, categories: [], images: [] }),
      },
      { name: 'Nameless.melarecipe', data: JSON.stringify({ id: 'b', title: '', ingredients: '1 egg', instructions: 'Boil.' }) },
    ]);
    expect(format).toBe('mela');
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Lemonade', servings: 4, instructions: [] });
    expect(items(recipes[0]!)).toEqual([
      [4, '', 'lemons', ''],
      [1, 'l', 'water', ''],
    ]);
    expect(recipes[1]).toEqual({
      name: 'Nameless',
      error: 'This recipe has no name.',
      errorNotice: { code: 'recipe_unnamed', params: {} },
    });
  });
});

describe('Tandoor ingredients without a food', () => {
  it('keeps a line Tandoor kept only as its original text', async () => {
    const recipe = {
      name: 'Caprese',
      working_time: 10,
      waiting_time: 0,
      servings: 2,
      steps: [
        {
          name: '',
          instruction: 'Slice and layer.',
          order: 0,
          ingredients: [
            { food: null, unit: null, amount: 0, note: '', original_text: 'a handful of basil leaves', is_header: false, no_amount: false },
            {
              food: { name: 'tomato', plural_name: 'tomatoes' },
              unit: null,
              amount: '3.000',
              note: '',
              is_header: false,
              no_amount: false,
            },
          ],
        },
      ],
    };
    const { recipes } = await zipAndReadExport(folder, 'export.zip', [
      { name: '7.zip', data: await zipBuffer([{ name: 'recipe.json', data: JSON.stringify(recipe) }]), store: true },
    ]);
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Caprese', prepTime: 10, cookTime: null, servings: 2 });
    expect(recipes[0]!.dish!.ingredients.map(({ item }) => item)).toEqual([expect.stringMatching(/basil/), 'tomatoes']);
  });
});

describe('Cooklang as its spec writes it', () => {
  it('reads fixed quantities, fractions, metadata lines and a timer with a name', async () => {
    const source = [
      '>> title: Porridge',
      '>> servings: 2',
      '>> time required: 1h 30m',
      '',
      'Add @salt{=1%pinch} and @oats{1/2%cup} to @water{250 %ml}.',
      '',
      'Let it rest for ~{10%minutes}, then serve.',
    ].join('\r\n');
    const { recipes } = await writeAndReadExport(folder, 'porridge.cook', source);
    expect(recipes[0]!.dish).toMatchObject({
      dishName: 'Porridge',
      servings: 2,
      cookTime: null,
      totalTime: 90,
      instructions: ['Add salt and oats to water.', 'Let it rest for 10 minutes, then serve.'],
    });
    expect(items(recipes[0]!)).toEqual([
      [1, 'pinch', 'salt', ''],
      [0.5, 'cup', 'oats', ''],
      [250, 'ml', 'water', ''],
    ]);
  });
});

describe('spreadsheets as Excel and other apps save them', () => {
  it('reads Excel\'s "Unicode Text" (UTF-16 with a byte order mark, tab-separated)', async () => {
    const text = '\uFEFFTitle\tIngredients\tDirections\tServings\r\nCrêpes\t"250 g flour\n3 eggs"\tWhisk and fry.\t4\r\n';
    const { format, recipes } = await writeAndReadExport(folder, 'recipes.txt', Buffer.from(text, 'utf16le'));
    expect(format).toBe('csv');
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Crêpes', servings: 4, instructions: ['Whisk and fry.'] });
    expect(items(recipes[0]!)).toEqual([
      [250, 'g', 'flour', ''],
      [3, '', 'eggs', ''],
    ]);
  });

  it('reads a file that starts with Excel\'s "sep=;" line, with a byte order mark', async () => {
    const text = '\uFEFFsep=;\r\nName;Ingredients;Instructions\r\nToast;"2 slices bread\n1 tbsp butter";"Toast.\nButter."\r\n';
    const { format, recipes } = await writeAndReadExport(folder, 'recipes.csv', text);
    expect(format).toBe('csv');
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Toast', instructions: ['Toast.', 'Butter.'] });
  });

  it("reads MyRecipeBox's columns (quantity, preparationTime, originalPicture, categories with semicolons)", async () => {
    const rows = [
      'title,description,preparationTime,cookingTime,totalTime,quantity,ingredients,instructions,notes,categories,tags,source,originalPicture,video',
      '"Lentil Soup","Hearty",15 min,40 min,55 min,6,"1 onion\n200 g red lentils","Fry the onion.\nAdd the lentils and simmer.","Freezes well.","Soup;Winter","vegan","https://box.example/soup","https://box.example/soup.jpg",""',
    ];
    const { recipes } = await writeAndReadExport(folder, 'myrecipebox.csv', rows.join('\n'));
    expect(recipes[0]!.dish).toMatchObject({
      dishName: 'Lentil Soup',
      prepTime: 15,
      cookTime: 40,
      servings: 6,
      sourceUrl: 'https://box.example/soup',
      imageUrl: 'https://box.example/soup.jpg',
      notes: 'Freezes well.',
      tags: ['vegan', 'Soup', 'Winter'],
      instructions: ['Fry the onion.', 'Add the lentils and simmer.'],
    });
  });

  it('reads COOKmate\'s columns, where "recipe" beside "title" holds the directions and times read "10M"', async () => {
    const rows = [
      '"title","prepTime","cookTime","totalTime","quantity","description","ingredients","recipe","url","imageUrl","nutrition","comments","rating","video","source","categories","tags"',
      '"Salmon Steaks","5M","10M","15M","2","Quick.","2 salmon steaks\n1 tbsp olive oil","Salt the fish.\nSear for 3 minutes a side.","","","","Use skin-on fillets.","5","","Romy","Fish","Gluten free"',
    ];
    const { recipes } = await writeAndReadExport(folder, 'cookmate.csv', rows.join('\n'));
    expect(recipes[0]!.dish).toMatchObject({
      dishName: 'Salmon Steaks',
      prepTime: 5,
      cookTime: 10,
      servings: 2,
      notes: 'Use skin-on fillets.\n\nSource: Romy',
      tags: ['Gluten free', 'Fish'],
      instructions: ['Salt the fish.', 'Sear for 3 minutes a side.'],
    });
  });

  it('reads a German spreadsheet (Titel; Zutaten; Zubereitung) with semicolons', async () => {
    const file = await writeExportFile(
      folder,
      'rezepte.csv',
      'Titel;Portionen;Zutaten;Zubereitung\nKaiserschmarrn;2;"4 Eier\n200 ml Milch";"Verquirlen.\nBacken."\n',
    );
    const { recipes } = await readWholeExport(file);
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Kaiserschmarrn', servings: 2, instructions: ['Verquirlen.', 'Backen.'] });
    expect(recipes[0]!.dish!.ingredients).toHaveLength(2);
  });
});
