import { ACCOUNT_EXPORT_FORMAT } from '@hearth/shared/account-export';
import { paprikaRecipe, zipBuffer } from './export-fixtures.js';
import { platePhotoJpeg } from './pictures.js';

/**
 * One small export file of each format The Hearth reads, written here in the structure each
 * app's exporter uses (never a real export): what the import route tests and the browser
 * journey upload. Each holds two recipes, `photos` of them with a photo.
 */
export interface ExportSample {
  format: string;
  fileName: string;
  bytes: Buffer;
  /** Names of the dishes the file should add. */
  dishNames: string[];
  /** How many of them come with a photo. */
  photos: number;
}

const oneLine = (text: string) => text.replace(/\n\s*/g, '');

async function paprika(photo: Buffer): Promise<ExportSample> {
  const bytes = await zipBuffer([
    {
      name: 'Shakshuka.paprikarecipe',
      data: paprikaRecipe({
        name: 'Shakshuka',
        ingredients: '2 tbsp olive oil\n1 onion, finely chopped\n400 g tinned tomatoes\n4 large eggs',
        directions: 'Soften the onion in the oil.\n\nAdd the tomatoes, simmer, then poach the eggs in the sauce.',
        servings: '2 servings',
        prep_time: '10 mins',
        cook_time: '25 mins',
        source_url: 'https://paprika.example/shakshuka',
        categories: ['Breakfast'],
        photo_data: photo.toString('base64'),
      }),
      store: true,
    },
    {
      name: 'Flatbread.paprikarecipe',
      data: paprikaRecipe({
        name: 'Flatbread',
        ingredients: '250 g flour\n150 ml warm water\n1 tsp salt',
        directions: 'Knead, rest, roll and cook in a dry pan.',
      }),
      store: true,
    },
  ]);
  return { format: 'paprika', fileName: 'My Recipes.paprikarecipes', bytes, dishNames: ['Shakshuka', 'Flatbread'], photos: 1 };
}

async function mealie(photo: Buffer): Promise<ExportSample> {
  const goulash = {
    name: 'Beef Goulash',
    slug: 'beef-goulash',
    recipeYield: '6 servings',
    orgURL: 'https://mealie.example/goulash',
    recipeIngredient: [
      { quantity: 1.5, unit: { name: 'pound' }, food: { name: 'beef chuck' }, note: 'cubed' },
      { quantity: 2, unit: { name: 'tablespoon' }, food: { name: 'sweet paprika' }, note: '' },
    ],
    recipeInstructions: [{ text: 'Brown the beef.' }, { text: 'Simmer with paprika for two hours.' }],
  };
  const bytes = await zipBuffer([
    { name: 'recipes/beef-goulash/beef-goulash.json', data: JSON.stringify(goulash) },
    { name: 'recipes/beef-goulash/images/original.webp', data: photo, store: true },
    {
      name: 'recipes/toast/toast.json',
      data: JSON.stringify({ name: 'Buttered Toast', slug: 'toast', recipeIngredient: ['2 slices bread', '1 tbsp butter'] }),
    },
  ]);
  return { format: 'mealie', fileName: 'mealie_export.zip', bytes, dishNames: ['Beef Goulash', 'Buttered Toast'], photos: 1 };
}

async function mealieBackup(photo: Buffer): Promise<ExportSample> {
  const tikka = '6f0e2d4c-1111-4a2b-8c3d-9e8f7a6b5c4d';
  const rice = 'aaaaaaaa-0000-0000-0000-000000000002';
  const database = {
    alembic_version: [{ version_num: 'abc123' }],
    recipes: [
      { id: tikka, name: 'Chicken Tikka', slug: 'chicken-tikka', recipe_yield: '4 servings', org_url: 'https://mealie.example/tikka' },
      { id: rice, name: 'Plain Rice', slug: 'plain-rice' },
    ],
    ingredient_units: [{ id: 'u-1', name: 'cup' }],
    ingredient_foods: [
      { id: 'f-1', name: 'plain yoghurt' },
      { id: 'f-2', name: 'basmati rice' },
    ],
    recipes_ingredients: [
      { id: 1, position: 0, recipe_id: tikka, quantity: 1, unit_id: 'u-1', food_id: 'f-1', note: '' },
      { id: 2, position: 0, recipe_id: rice, quantity: 2, unit_id: 'u-1', food_id: 'f-2', note: 'rinsed' },
    ],
    recipe_instructions: [{ id: 'r1', recipe_id: tikka, position: 0, title: '', text: 'Marinate, then grill.' }],
  };
  const bytes = await zipBuffer([
    { name: 'database.json', data: JSON.stringify(database) },
    { name: `data/recipes/${tikka}/images/original.webp`, data: photo, store: true },
  ]);
  return { format: 'mealie-backup', fileName: 'mealie_2026.10.01.zip', bytes, dishNames: ['Chicken Tikka', 'Plain Rice'], photos: 1 };
}

