import { describe, expect, it } from 'vitest';
import {
  namesAndErrors,
  readWholeExport,
  tempFolderForEachTest,
  writeAndReadExport,
  writeZipExport,
  zipAndReadExport,
} from '../../../../test/export-fixtures.js';

const folder = tempFolderForEachTest();

/** One recipe as Pepperplate wrote each .txt of its export: labels, then indented lines. */
const CHILI = [
  'Title: Turkey Chili',
  'Description: A weeknight chili.',
  'Source: Family cookbook',
  'Original URL: https://pepperplate.example/chili',
  'Yield: 6 servings',
  'Active: 20 minutes',
  'Total: 1 hour',
  'Image: https://pepperplate.example/chili.jpg',
  'Ingredients:',
  '\t1 lb ground turkey',
  '\t1 onion, diced',
  '',
  '\tTopping:',
  '\t1 cup sour cream',
  '',
  'Instructions:',
  '\tBrown the turkey with the onion.',
  '',
  '\tSimmer for 40 minutes.',
  '\tNote: it freezes well.',
  '',
].join('\r\n');

const EMPTY_FIELDS = [
  'Title: Buttered Noodles',
  'Description: ',
  'Source: ',
  'Original URL: ',
  'Yield: ',
  'Active: ',
  'Total: ',
  'Ingredients:',
  '\t200 g egg noodles',
  '\t2 tbsp butter',
  '',
  'Instructions:',
  '\tBoil, drain, butter.',
  '',
].join('\n');

/** Plan to Eat's text export: several recipes between lines of dashes. */
const PLAN_TO_EAT = `--------------
Title: "Oatmeal Cookies"
Description: Chewy.
Source: https://plantoeat.example/cookies
Serves: 24 cookies
Prep Time: 15 min
Cook Time: 12 min
Tags: Baking^Snacks
Ingredients:
1 cup butter
2 cups rolled oats

Directions:
Cream the butter.
Fold in the oats and bake.
--------------
Title: Iced Tea
Ingredients:
4 tea bags
Directions:
Steep and chill.
--------------
`;

describe('recipe text files with labels', () => {
  it("reads Pepperplate's zip of one .txt per recipe", async () => {
    const { format, recipes } = await zipAndReadExport(folder, 'pepperplate_export.zip', [
      { name: 'recipes/Turkey Chili.txt', data: CHILI },
      { name: 'recipes/Buttered Noodles.txt', data: EMPTY_FIELDS },
    ]);
    expect(format).toBe('labelled-text');
    expect(namesAndErrors(recipes)).toEqual([
      ['Turkey Chili', undefined],
      ['Buttered Noodles', undefined],
    ]);
    expect(recipes[0]!.dish).toMatchObject({
      dishName: 'Turkey Chili',
      description: 'A weeknight chili.',
      servings: 6,
      prepTime: 20,
      cookTime: null,
      totalTime: 60,
      sourceUrl: 'https://pepperplate.example/chili',
      imageUrl: 'https://pepperplate.example/chili.jpg',
      notes: 'Source: Family cookbook',
      instructions: ['Brown the turkey with the onion.', 'Simmer for 40 minutes. Note: it freezes well.'],
    });
    expect(recipes[0]!.dish!.ingredients.map(({ quantity, unit, group }) => [quantity, unit, group ?? ''])).toEqual([
      [1, 'lb', ''],
      [1, '', ''],
      [1, 'cup', 'Topping'],
    ]);
    expect(recipes[1]!.dish).toMatchObject({ description: '', servings: null, sourceUrl: '', instructions: ['Boil, drain, butter.'] });
  });

  it("reads Plan to Eat's text export of several recipes between dashes", async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'plantoeat-recipes.txt', PLAN_TO_EAT);
    expect(format).toBe('labelled-text');
    expect(recipes.map(({ name }) => name)).toEqual(['Oatmeal Cookies', 'Iced Tea']);
    expect(recipes[0]!.dish).toMatchObject({
      servings: 24,
      prepTime: 15,
      cookTime: 12,
      sourceUrl: 'https://plantoeat.example/cookies',
      tags: ['Baking', 'Snacks'],
      instructions: ['Cream the butter.', 'Fold in the oats and bake.'],
    });
    expect(recipes[1]!.dish).toMatchObject({ instructions: ['Steep and chill.'] });
  });

  it('looks past a read-me that comes first in the zip', async () => {
    const { format, recipes } = await zipAndReadExport(folder, 'pepperplate_export.zip', [
      { name: 'README.txt', data: 'Your recipes, exported.' },
      { name: 'Turkey Chili.txt', data: CHILI },
    ]);
    expect(format).toBe('labelled-text');
    expect(recipes.map(({ name }) => name)).toEqual(['Turkey Chili']);
  });

  it('does not take a text file without the labels for an export', async () => {
    const file = await writeZipExport(folder, 'notes.zip', [{ name: 'shopping.txt', data: 'milk\neggs\n' }]);
    await expect(readWholeExport(file)).rejects.toMatchObject({ statusCode: 422, code: 'UNRECOGNISED_FILE' });
  });
});
