import { describe, expect, it } from 'vitest';
import {
  expectRecipeWithPhoto,
  namesAndErrors,
  readZipWithPhoto,
  tempFolderForEachTest,
  writeAndReadExport,
} from '../../../../test/export-fixtures.js';

const folder = tempFolderForEachTest();

/** A COOKmate export as the app writes it: a cookbook of recipes, lists as <li> lines. */
const COOKBOOK = `<?xml version="1.0" encoding="utf-8"?>
<cookbook version="71">
<recipe>
<title>Minestrone</title>
<preptime>20 min</preptime>
<cooktime>45 min</cooktime>
<totaltime></totaltime>
<quantity>6 servings</quantity>
<description><li>A thick vegetable soup.</li></description>
<ingredient><li>2 tbsp olive oil</li>
<li>1 onion, chopped</li>
<li></li>
<li>400 g tinned tomatoes</li>
</ingredient>
<recipetext><li>Soften the onion in the oil over a low heat for ten</li>
<li>minutes.</li>
<li></li>
<li>Add the tomatoes and simmer for half an hour.</li>
</recipetext>
<url>https://cookmate.example/minestrone</url>
<imagepath>images/minestrone.jpg</imagepath>
<category>Soups</category>
<category>Italian</category>
<comments><li>Better the next day.</li></comments>
<source>Nonna Rosa</source>
</recipe>
<recipe>
<title></title>
<ingredient><li>1 egg</li></ingredient>
</recipe>
</cookbook>`;

describe('COOKmate exports', () => {
  it('reads each recipe of the XML, joining wrapped direction lines into paragraphs, with its photo', async () => {
    const { photo, format, recipes } = await readZipWithPhoto(
      folder,
      'CookmateExport.zip',
      { name: 'cookbook.xml', data: COOKBOOK },
      'images/minestrone.jpg',
    );
    expect(format).toBe('cookmate');
    expect(namesAndErrors(recipes)).toEqual([
      ['Minestrone', undefined],
      ['Untitled recipe', 'This recipe has no name.'],
    ]);
    expectRecipeWithPhoto(recipes[0], photo, {
      description: 'A thick vegetable soup.',
      prepTime: 20,
      cookTime: 45,
      servings: 6,
      sourceUrl: 'https://cookmate.example/minestrone',
      tags: ['Soups', 'Italian'],
      notes: 'Better the next day.\n\nSource: Nonna Rosa',
      instructions: ['Soften the onion in the oil over a low heat for ten minutes.', 'Add the tomatoes and simmer for half an hour.'],
    });
    expect(recipes[0]!.dish!.ingredients.map(({ quantity, unit }) => [quantity, unit])).toEqual([
      [2, 'tbsp'],
      [1, ''],
      [400, 'g'],
    ]);
  });

  it('reads the XML file on its own', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'export.xml', COOKBOOK);
    expect(format).toBe('cookmate');
    expect(recipes[0]!.dish!.dishName).toBe('Minestrone');
  });
});
