import { describe, expect, it } from 'vitest';
import {
  namesAndErrors,
  readWholeExport,
  tempFolderForEachTest,
  writeAndReadExport,
  writeZipExport,
} from '../../../../test/export-fixtures.js';

const folder = tempFolderForEachTest();

/** Two recipes laid out in Meal-Master's columns, one in each of its two header styles. */
const MMF = [
  'MMMMM----- Recipe via Meal-Master (tm) v8.05',
  ' ',
  '      Title: Apple Crisp',
  ' Categories: Desserts, Fruit',
  '      Yield: 6 servings',
  ' ',
  `${'      4 lg Apples; peeled and sliced'.padEnd(41)}    1/2 c  Brown sugar`,
  '  1 1/2 ts Cinnamon',
  '           -ground',
  ' ',
  'MMMMM--------------------------TOPPING-------------------------------',
  '      1 c  Rolled oats',
  '      4 tb Butter',
  ' ',
  '  Toss the apples with the sugar and cinnamon and spread them in a',
  '  baking dish.',
  ' ',
  '  Rub the oats into the butter, scatter over and bake for 40 minutes.',
  ' ',
  'MMMMM',
  '',
  '---------- Recipe via Meal-Master (tm) v8.02',
  '',
  '      Title: Lemonade',
  '   Servings: 4',
  '',
  '      4    Lemons',
  '      1 l  Water',
  '',
  '  Squeeze and stir.',
  '',
  '-----',
].join('\r\n');

describe('Meal-Master files', () => {
  it('reads each recipe with its two columns of ingredients, groups and continued lines', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'desserts.mmf', MMF);
    expect(format).toBe('meal-master');
    expect(namesAndErrors(recipes)).toEqual([
      ['Apple Crisp', undefined],
      ['Lemonade', undefined],
    ]);
    expect(recipes[0]!.dish).toMatchObject({
      servings: 6,
      tags: ['Desserts', 'Fruit'],
      instructions: [
        'Toss the apples with the sugar and cinnamon and spread them in a baking dish.',
        'Rub the oats into the butter, scatter over and bake for 40 minutes.',
      ],
    });
    expect(recipes[0]!.dish!.ingredients.map(({ quantity, unit, item, group }) => [quantity, unit, item, group ?? ''])).toEqual([
      [4, '', expect.stringMatching(/^large apples/i), ''],
      [0.5, 'cup', expect.stringMatching(/brown sugar/i), ''],
      [1.5, 'tsp', expect.stringMatching(/cinnamon/i), ''],
      [1, 'cup', expect.stringMatching(/rolled oats/i), expect.stringMatching(/^topping$/i)],
      [4, 'tbsp', expect.stringMatching(/butter/i), expect.stringMatching(/^topping$/i)],
    ]);
    expect(recipes[1]!.dish).toMatchObject({ servings: 4, instructions: ['Squeeze and stir.'] });
    expect(recipes[1]!.dish!.ingredients.map(({ quantity, unit }) => [quantity, unit])).toEqual([
      [4, ''],
      [1, 'l'],
    ]);
  });

  it('finds the recipes of a file collected from mail, after other text', async () => {
    const preamble = Array.from({ length: 60 }, (_, index) => `> line ${index} of a forwarded message`).join('\n');
    const { format, recipes } = await writeAndReadExport(folder, 'from-a-friend.txt', `${preamble}\n\n${MMF}`);
    expect(format).toBe('meal-master');
    expect(recipes.map(({ name }) => name)).toEqual(['Apple Crisp', 'Lemonade']);
  });

  it('reads a file saved as UTF-16 with a byte order mark (Notepad\'s "Unicode")', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'desserts.txt', Buffer.from(`\uFEFF${MMF}`, 'utf16le'));
    expect(format).toBe('meal-master');
    expect(recipes.map(({ name }) => name)).toEqual(['Apple Crisp', 'Lemonade']);
  });

  it('reads Meal-Master text files inside a zip, by their content', async () => {
    const file = await writeZipExport(folder, 'mm-archive.zip', [{ name: 'archive/desserts.txt', data: MMF }]);
    const { format, recipes } = await readWholeExport(file);
    expect(format).toBe('meal-master');
    expect(recipes).toHaveLength(2);
  });
});
