import { describe, expect, it } from 'vitest';
import {
  expectRecipeWithPhoto,
  readWholeExport,
  tempFolderForEachTest,
  writeExportFile,
  writeZipExport,
} from '../../../../test/export-fixtures.js';
import { platePhotoJpeg } from '../../../../test/pictures.js';
import { readRecipesInPage } from '../pages/read-recipe-page.js';

const folder = tempFolderForEachTest();
const withPages = { readPageRecipes: readRecipesInPage };

/** A recipe page as a recipe app's HTML export writes one: schema.org microdata, the photo beside it. */
function microdataPage(name: string, lines: string[], image: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title></head><body>
<div itemscope itemtype="http://schema.org/Recipe">
  <h1 itemprop="name">${name}</h1>
  <img itemprop="image" src="${image}" alt="">
  <p>Servings: <span itemprop="recipeYield">2</span></p>
  <ul>${lines.map((line) => `<li itemprop="recipeIngredient">${line}</li>`).join('')}</ul>
  <div itemprop="recipeInstructions"><p>Cook everything.</p><p>Serve.</p></div>
</div></body></html>`;
}

const INDEX =
  '<!doctype html><html><head><title>My Recipes</title></head><body><h1>My Recipes</h1><ul><li><a href="Recipes/Dal.html">Dal</a></li></ul></body></html>';

describe('exports written as web pages', () => {
  it('reads every recipe page of a zip, with the photo it shows from inside the zip, and passes over the index', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const file = await writeZipExport(folder, 'Export 2026-11-21.zip', [
      { name: 'index.html', data: INDEX },
      { name: 'Recipes/Dal.html', data: microdataPage('Red Lentil Dal', ['1 cup red lentils', '1 tsp turmeric'], 'Images/dal.jpg') },
      { name: 'Recipes/Images/dal.jpg', data: photo, store: true },
      { name: 'Recipes/Toast.html', data: microdataPage('Cheese Toast', ['2 slices bread'], 'https://cdn.example/toast.jpg') },
    ]);
    const { format, recipes } = await readWholeExport(file, undefined, withPages);
    expect(format).toBe('html-pages');
    expect(recipes.map((recipe) => recipe.name)).toEqual(['Red Lentil Dal', 'Cheese Toast']);
    const [dal, toast] = recipes;
    expectRecipeWithPhoto(dal, photo, { imageUrl: '', sourceUrl: '', servings: 2, instructions: ['Cook everything.', 'Serve.'] });
    expect(dal!.dish!.ingredients.map(({ quantity, unit, item }) => [quantity, unit, item])).toEqual([
      [1, 'cup', 'red lentils'],
      [1, 'tsp', 'turmeric'],
    ]);
    expect(toast!.dish!.imageUrl).toBe('https://cdn.example/toast.jpg');
    expect(toast!.picture).toBeUndefined();
  });

  it("reads a page laid out as Paprika's HTML export: times and yield in the metadata, notes as the recipe's comment", async () => {
    const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Shakshuka</title></head><body>
<div class="recipe" itemscope itemtype="http://schema.org/Recipe">
 <div class="infobox">
  <h1 itemprop="name">Shakshuka</h1>
  <p class="categories"><span itemprop="recipeCategory">Breakfast</span></p>
  <p class="metadata"><b>Prep Time: </b><span itemprop="prepTime">10 mins</span> <b>Cook Time: </b><span itemprop="cookTime">1 hr 5 mins</span> <b>Servings: </b><span itemprop="recipeYield">4 servings</span></p>
  <p class="metadata"><b>Source: </b><a itemprop="url" href="https://cook.example/shakshuka">cook.example</a></p>
 </div>
 <div class="left-column"><div class="photobox"><a href="Images/ABC-1.jpg"><img src="Images/ABC-1.jpg" itemprop="image" class="photo"></a></div>
  <div class="ingredientsbox"><h3 class="subhead">Ingredients</h3><div class="ingredients text">
   <p class="line" itemprop="recipeIngredient">2 tbsp olive oil</p>
   <p class="line" itemprop="recipeIngredient"><strong>FOR THE SAUCE</strong></p>
   <p class="line" itemprop="recipeIngredient">1 (28 oz) can crushed tomatoes</p>
   <p class="line" itemprop="recipeIngredient">6 eggs</p>
  </div></div></div>
 <div class="right-column"><div class="directionsbox"><h3 class="subhead">Directions</h3>
  <div class="directions text" itemprop="recipeInstructions"><p class="line">Warm the oil.</p><p class="line">Add tomatoes, then crack in the eggs.</p></div></div>
  <div class="notesbox"><h3 class="subhead">Notes</h3><div class="notes text" itemprop="comment"><p class="line">Serve with warm bread.</p></div></div>
 </div>
</div></body></html>`;
    const photo = await platePhotoJpeg(40, 30);
    const file = await writeZipExport(folder, 'Export 2026-12-01 Recipes.zip', [
      { name: 'Export 2026-12-01 Recipes/index.html', data: INDEX },
      { name: 'Export 2026-12-01 Recipes/Recipes/Shakshuka.html', data: page },
      { name: 'Export 2026-12-01 Recipes/Recipes/Images/ABC-1.jpg', data: photo, store: true },
    ]);
    const { recipes } = await readWholeExport(file, undefined, withPages);
    expect(recipes).toHaveLength(1);
    const [shakshuka] = recipes;
    expectRecipeWithPhoto(shakshuka, photo, {
      dishName: 'Shakshuka',
      prepTime: 10,
      cookTime: 65,
      servings: 4,
      sourceUrl: 'https://cook.example/shakshuka',
      tags: ['Breakfast'],
      notes: 'Serve with warm bread.',
      instructions: ['Warm the oil.', 'Add tomatoes, then crack in the eggs.'],
    });
    expect(shakshuka!.dish!.ingredients.map(({ item, group }) => [item, group])).toEqual([
      ['olive oil', undefined],
      ['can crushed tomatoes', 'For the sauce'],
      ['eggs', 'For the sauce'],
    ]);
  });

  it('reads every recipe of one page that holds many', async () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Recipe', name: 'Pancakes', recipeIngredient: ['1 cup flour', '1 egg'], recipeInstructions: ['Mix.', 'Fry.'] },
        {
          '@type': 'Recipe',
          name: 'Waffles',
          recipeIngredient: ['2 cups flour'],
          recipeInstructions: ['Mix.', 'Bake.'],
          url: 'https://w.example/waffles',
        },
      ],
    };
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(graph)}</script></head><body></body></html>`;
    const file = await writeExportFile(folder, 'recipes.html', page);
    const { format, total, recipes } = await readWholeExport(file, undefined, withPages);
    expect([format, total]).toEqual(['html-pages', 2]);
    expect(recipes.map((recipe) => [recipe.dish?.dishName, recipe.dish?.sourceUrl])).toEqual([
      ['Pancakes', ''],
      ['Waffles', 'https://w.example/waffles'],
    ]);
  });

  it('does not recognise a page without any recipe', async () => {
    const file = await writeExportFile(folder, 'about.html', INDEX);
    await expect(readWholeExport(file, undefined, withPages)).rejects.toMatchObject({ statusCode: 422, code: 'UNRECOGNISED_FILE' });
  });
});
