import { describe, expect, it } from 'vitest';
import {
  expectRecipeWithPhoto,
  readWholeExport,
  readZipWithPhoto,
  tempFolderForEachTest,
  writeAndReadExport,
  writeExportFile,
  zipAndReadExport,
} from '../../../../test/export-fixtures.js';
import { platePhotoJpeg } from '../../../../test/pictures.js';

const folder = tempFolderForEachTest();

const PIZZA_MD = `---
layout: recipe
title: "Margherita Pizza"
image: margherita.jpg
tags: italian, baking
components:
  - Pizza Dough
ingredients:
  - 1 cup tomato sauce
  - 200 g mozzarella
directions:
  - Stretch the dough.
  - Top and bake at 250°C for 8 minutes.
---

The classic from **Naples**, see [the story](https://example.com/naples).
`;

const DOUGH_MD = `---
layout: recipe
title: Pizza Dough
ingredients:
  - 500 g flour
  - 325 ml water
directions:
  - Knead and rest for 2 hours.
---
`;

describe('Chowdown', () => {
  it('reads _recipes with their components and photos', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, recipes } = await zipAndReadExport(folder, 'chowdown-gh-pages.zip', [
      { name: 'chowdown-gh-pages/_recipes/margherita.md', data: PIZZA_MD },
      { name: 'chowdown-gh-pages/_components/pizza-dough.md', data: DOUGH_MD },
      { name: 'chowdown-gh-pages/images/margherita.jpg', data: photo, store: true },
      { name: 'chowdown-gh-pages/readme.md', data: '# Chowdown' },
    ]);
    expect(format).toBe('chowdown');
    expect(recipes).toHaveLength(1);
    const pizza = recipes[0]!;
    expectRecipeWithPhoto(pizza, photo, {
      dishName: 'Margherita Pizza',
      description: 'The classic from Naples, see the story.',
      tags: ['italian', 'baking'],
      instructions: ['Stretch the dough.', 'Top and bake at 250°C for 8 minutes.', 'Knead and rest for 2 hours.'],
    });
    expect(pizza.dish!.ingredients.map(({ quantity, unit }) => [quantity, unit])).toEqual([
      [1, 'cup'],
      [200, 'g'],
      [500, 'g'],
      [325, 'ml'],
    ]);
  });

  it('reads a single Markdown recipe', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'dough.md', DOUGH_MD);
    expect(format).toBe('chowdown');
    expect(recipes[0]!.dish!.dishName).toBe('Pizza Dough');
  });
});

const PANCAKES_COOK = `---
title: Easy Pancakes
servings: 4
tags: [breakfast, sweet]
prep time: 10 minutes
source: https://example.com/pancakes
---
>> cook time: 15 minutes
-- a comment that is not a step

> Best eaten at once.

Crack the @eggs{3} into a #mixing bowl{}, whisk in @plain flour{125%g} and @milk{250%ml}(cold). [- more milk makes them thinner -]

= Cooking

Melt @butter{1%tbsp} in a #frying pan{} and cook each pancake for ~{2%minutes} per side.

Serve with @?maple syrup{} and @&eggs{}.
`;

describe('Cooklang', () => {
  it('reads ingredients, cookware, timers, metadata, notes and sections from a .cook file', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'Easy Pancakes.cook', PANCAKES_COOK);
    expect(format).toBe('cooklang');
    const dish = recipes[0]!.dish!;
    expect(dish).toMatchObject({
      dishName: 'Easy Pancakes',
      servings: 4,
      prepTime: 10,
      cookTime: 15,
      sourceUrl: 'https://example.com/pancakes',
      tags: ['breakfast', 'sweet'],
      notes: 'Best eaten at once.',
      utensils: ['mixing bowl', 'frying pan'],
      instructions: [
        'Crack the eggs into a mixing bowl, whisk in plain flour and milk.',
        'Cooking:',
        'Melt butter in a frying pan and cook each pancake for 2 minutes per side.',
        'Serve with maple syrup and eggs.',
      ],
    });
    expect(dish.ingredients.map(({ quantity, unit, optional }) => [quantity, unit, optional])).toEqual([
      [3, '', false],
      [125, 'g', false],
      [250, 'ml', false],
      [1, 'tbsp', false],
      [0, '', true],
    ]);
    expect(dish.ingredients.map(({ item }) => item)).toEqual([
      'eggs',
      'plain flour',
      expect.stringMatching(/^milk/),
      'butter',
      'maple syrup',
    ]);
  });

  it('reads a zip of .cook files with the photo named after each recipe', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, total, recipes } = await zipAndReadExport(folder, 'cookbook.zip', [
      { name: 'Breakfast/Easy Pancakes.cook', data: PANCAKES_COOK },
      { name: 'Breakfast/Easy Pancakes.jpg', data: photo, store: true },
      { name: 'Baked Potato.cook', data: 'Bake @potato{2} for ~{1%hour}.' },
    ]);
    expect(format).toBe('cooklang');
    expect(total).toBe(2);
    expect(recipes[0]!.picture?.equals(photo)).toBe(true);
    expect(recipes[1]!.dish).toMatchObject({ dishName: 'Baked Potato', instructions: ['Bake potato for 1 hour.'] });
  });
});

