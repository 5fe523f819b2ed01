import { describe, expect, it } from 'vitest';
import { expectRecipeWithPhoto, tempFolderForEachTest, writeAndReadExport, zipAndReadExport } from '../../../../test/export-fixtures.js';
import { platePhotoJpeg } from '../../../../test/pictures.js';

const folder = tempFolderForEachTest();

/** A recipe as Mela writes each `.melarecipe`: text fields with "#" headings, images as base64. */
function melaRecipe(fields: Record<string, unknown>) {
  return JSON.stringify({
    id: 'mela-1',
    title: 'Miso Glazed Salmon',
    text: 'Sweet, salty and ready in twenty minutes.',
    ingredients: '# Glaze\n2 tbsp white miso\n1 tbsp honey\n# Fish\n4 salmon fillets',
    instructions: 'Whisk the glaze.\nBrush it over the salmon.\nBroil for 8 minutes.',
    notes: 'Line the tray with foil.',
    nutrition: '350 kcal',
    yield: '4 servings',
    prepTime: '10 min',
    cookTime: '8 min',
    totalTime: '',
    categories: ['Fish', 'Weeknight'],
    link: 'https://mela.example/salmon',
    images: [],
    favorite: false,
    wantToCook: false,
    date: 700000000,
    ...fields,
  });
}

describe('Mela exports', () => {
  it('reads every .melarecipe of a .melarecipes zip, with groups, times and the first photo', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, total, recipes } = await zipAndReadExport(folder, 'Recipes.melarecipes', [
      { name: 'Miso Glazed Salmon.melarecipe', data: melaRecipe({ images: [photo.toString('base64')] }) },
      {
        name: 'Toast.melarecipe',
        data: melaRecipe({
          id: 'mela-2',
          title: 'Toast',
          ingredients: '2 slices bread',
          instructions: 'Toast.',
          link: 'Grandma',
          images: [],
        }),
      },
    ]);
    expect([format, total]).toEqual(['mela', 2]);
    const [salmon, toast] = recipes;
    expectRecipeWithPhoto(salmon, photo, {
      dishName: 'Miso Glazed Salmon',
      description: 'Sweet, salty and ready in twenty minutes.',
      prepTime: 10,
      cookTime: 8,
      servings: 4,
      sourceUrl: 'https://mela.example/salmon',
      tags: ['Fish', 'Weeknight'],
      notes: 'Line the tray with foil.\n\nNutrition: 350 kcal',
      instructions: ['Whisk the glaze.', 'Brush it over the salmon.', 'Broil for 8 minutes.'],
    });
    expect(salmon!.dish!.ingredients.map(({ item, group }) => [item, group])).toEqual([
      ['white miso', 'Glaze'],
      ['honey', 'Glaze'],
      ['salmon fillets', 'Fish'],
    ]);
    // A source that is not an address is kept in the notes.
    expect(toast!.dish).toMatchObject({ dishName: 'Toast', sourceUrl: '', notes: expect.stringContaining('Source: Grandma') });
  });

  it('reads a single .melarecipe file', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'Miso Glazed Salmon.melarecipe', melaRecipe({}));
    expect(format).toBe('mela');
    expect(recipes.map((recipe) => recipe.dish?.dishName)).toEqual(['Miso Glazed Salmon']);
  });
});
