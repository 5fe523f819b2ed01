import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_FORMAT } from '@hearth/shared/account-export';
import { readWholeExport, tempFolderForEachTest, writeExportFile,
  writeZipExport, zipBuffer } from '../../../../test/export-fixtures.js';

const folder = tempFolderForEachTest();

const PANCAKES = {
  id: 7,
  dishName: 'Pancakes',
  description: 'Fluffy.',
  prepTime: 10,
  cookTime: 15,
  servings: 4,
  difficulty: 'Easy',
  imageUrl: '/api/images/abc123',
  sourceUrl: '',
  notes: '',
  tags: ['Breakfast'],
  ingredients: [{ item: 'flour', quantity: 1, unit: 'cup', optional: false }],
  instructions: ['Mix.', 'Fry.'],
  utensils: [],
};

function exportFile(version: number, dishes: unknown[]) {
  return JSON.stringify({ format: ACCOUNT_EXPORT_FORMAT, version, exportedAt: '2026-11-21T10:00:00.000Z', dishes, meals: [] });
}

describe('our own "Download my data" file', () => {
  it('yields each dish as it was saved, and a reason for a dish that breaks the rules', async () => {
    const file = await writeExportFile(
      folder,
      'the-hearth-export-2026-11-21.json',
      exportFile(1, [PANCAKES, { ...PANCAKES, id: 8, dishName: 'Bad', servings: 0 }]),
    );
    const { format, total, recipes } = await readWholeExport(file);
    expect(format).toBe('hearth');
    expect(total).toBe(2);
    const { id: _id, ...saved } = PANCAKES;
    expect(recipes[0]).toEqual({ name: 'Pancakes', dish: saved });
    expect(recipes[1]).toEqual({ name: 'Bad', error: 'servings: Must be at least 1' });
  });

  it('refuses a file from another version before reading any dish', async () => {
    const file = await writeExportFile(folder, 'export.json', exportFile(2, [PANCAKES]));
    await expect(readWholeExport(file)).rejects.toMatchObject({ statusCode: 422, code: 'UNSUPPORTED_VERSION' });
  });
});

describe('zips of schema.org JSON and CSV files', () => {
  it('reads every schema.org JSON file of a zip', async () => {
    const recipe = (name: string) => ({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'] });
    const file = await writeZipExport(folder, 'recipes.zip', [
        { name: 'a.json', data: JSON.stringify(recipe('Omelette')) },
        { name: 'b.json', data: JSON.stringify([recipe('Frittata'), recipe('Tortilla')]) },
    ]);
    const { format, recipes } = await readWholeExport(file);
    expect(format).toBe('schema-org');
    expect(recipes.map((entry) => entry.name)).toEqual(['Omelette', 'Frittata', 'Tortilla']);
  });

  it('reads a Plan to Eat style zip holding a CSV', async () => {
    const csv = [
      'Title,Description,Source,Original URL,Yield,Servings,Prep Time,Ingredients,Directions,Tags,Course,Cuisine,Main Ingredient,Photo Url,Url',
      'Flatbread,,Bread Weekly,https://example.com/flatbread,2 flatbreads,4,10 minutes,"2 cups flour\n1 cup yoghurt",Mix and fry.,"quick, bread",Side,Indian,flour,,',
    ].join('\n');
    const file = await writeExportFile(folder, 'plantoeat-export.zip', await zipBuffer([{ name: 'export/recipes.csv', data: csv }]));
    const { format, recipes } = await readWholeExport(file);
    expect(format).toBe('csv');
    expect(recipes[0]!.dish).toMatchObject({
      dishName: 'Flatbread',
      servings: 4,
      prepTime: 10,
      sourceUrl: 'https://example.com/flatbread',
      notes: 'Source: Bread Weekly',
      tags: ['quick', 'bread', 'Side', 'Indian', 'flour'],
    });
  });
});
