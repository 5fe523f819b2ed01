import { describe, expect, it } from 'vitest';
import {
  expectRecipeWithPhoto,
  namesAndErrors,
  tempFolderForEachTest,
  writeAndReadExport,
  zipAndReadExport,
} from '../../../../test/export-fixtures.js';
import { platePhotoJpeg } from '../../../../test/pictures.js';

const folder = tempFolderForEachTest();

/** recipe.json as Nextcloud Cookbook keeps it: schema.org with a few extra keys. */
function nextcloudRecipe(name: string, id: number) {
  return {
    '@context': 'http://schema.org',
    '@type': 'Recipe',
    id: String(id),
    name,
    description: '',
    url: 'https://example.com/' + id,
    image: 'https://example.com/' + id + '.jpg',
    imageUrl: `/apps/cookbook/webapp/recipes/${id}/image?size=full`,
    prepTime: 'PT0H15M0S',
    cookTime: 'PT0H30M0S',
    recipeYield: 4,
    recipeCategory: 'Dinner',
    keywords: 'weeknight,easy',
    tool: [],
    recipeIngredient: ['1 cup rice', '2 cups water'],
    recipeInstructions: ['Rinse the rice.', 'Simmer covered for 18 minutes.'],
    dateCreated: '2024-03-01T10:00:00+0000',
  };
}

describe('Nextcloud Cookbook exports', () => {
  it("maps each folder's recipe.json through the schema.org reader, with full.jpg", async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, total, recipes } = await zipAndReadExport(folder, 'Recipes.zip', [
      { name: 'Recipes/Steamed Rice/recipe.json', data: JSON.stringify(nextcloudRecipe('Steamed Rice', 11)) },
      { name: 'Recipes/Steamed Rice/full.jpg', data: photo, store: true },
      { name: 'Recipes/Steamed Rice/thumb.jpg', data: photo, store: true },
      { name: 'Recipes/Fried Rice/recipe.json', data: JSON.stringify(nextcloudRecipe('Fried Rice', 12)) },
    ]);
    expect(format).toBe('nextcloud');
    expect(total).toBe(2);
    expectRecipeWithPhoto(recipes[0], photo, {
      dishName: 'Steamed Rice',
      instructions: ['Rinse the rice.', 'Simmer covered for 18 minutes.'],
    });
    expect(recipes[0]!.dish!.ingredients).toHaveLength(2);
    expect(recipes[1]!.picture).toBeUndefined();
  });
});

describe('schema.org JSON files', () => {
  const soup = {
    '@type': 'Recipe',
    name: 'Miso Soup',
    recipeIngredient: ['3 cups dashi', '2 tbsp miso'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Warm the dashi.' }],
  };

  it.each([
    ['a Recipe object', { '@context': 'https://schema.org', ...soup }],
    ['an array of recipes', [soup, { ...soup, name: 'Clear Soup' }]],
    ['a JSON-LD @graph', { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage', name: 'Page' }, soup] }],
    ['a type list', { ...soup, '@type': ['Recipe', 'NewsArticle'] }],
  ])('reads %s', async (_shape, document) => {
    const { format, recipes } = await writeAndReadExport(folder, 'recipes.json', JSON.stringify(document));
    expect(format).toBe('schema-org');
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Miso Soup', instructions: ['Warm the dashi.'] });
  });

  it('reports a recipe the mapper cannot read and goes on', async () => {
    const { recipes } = await writeAndReadExport(
      folder,
      'recipes.json',
      JSON.stringify([{ '@type': 'Recipe', name: { text: 'not a name' } }, soup]),
    );
    expect(recipes[0]).toEqual({
      name: 'Untitled recipe',
      error: 'No recipe was found in this entry.',
      errorNotice: { code: 'no_recipe_in_entry', params: {} },
    });
    expect(recipes[1]!.dish!.dishName).toBe('Miso Soup');
  });
});

describe('zips of schema.org JSON under other names', () => {
  const recipe = (name: string) => ({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeIngredient: ['1 cup rice'],
    recipeInstructions: ['Cook.'],
  });

  it('reads a folder per recipe with a JSON named like it and its photo (not taken for Mealie)', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, recipes } = await zipAndReadExport(folder, 'recipes.zip', [
      { name: 'recipes/Congee/Congee.json', data: JSON.stringify(recipe('Congee')) },
      { name: 'recipes/Congee/image.jpg', data: photo, store: true },
      { name: 'recipes/Jollof/Jollof.json', data: JSON.stringify(recipe('Jollof Rice')) },
    ]);
    expect(format).toBe('schema-org');
    expect(namesAndErrors(recipes)).toEqual([
      ['Congee', undefined],
      ['Jollof Rice', undefined],
    ]);
    expect(recipes[0]!.picture?.equals(photo)).toBe(true);
    expect(recipes[1]!.picture).toBeUndefined();
  });

  it('passes over JSON files that hold no recipe and reports a damaged one', async () => {
    const { recipes } = await zipAndReadExport(folder, 'recipes.zip', [
      { name: 'manifest.json', data: JSON.stringify({ exportedAt: '2026-11-24', count: 2 }) },
      { name: 'a.json', data: JSON.stringify(recipe('Congee')) },
      { name: 'b.json', data: '{"@type": "Recipe", "name": "Cut off' },
    ]);
    expect(namesAndErrors(recipes)).toEqual([
      ['Congee', undefined],
      ['b', '"b" is not valid JSON.'],
    ]);
  });
});
