import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_FORMAT } from '@hearth/shared/account-export';
import {
  readWholeExport,
  tempFolderForEachTest,
  writeAndReadExport,
  writeExportFile,
  zipAndReadExport,
  zipBuffer,
} from '../../../../test/export-fixtures.js';
import { FULL_DISH } from '../../../../test/dish-fixtures.js';

const folder = tempFolderForEachTest();

/** A dish as "Download my data" writes it, its photo one of ours. */
const SOUP = { ...FULL_DISH, id: 7, imageUrl: '/api/images/abc123' };

function exportFile(version: number, dishes: unknown[]) {
  return JSON.stringify({ format: ACCOUNT_EXPORT_FORMAT, version, exportedAt: '2026-11-21T10:00:00.000Z', dishes, meals: [] });
}

describe('our own "Download my data" file', () => {
  it('yields each dish as it was saved, and a reason for a dish that breaks the rules', async () => {
    const file = await writeExportFile(
      folder,
      'the-hearth-export-2026-11-21.json',
      exportFile(1, [SOUP, { ...SOUP, id: 8, dishName: 'Bad', servings: 0 }]),
    );
    const { format, total, recipes } = await readWholeExport(file);
    expect(format).toBe('hearth');
    expect(total).toBe(2);
    const { id: _id, ...saved } = SOUP;
    expect(recipes[0]).toEqual({ name: 'Tomato Soup', dish: saved });
    expect(recipes[1]).toEqual({
      name: 'Bad',
      error: 'servings: Must be at least 1',
      errorNotice: { code: 'recipe_unreadable_detail', params: { detail: 'servings: Must be at least 1' } },
    });
  });

  it('refuses a file from another version before reading any dish', async () => {
    const file = await writeExportFile(folder, 'export.json', exportFile(2, [SOUP]));
    await expect(readWholeExport(file)).rejects.toMatchObject({ statusCode: 422, code: 'UNSUPPORTED_VERSION' });
  });
});

describe('zips of schema.org JSON and CSV files', () => {
  it('reads every schema.org JSON file of a zip', async () => {
    const recipe = (name: string) => ({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'] });
    const { format, recipes } = await zipAndReadExport(folder, 'recipes.zip', [
      { name: 'a.json', data: JSON.stringify(recipe('Omelette')) },
      { name: 'b.json', data: JSON.stringify([recipe('Frittata'), recipe('Tortilla')]) },
    ]);
    expect(format).toBe('schema-org');
    expect(recipes.map((entry) => entry.name)).toEqual(['Omelette', 'Frittata', 'Tortilla']);
  });

  it('reads a Plan to Eat style zip holding a CSV', async () => {
    const csv = [
      'Title,Description,Source,Original URL,Yield,Servings,Prep Time,Ingredients,Directions,Tags,Course,Cuisine,Main Ingredient,Photo Url,Url',
      'Flatbread,,Bread Weekly,https://example.com/flatbread,2 flatbreads,4,10 minutes,"2 cups flour\n1 cup yoghurt",Mix and fry.,"quick, bread",Side,Indian,flour,,',
    ].join('\n');
    const { format, recipes } = await writeAndReadExport(
      folder,
      'plantoeat-export.zip',
      await zipBuffer([{ name: 'export/recipes.csv', data: csv }]),
    );
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
