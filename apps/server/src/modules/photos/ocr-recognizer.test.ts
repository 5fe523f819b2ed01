import { beforeAll, describe, expect, it } from 'vitest';
import { foodPhotoJpeg, headedRecipeCardPng, recipeCardPng } from '../../../test/pictures.js';
import { photoUpload } from '../../../test/multipart-upload.js';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

// One app, so one warm OCR worker, for the whole file: starting one costs about a second.
const app = await buildTestAppForFile({ PHOTO_LIMIT_PER_MINUTE: '1000' });
let user: TestUser;

beforeAll(async () => {
  user = await signUpUser(app);
});

async function sendPicture(bytes: Buffer, filename = 'card.png') {
  return app.inject(await photoUpload(user.headers, [{ bytes, filename, contentType: 'image/png' }]));
}

describe('POST /api/photo-to-fork with the built-in OCR (no vision model configured)', () => {
  it('reads a printed recipe card into a name, parsed ingredients and steps', async () => {
    const card = await headedRecipeCardPng({
      title: 'Garlic Butter Biscuits',
      underTitle: ['Serves 6'],
      ingredients: ['2 cups flour', '1 tsp salt', '3 cloves garlic', '1/2 cup cold butter', '3/4 cup milk'],
      instructions: [
        '1. Preheat the oven to 425 F.',
        '2. Whisk the flour and salt, then cut in the',
        'butter until crumbly.',
        '3. Stir in the garlic and milk and bake for 12 minutes.',
      ],
    });
    const response = await sendPicture(card);
    expect(response.statusCode).toBe(200);
    const dish = response.json();
    expect(dish.dishName).toBe('Garlic Butter Biscuits');
    expect(dish.servings).toBe(6);
    expect(dish.ingredients).toEqual([
      { item: 'flour', quantity: 2, unit: 'cup', optional: false },
      { item: 'salt', quantity: 1, unit: 'tsp', optional: false },
      { item: 'garlic', quantity: 3, unit: 'clove', optional: false },
      { item: 'cold butter', quantity: 0.5, unit: 'cup', optional: false },
      { item: 'milk', quantity: 0.75, unit: 'cup', optional: false },
    ]);
    expect(dish.instructions).toEqual([
      'Preheat the oven to 425 F.',
      'Whisk the flour and salt, then cut in the butter until crumbly.',
      'Stir in the garlic and milk and bake for 12 minutes.',
    ]);
    expect(dish.imageUrl).toMatch(/^\/api\/images\//);
  });

  it('reads a card without headings, metric units included', async () => {
    const card = await recipeCardPng([
      { kind: 'title', text: 'Tomato Soup' },
      { kind: 'text', text: '800 g ripe tomatoes' },
      { kind: 'text', text: '2 tbsp olive oil' },
      { kind: 'text', text: '500 ml vegetable stock' },
      { kind: 'text', text: 'Soften the onion in the oil, add the tomatoes' },
      { kind: 'text', text: 'and stock and simmer for twenty minutes.' },
    ]);
    const dish = (await sendPicture(card)).json();
    expect(dish.dishName).toBe('Tomato Soup');
    expect(dish.ingredients).toEqual([
      { item: 'ripe tomatoes', quantity: 800, unit: 'g', optional: false },
      { item: 'olive oil', quantity: 2, unit: 'tbsp', optional: false },
      { item: 'vegetable stock', quantity: 500, unit: 'ml', optional: false },
    ]);
    expect(dish.instructions).toBe('Soften the onion in the oil, add the tomatoes and stock and simmer for twenty minutes.');
  });

  it('answers 422 for a photo of food, pointing to a vision model, and stores nothing', async () => {
    const before = await countRows(app, 'images');
    const response = await sendPicture(await foodPhotoJpeg(), 'dinner.jpg');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'NO_RECIPE_TEXT',
      message: expect.stringMatching(/No recipe text could be read.*vision model \(VISION_BASE_URL\)/),
    });
    expect(await countRows(app, 'images')).toBe(before);
  });
});
