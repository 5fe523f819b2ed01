import { describe, expect, it } from 'vitest';
import {
  expectRecipeWithPhoto,
  namesAndErrors,
  readZipWithPhoto,
  tempFolderForEachTest,
  writeAndReadExport,
} from '../../../../test/export-fixtures.js';

const folder = tempFolderForEachTest();

/** One recipe as Recipe Keeper lays out each `div.recipe-details` of its recipes.html. */
function recipeDetails(fields: { id: string; name: string; photo?: string; body: string }): string {
  return `
  <div class="recipe-details">
    <meta content="${fields.id}" itemprop="recipeId">
    <meta content="False" itemprop="recipeIsFavourite">
    <meta content="0" itemprop="recipeRating">
    <table><tr>
      <td>
        <h2 itemprop="name">${fields.name}</h2>
        ${fields.body}
      </td>
      <td>${fields.photo ? `<img src="${fields.photo}" class="recipe-photo" itemprop="photo0">` : ''}</td>
    </tr></table>
  </div>`;
}

const GUMBO = recipeDetails({
  id: 'c1a2',
  name: 'Chicken &amp; Sausage Gumbo',
  photo: 'images/c1a2_0.jpg',
  body: `
    <div>Courses: <span itemprop="recipeCourse">Main Dish</span></div>
    <div>Categories: <span>Cajun, Soup</span><meta content="Cajun" itemprop="recipeCategory"><meta content="Soup" itemprop="recipeCategory"></div>
    <div>Collections: <span>Family</span><meta content="Family" itemprop="recipeCollection"></div>
    <div>Source: <span itemprop="recipeSource"><a href="https://gumbo.example/classic">gumbo.example</a></span></div>
    <div>Serving size: <span itemprop="recipeYield">8 bowls</span></div>
    <div>Preparation time: <span>30 mins</span><meta content="PT30M" itemprop="prepTime"></div>
    <div>Cooking time: <span>2 hours</span><meta content="PT2H" itemprop="cookTime"></div>
    <div class="recipe-ingredients" itemprop="recipeIngredients">
      <p>Roux:</p>
      <p>1/2 cup vegetable oil</p>
      <p>1/2 cup flour</p>
      <p></p>
      <p>Gumbo:</p>
      <p>1 lb andouille sausage, sliced</p>
      <p>2 quarts chicken stock</p>
    </div>
    <div itemprop="recipeDirections">
      <p>1.Stir the oil and flour over low heat until dark brown.</p>
      <p></p>
      <p>2. Add the sausage and the stock, then simmer for 2 hours.</p>
    </div>
    <div class="recipe-notes" itemprop="recipeNotes"><p>Serve over rice.</p><p>Better the next day.</p></div>
    <meta content="1 bowl" itemprop="recipeNutServingSize">
    <meta content="420" itemprop="recipeNutCalories">
    <meta content="" itemprop="recipeNutSodium">`,
});

const NO_NAME = recipeDetails({
  id: 'c1a3',
  name: '',
  body: '<div class="recipe-ingredients" itemprop="recipeIngredients"><p>1 egg</p></div><div itemprop="recipeDirections"></div>',
});

const TEA = recipeDetails({
  id: 'c1a4',
  name: 'Mint Tea',
  body: `<div>Source: <span itemprop="recipeSource">Aunt Hana</span></div>
    <div class="recipe-ingredients" itemprop="recipeIngredients"></div>
    <div itemprop="recipeDirections"><p>Steep the mint for 5 minutes.</p></div>`,
});

const PAGE = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Recipe Keeper</title><style>.recipe-details { page-break-after: always; }</style></head>
<body>${GUMBO}${NO_NAME}${TEA}</body></html>`;

describe('Recipe Keeper exports', () => {
  it('reads each recipe of recipes.html, with its photo from images/', async () => {
    const { photo, format, recipes } = await readZipWithPhoto(
      folder,
      'RecipeKeeper_20261124.zip',
      { name: 'recipes.html', data: PAGE },
      'images/c1a2_0.jpg',
    );
    expect(format).toBe('recipe-keeper');
    expect(namesAndErrors(recipes)).toEqual([
      ['Chicken & Sausage Gumbo', undefined],
      ['Untitled recipe', 'This recipe has no name.'],
      ['Mint Tea', undefined],
    ]);
    const [gumbo, , tea] = recipes;
    expectRecipeWithPhoto(gumbo, photo, {
      dishName: 'Chicken & Sausage Gumbo',
      servings: 8,
      prepTime: 30,
      cookTime: 120,
      sourceUrl: 'https://gumbo.example/classic',
      tags: ['Main Dish', 'Cajun', 'Soup', 'Family'],
      instructions: ['Stir the oil and flour over low heat until dark brown.', 'Add the sausage and the stock, then simmer for 2 hours.'],
      notes: 'Serve over rice.\nBetter the next day.\n\nNutrition: Serving size: 1 bowl, Calories: 420',
    });
    expect(gumbo!.dish!.ingredients.map(({ quantity, unit, group }) => [quantity, unit, group])).toEqual([
      [0.5, 'cup', 'Roux'],
      [0.5, 'cup', 'Roux'],
      [1, 'lb', 'Gumbo'],
      [2, 'quart', 'Gumbo'],
    ]);
    expect(tea!.dish).toMatchObject({
      ingredients: [],
      instructions: ['Steep the mint for 5 minutes.'],
      notes: 'Source: Aunt Hana',
      sourceUrl: '',
    });
  });

  it('reads recipes.html on its own, from its content whatever its name', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'export.htm', PAGE);
    expect(format).toBe('recipe-keeper');
    expect(recipes.filter((recipe) => recipe.dish).map(({ name }) => name)).toEqual(['Chicken & Sausage Gumbo', 'Mint Tea']);
    expect(recipes[0]!.picture).toBeUndefined();
  });
});