async function tandoor(photo: Buffer): Promise<ExportSample> {
  const dal = {
    name: 'Tadka Dal',
    servings: 4,
    working_time: 15,
    waiting_time: 40,
    source_url: 'https://tandoor.example/dal',
    keywords: [{ name: 'Indian' }],
    steps: [
      {
        instruction: 'Boil the lentils with turmeric until soft.',
        ingredients: [{ food: { name: 'yellow lentils' }, unit: { name: 'cup' }, amount: 1, note: '' }],
      },
    ],
  };
  const toast = {
    name: 'Cheese Toast',
    steps: [
      { instruction: 'Toast the bread with cheese.', ingredients: [{ food: { name: 'bread' }, unit: { name: 'slice' }, amount: 2 }] },
    ],
  };
  const bytes = await zipBuffer([
    {
      name: 'Tadka_Dal.zip',
      data: await zipBuffer([
        { name: 'recipe.json', data: JSON.stringify(dal) },
        { name: 'image.jpg', data: photo },
      ]),
      store: true,
    },
    { name: 'Cheese_Toast.zip', data: await zipBuffer([{ name: 'recipe.json', data: JSON.stringify(toast) }]), store: true },
  ]);
  return { format: 'tandoor', fileName: 'export.zip', bytes, dishNames: ['Tadka Dal', 'Cheese Toast'], photos: 1 };
}

function nextcloudRecipe(name: string, id: number, lines: string[]) {
  return {
    '@context': 'http://schema.org',
    '@type': 'Recipe',
    id: String(id),
    name,
    url: `https://nextcloud.example/${id}`,
    prepTime: 'PT0H15M0S',
    cookTime: 'PT0H30M0S',
    recipeYield: 4,
    recipeCategory: 'Dinner',
    recipeIngredient: lines,
    recipeInstructions: ['Prepare everything.', 'Cook until done.'],
  };
}

async function nextcloud(photo: Buffer): Promise<ExportSample> {
  const bytes = await zipBuffer([
    { name: 'Recipes/Lemon Rice/recipe.json', data: JSON.stringify(nextcloudRecipe('Lemon Rice', 11, ['1 cup rice', '1 lemon, zested'])) },
    { name: 'Recipes/Lemon Rice/full.jpg', data: photo, store: true },
    {
      name: 'Recipes/Bean Chili/recipe.json',
      data: JSON.stringify(nextcloudRecipe('Bean Chili', 12, ['2 cans kidney beans', '1 tsp chili powder'])),
    },
  ]);
  return { format: 'nextcloud', fileName: 'cookbook.zip', bytes, dishNames: ['Lemon Rice', 'Bean Chili'], photos: 1 };
}

async function chowdown(): Promise<ExportSample> {
  const recipe = (title: string, line: string) => `---
layout: recipe
title: "${title}"
tags: quick
ingredients:
  - ${line}
  - 1 pinch salt
directions:
  - Mix.
  - Serve.
---

Written for The Hearth's tests.
`;
  const bytes = await zipBuffer([
    { name: '_recipes/pea-soup.md', data: recipe('Pea Soup', '500 g frozen peas') },
    { name: '_recipes/herb-omelette.md', data: recipe('Herb Omelette', '3 eggs') },
  ]);
  return { format: 'chowdown', fileName: 'chowdown.zip', bytes, dishNames: ['Pea Soup', 'Herb Omelette'], photos: 0 };
}