describe('CSV', () => {
  const CSV = [
    'Title,Description,Ingredients,Directions,Servings,Prep Time,Cook Time,Url,Tags,Course,Notes,Photo Url',
    '"Overnight Oats","No-cook breakfast","1 cup rolled oats\n1 cup milk\n1 tbsp honey","Mix everything.\nChill overnight.",2,5 min,,https://example.com/oats,"breakfast, make-ahead",Breakfast,"Add berries.",https://example.com/oats.jpg',
    '"",,"1 egg",,,,,,,,,',
    'Guacamole,,"3 avocados\n1 lime, juiced",Mash.,4,10 minutes,0,Grandma,,Snack,,',
  ].join('\r\n');

  it('matches columns by name and reads multi-line cells', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'recipes.csv', CSV);
    expect(format).toBe('csv');
    expect(recipes.map(({ name, error }) => [name, Boolean(error)])).toEqual([
      ['Overnight Oats', false],
      ['Untitled recipe', true],
      ['Guacamole', false],
    ]);
    expect(recipes[0]!.dish).toMatchObject({
      dishName: 'Overnight Oats',
      description: 'No-cook breakfast',
      servings: 2,
      prepTime: 5,
      sourceUrl: 'https://example.com/oats',
      imageUrl: 'https://example.com/oats.jpg',
      tags: ['breakfast', 'make-ahead', 'Breakfast'],
      notes: 'Add berries.',
      instructions: ['Mix everything.', 'Chill overnight.'],
    });
    expect(recipes[0]!.dish!.ingredients).toHaveLength(3);
    expect(recipes[2]!.dish!.notes).toBe('Source: Grandma');
  });

  it('reads a spreadsheet saved in windows-1252 by an older Windows program', async () => {
    const bytes = Buffer.from(
      'Title,Ingredients,Directions\nCr\xe8me br\xfbl\xe9e,"2 cups cream\n4 egg yolks",Bake \x96 then chill \x93well\x94.\n',
      'latin1',
    );
    const { format, recipes } = await writeAndReadExport(folder, 'recipes.csv', bytes);
    expect(format).toBe('csv');
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Crème brûlée', instructions: ['Bake – then chill “well”.'] });
  });

  it('reads semicolon-separated files and case-insensitive header synonyms', async () => {
    const file = await writeExportFile(folder, 'export.csv', 'RECIPE NAME;ingredients;METHOD\nToast;2 slices bread;Toast it.\n');
    const { recipes } = await readWholeExport(file);
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Toast', instructions: ['Toast it.'] });
  });
});

const CMT_HTML = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>My recipes</title></head><body>
<div class="recipe" id="recipe_1">
  <div id="name" class="recipeName">Roast Carrots &amp; Feta</div>
  <img class="recipeImage" src="images/roast%20carrots.jpg">
  <a id="original_link" href="https://example.com/carrots">Original</a>
  <div id="description">Sweet and salty.</div>
  <span class="recipeCategory">Tags:</span> <span class="recipeCategory">Side</span> <span class="recipeCategory">Vegetarian</span>
  <div id="recipeYield">Servings: 4</div>
  <ul id="recipeIngredients">
    <li class="recipeIngredient_subheader">Roast</li>
    <li class="recipeIngredient">1 kg carrots</li>
    <li class="recipeIngredient">2 tbsp olive oil</li>
    <li class="recipeIngredient_spacer"></li>
    <li class="recipeIngredient">100 g feta</li>
  </ul>
  <ol id="recipeInstructions">
    <li class="instruction">Roast the carrots at 200°C for 35 minutes.</li>
    <li class="instruction">Crumble the feta over.</li>
  </ol>
  <ul id="recipeNotes"><li class="recipeNote">Honey is nice too.</li></ul>
</div>
<div class="recipe" id="recipe_2"><div id="name">Plain Toast</div><ul id="recipeIngredients"><li class="recipeIngredient">1 slice bread</li></ul></div>
</body></html>`;

describe('CopyMeThat', () => {
  it('reads each div.recipe of the HTML export, with photos from the zip', async () => {
    const { photo, format, recipes } = await readZipWithPhoto(
      folder,
      'CopyMeThat_export.zip',
      { name: 'recipes.html', data: CMT_HTML },
      'images/roast carrots.jpg',
    );
    expect(format).toBe('copymethat');
    expect(recipes.map((recipe) => recipe.name)).toEqual(['Roast Carrots & Feta', 'Plain Toast']);
    expectRecipeWithPhoto(recipes[0], photo, {
      servings: 4,
      description: 'Sweet and salty.',
      sourceUrl: 'https://example.com/carrots',
      tags: ['Side', 'Vegetarian'],
      notes: 'Honey is nice too.',
      instructions: ['Roast the carrots at 200°C for 35 minutes.', 'Crumble the feta over.'],
    });
    expect(recipes[0]!.dish!.ingredients.map(({ quantity, unit }) => [quantity, unit])).toEqual([
      [1, 'kg'],
      [2, 'tbsp'],
      [100, 'g'],
    ]);
  });

  it('reads the HTML file on its own', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'recipes.html', CMT_HTML);
    expect(format).toBe('copymethat');
    expect(recipes).toHaveLength(2);
    expect(recipes[0]!.picture).toBeUndefined();
  });
});
