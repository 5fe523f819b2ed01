import { describe, expect, it } from 'vitest';
import {
  expectRecipeWithPhoto,
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

/** recipe.json as Tandoor's RecipeExportSerializer writes it. */
const DAL = {
  name: 'Tadka Dal',
  description: 'Yellow lentils with a sizzling spice oil.',
  keywords: [
    { name: 'Indian', description: '' },
    { name: 'Vegan', description: '' },
  ],
  working_time: 15,
  waiting_time: 40,
  internal: true,
  nutrition: null,
  servings: 4,
  servings_text: 'bowls',
  source_url: 'https://example.com/dal',
  steps: [
    {
      name: 'Tadka',
      instruction: 'Heat ghee, add cumin seeds and garlic until golden, pour over the dal.',
      order: 1,
      time: 5,
      show_as_header: true,
      ingredients: [
        { food: { name: 'ghee' }, unit: { name: 'tablespoon' }, amount: '2.000', note: '', order: 0, is_header: false, no_amount: false },
        { food: { name: 'garlic' }, unit: { name: 'clove' }, amount: 3, note: 'sliced', order: 1, is_header: false, no_amount: false },
      ],
    },
    {
      name: '',
      instruction: 'Boil the lentils with turmeric until soft.',
      order: 0,
      time: 40,
      show_as_header: false,
      ingredients: [
        { food: null, unit: null, amount: 0, note: 'Dal', order: 0, is_header: true, no_amount: true },
        { food: { name: 'yellow lentils' }, unit: { name: 'cup' }, amount: 1, note: '', order: 1, is_header: false, no_amount: false },
        { food: { name: 'salt' }, unit: null, amount: 0, note: '', order: 2, is_header: false, no_amount: true },
      ],
    },
  ],
};

async function recipeZip(recipe: unknown, extra: { name: string; data: Buffer | string }[] = []): Promise<Buffer> {
  return zipBuffer([{ name: 'recipe.json', data: JSON.stringify(recipe) }, ...extra]);
}

describe('Tandoor exports', () => {
  it('opens the zip inside the zip for each recipe, with its image', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, total, recipes } = await zipAndReadExport(folder, 'export.zip', [
      { name: 'Tadka_Dal.zip', data: await recipeZip(DAL, [{ name: 'image.jpg', data: photo }]), store: true },
      {
        name: 'Toast.zip',
        data: await recipeZip({ name: 'Toast', steps: [{ instruction: 'Toast the bread.', ingredients: [] }] }),
        store: true,
      },
    ]);
    expect(format).toBe('tandoor');
    expect(total).toBe(2);
    const dal = recipes[0]!;
    expectRecipeWithPhoto(dal, photo, {
      dishName: 'Tadka Dal',
      prepTime: 15,
      cookTime: null,
      totalTime: 55,
      servings: 4,
      sourceUrl: 'https://example.com/dal',
      tags: ['Indian', 'Vegan'],
      instructions: [
        'Boil the lentils with turmeric until soft.',
        'Tadka: Heat ghee, add cumin seeds and garlic until golden, pour over the dal.',
      ],
    });
    // Steps come in their order; the "Dal" header is not an ingredient, and a named step heads its own.
    expect(dal.dish!.ingredients.map(({ item, quantity, unit, group }) => [item, quantity, unit, group])).toEqual([
      ['yellow lentils', 1, 'cup', 'Dal'],
      ['salt', 0, '', 'Dal'],
      ['ghee', 2, 'tbsp', 'Tadka'],
      [expect.stringMatching(/^garlic/), 3, 'clove', 'Tadka'],
    ]);
    expect(recipes[1]!.dish!.instructions).toEqual(['Toast the bread.']);
  });

  it('opens only one level of zips inside the export', async () => {
    const deeper = await zipBuffer([{ name: 'deeper.zip', data: await recipeZip(DAL) }]);
    const { recipes } = await writeAndReadExport(folder, 'export.zip', await zipBuffer([{ name: 'Nested.zip', data: deeper }]));
    expect(recipes).toEqual([
      { name: 'Nested', error: 'This entry has no recipe.json.', errorNotice: { code: 'no_recipe_json', params: {} } },
    ]);
  });

  it('reports a recipe zip that is damaged and reads the others', async () => {
    const good = await recipeZip(DAL);
    const { recipes } = await zipAndReadExport(folder, 'export.zip', [
      { name: 'Cut.zip', data: good.subarray(0, good.length - 30), store: true },
      { name: 'Dal.zip', data: good, store: true },
    ]);
    expect(recipes[0]).toMatchObject({ name: 'Cut', error: expect.stringMatching(/damaged or incomplete/) });
    expect(recipes[1]!.dish!.dishName).toBe('Tadka Dal');
  });

  it('keeps a header row as the group of the ingredients below it, and writes plural names where Tandoor would', async () => {
    const recipe = {
      ...DAL,
      steps: [
        {
          name: '',
          instruction: 'Fry everything.',
          order: 0,
          ingredients: [
            { food: null, unit: null, amount: 0, note: 'For the tadka', is_header: true, no_amount: true },
            {
              food: { name: 'dried chilli', plural_name: 'dried chillies' },
              unit: null,
              amount: 2,
              note: '',
              is_header: false,
              no_amount: false,
            },
            {
              food: { name: 'clove', plural_name: 'cloves' },
              unit: null,
              amount: 1,
              note: 'whole',
              is_header: false,
              no_amount: false,
              always_use_plural_food: true,
            },
          ],
        },
      ],
    };
    const file = await writeZipExport(folder, 'export.zip', [{ name: 'Dal.zip', data: await recipeZip(recipe), store: true }]);
    const { recipes } = await readWholeExport(file);
    expect(recipes[0]!.dish!.ingredients.map(({ item, quantity, group }) => [item, quantity, group])).toEqual([
      ['dried chillies', 2, 'For the tadka'],
      ['cloves', 1, 'For the tadka'],
    ]);
  });

  it("reads one recipe's own zip taken out of an export, and its recipe.json on its own", async () => {
    const photo = await platePhotoJpeg(40, 30);
    const zip = await writeExportFile(folder, 'Tadka_Dal.zip', await recipeZip(DAL, [{ name: 'image.png', data: photo }]));
    const fromZip = await readWholeExport(zip);
    expect([fromZip.format, fromZip.total]).toEqual(['tandoor', 1]);
    expect(fromZip.recipes[0]!.dish!.dishName).toBe('Tadka Dal');
    expect(fromZip.recipes[0]!.picture?.equals(photo)).toBe(true);
    const json = await writeExportFile(folder, 'recipe.json', JSON.stringify(DAL));
    const fromJson = await readWholeExport(json);
    expect(fromJson.format).toBe('tandoor');
    expect(fromJson.recipes[0]!.dish!.ingredients).toHaveLength(4);
  });
});