function copyMeThat(): ExportSample {
  const recipe = (id: number, name: string, line: string) =>
    oneLine(`
    <div class="recipe" id="recipe_${id}">
      <div id="name">${name}</div>
      <a id="original_link" href="https://cmt.example/${id}">Original</a>
      <ul id="recipeIngredients"><li class="recipeIngredient">${line}</li></ul>
      <ol id="recipeInstructions"><li class="instruction">Cook it.</li></ol>
    </div>`);
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>CopyMeThat export</title></head><body>${recipe(1, 'Roast Carrots', '1 kg carrots')}${recipe(2, 'Garlic Bread', '1 baguette')}</body></html>`;
  return {
    format: 'copymethat',
    fileName: 'recipes.html',
    bytes: Buffer.from(html),
    dishNames: ['Roast Carrots', 'Garlic Bread'],
    photos: 0,
  };
}

function cooklang(): ExportSample {
  const text = `---
title: Easy Pancakes
servings: 4
---
Crack the @eggs{3} into a #mixing bowl{}, whisk in @plain flour{125%g} and @milk{250%ml}.

Cook each pancake for ~{2%minutes} per side.
`;
  return { format: 'cooklang', fileName: 'Easy Pancakes.cook', bytes: Buffer.from(text), dishNames: ['Easy Pancakes'], photos: 0 };
}

function schemaOrg(): ExportSample {
  const document = {
    '@context': 'https://schema.org',
    '@graph': [
      nextcloudRecipe('Tomato Salad', 21, ['4 tomatoes, sliced', '2 tbsp olive oil']),
      nextcloudRecipe('Miso Soup', 22, ['1 l dashi', '3 tbsp miso']),
    ],
  };
  return {
    format: 'schema-org',
    fileName: 'recipes.json',
    bytes: Buffer.from(JSON.stringify(document)),
    dishNames: ['Tomato Salad', 'Miso Soup'],
    photos: 0,
  };
}

function csv(): ExportSample {
  const rows = [
    'Title,Description,Ingredients,Directions,Servings,Prep Time,Url,Tags',
    '"Overnight Oats","No-cook breakfast","1 cup rolled oats\n1 cup milk","Mix everything.\nChill overnight.",2,5 min,https://csv.example/oats,"breakfast"',
    'Guacamole,,"3 avocados\n1 lime, juiced",Mash.,4,10 minutes,,Snack',
  ];
  return {
    format: 'csv',
    fileName: 'MyRecipeBox.csv',
    bytes: Buffer.from(rows.join('\r\n')),
    dishNames: ['Overnight Oats', 'Guacamole'],
    photos: 0,
  };
}

function hearth(): ExportSample {
  const dish = (id: number, dishName: string) => ({
    id,
    dishName,
    description: '',
    prepTime: null,
    cookTime: 20,
    servings: 2,
    difficulty: 'Easy',
    imageUrl: '',
    sourceUrl: '',
    notes: '',
    tags: ['Dinner'],
    ingredients: [{ item: 'pasta', quantity: 200, unit: 'g', optional: false }],
    instructions: ['Boil.', 'Sauce.'],
    utensils: [],
  });
  const file = {
    format: ACCOUNT_EXPORT_FORMAT,
    version: 1,
    exportedAt: '2026-11-21T10:00:00.000Z',
    dishes: [dish(1, 'Pasta Pomodoro'), dish(2, 'Pasta Aglio')],
    meals: [],
  };
  return {
    format: 'hearth',
    fileName: 'the-hearth-export-2026-11-21.json',
    bytes: Buffer.from(JSON.stringify(file)),
    dishNames: ['Pasta Pomodoro', 'Pasta Aglio'],
    photos: 0,
  };
}

async function mela(photo: Buffer): Promise<ExportSample> {
  const recipe = (title: string, ingredients: string, images: string[]) =>
    JSON.stringify({
      id: title,
      title,
      text: '',
      ingredients,
      instructions: 'Cook.\nServe.',
      notes: '',
      yield: '2',
      prepTime: '5 min',
      cookTime: '10 min',
      categories: ['Quick'],
      link: `https://mela.example/${encodeURIComponent(title)}`,
      images,
    });
  const bytes = await zipBuffer([
    { name: 'Miso Soup Bowl.melarecipe', data: recipe('Miso Soup Bowl', '# Soup\n3 tbsp miso\n1 l dashi', [photo.toString('base64')]) },
    { name: 'Egg Fried Rice.melarecipe', data: recipe('Egg Fried Rice', '2 cups rice\n2 eggs', []) },
  ]);
  return { format: 'mela', fileName: 'Recipes.melarecipes', bytes, dishNames: ['Miso Soup Bowl', 'Egg Fried Rice'], photos: 1 };
}

async function htmlPages(photo: Buffer): Promise<ExportSample> {
  const page = (name: string, line: string, image: string) => `<!doctype html><html><head><title>${name}</title></head><body>
<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">${name}</h1><img itemprop="image" src="${image}">
<ul><li itemprop="recipeIngredient">${line}</li></ul><div itemprop="recipeInstructions"><p>Cook it.</p></div></div></body></html>`;
  const bytes = await zipBuffer([
    { name: 'index.html', data: '<html><body><h1>My Recipes</h1></body></html>' },
    { name: 'Recipes/Gazpacho.html', data: page('Gazpacho', '1 kg tomatoes', 'Images/gazpacho.jpg') },
    { name: 'Recipes/Images/gazpacho.jpg', data: photo, store: true },
    { name: 'Recipes/Flan.html', data: page('Caramel Flan', '4 eggs', 'https://cdn.example/flan.jpg') },
  ]);
  return { format: 'html-pages', fileName: 'Paprika HTML export.zip', bytes, dishNames: ['Gazpacho', 'Caramel Flan'], photos: 1 };
}

async function recipeKeeper(photo: Buffer): Promise<ExportSample> {
  const recipe = (id: string, name: string, line: string, image: string) => `
<div class="recipe-details"><meta content="${id}" itemprop="recipeId"><h2 itemprop="name">${name}</h2>
<span itemprop="recipeYield">2</span><meta content="PT10M" itemprop="prepTime">${image ? `<img src="${image}" class="recipe-photo">` : ''}
<div class="recipe-ingredients" itemprop="recipeIngredients"><p>${line}</p></div>
<div itemprop="recipeDirections"><p>1.Cook it.</p></div><div itemprop="recipeNotes"></div></div>`;
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>${recipe('rk1', 'Corn Fritters', '2 cups corn', 'images/rk1_0.jpg')}${recipe('rk2', 'Apple Crumble', '4 apples', '')}</body></html>`;
  const bytes = await zipBuffer([
    { name: 'recipes.html', data: html },
    { name: 'images/rk1_0.jpg', data: photo, store: true },
  ]);
  return { format: 'recipe-keeper', fileName: 'RecipeKeeper.zip', bytes, dishNames: ['Corn Fritters', 'Apple Crumble'], photos: 1 };
}

async function masterCook(photo: Buffer): Promise<ExportSample> {
  const recipe = (name: string, item: string, image: string) =>
    `<RcpE name="${name}" author="" img="${image}"><Serv qty="2"/><IngR name="${item}" unit="cup" qty="1"></IngR><DirS><DirT>Cook it.</DirT></DirS></RcpE>`;
  const mx2 = `<?xml version="1.0" encoding="ISO-8859-1"?><mx2 source="MasterCook">${recipe('Pea Risotto', 'arborio rice', 'risotto.jpg')}${recipe('Onion Soup', 'onions', '')}</mx2>`;
  const bytes = await zipBuffer([
    { name: 'Dinners.mx2', data: Buffer.from(mx2, 'latin1') },
    { name: 'risotto.jpg', data: photo, store: true },
  ]);
  return { format: 'mastercook', fileName: 'Dinners.mz2', bytes, dishNames: ['Pea Risotto', 'Onion Soup'], photos: 1 };
}

function mealMaster(): ExportSample {
  const recipe = (title: string, line: string) =>
    [
      'MMMMM----- Recipe via Meal-Master (tm) v8.05',
      '',
      `      Title: ${title}`,
      ' Categories: Breads',
      '      Yield: 8 servings',
      '',
      line,
      '',
      '  Mix, rise and bake.',
      '',
      'MMMMM',
      '',
    ].join('\r\n');
  const text = recipe('Bran Muffins', '      2 c  Wheat bran') + recipe('Corn Bread', '      1 c  Cornmeal');
  return { format: 'meal-master', fileName: 'breads.mmf', bytes: Buffer.from(text), dishNames: ['Bran Muffins', 'Corn Bread'], photos: 0 };
}

async function pepperplate(): Promise<ExportSample> {
  const recipe = (title: string, line: string) =>
    [
      `Title: ${title}`,
      'Description: ',
      'Source: ',
      'Original URL: ',
      'Yield: 4',
      'Active: 10 minutes',
      'Total: ',
      'Ingredients:',
      `\t${line}`,
      '',
      'Instructions:',
      '\tCook it.',
      '',
    ].join('\r\n');
  const bytes = await zipBuffer([
    { name: 'Fish Tacos.txt', data: recipe('Fish Tacos', '1 lb white fish') },
    { name: 'Slaw.txt', data: recipe('Slaw', '1/2 head cabbage') },
  ]);
  return { format: 'labelled-text', fileName: 'pepperplate.zip', bytes, dishNames: ['Fish Tacos', 'Slaw'], photos: 0 };
}

function cookmate(): ExportSample {
  const recipe = (title: string, line: string) =>
    `<recipe><title>${title}</title><quantity>2</quantity><ingredient><li>${line}</li></ingredient><recipetext><li>Cook it.</li></recipetext></recipe>`;
  const xml = `<?xml version="1.0" encoding="utf-8"?><cookbook version="71">${recipe('Dal Makhani', '1 cup black lentils')}${recipe('Jeera Rice', '1 cup basmati rice')}</cookbook>`;
  return { format: 'cookmate', fileName: 'cookmate.xml', bytes: Buffer.from(xml), dishNames: ['Dal Makhani', 'Jeera Rice'], photos: 0 };
}

/** Every format, built fresh (the photos are made by sharp, so this takes a moment). */
export async function exportSamples(): Promise<ExportSample[]> {
  const photo = await platePhotoJpeg(120, 90);
  return [
    await paprika(photo),
    await mealie(photo),
    await mealieBackup(photo),
    await tandoor(photo),
    await nextcloud(photo),
    await chowdown(),
    copyMeThat(),
    cooklang(),
    schemaOrg(),
    csv(),
    hearth(),
    await mela(photo),
    await htmlPages(photo),
    await recipeKeeper(photo),
    await masterCook(photo),
    mealMaster(),
    await pepperplate(),
    cookmate(),
  ];
}
