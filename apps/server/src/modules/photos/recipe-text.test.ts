import { describe, expect, it } from 'vitest';
import { parseRecipeText } from './recipe-text.js';

describe('parseRecipeText', () => {
  it('splits a card with headings into name, ingredients and numbered steps', () => {
    const dish = parseRecipeText([
      'Garlic Butter Biscuits',
      'Flaky, quick and garlicky.',
      'Serves 6',
      'Prep time: 10 minutes',
      'Ingredients',
      '* 2 cups flour',
      '«1 tsp salt',
      '+ 3 cloves garlic',
      '• Salt to taste',
      'Instructions',
      '1. Preheat the oven to 425 F.',
      '2. Whisk the flour and salt, then cut in the',
      'butter until crumbly.',
      '3. Bake for 12 to 15 minutes.',
    ]);
    expect(dish).toMatchObject({
      dishName: 'Garlic Butter Biscuits',
      description: 'Flaky, quick and garlicky.',
      servings: 6,
      prepTime: 10,
      cookTime: null,
      instructions: [
        'Preheat the oven to 425 F.',
        'Whisk the flour and salt, then cut in the butter until crumbly.',
        'Bake for 12 to 15 minutes.',
      ],
    });
    expect(dish?.ingredients).toEqual([
      { item: 'flour', quantity: 2, unit: 'cup', optional: false },
      { item: 'salt', quantity: 1, unit: 'tsp', optional: false },
      { item: 'garlic', quantity: 3, unit: 'clove', optional: false },
      { item: 'Salt', quantity: 0, unit: 'to taste', optional: false },
    ]);
  });

  it('reads a card without headings: quantity lines, then the method as one text', () => {
    const dish = parseRecipeText([
      'Pancakes',
      '1 cup flour',
      '2 eggs',
      '1 1/4 cups milk',
      'Whisk everything together and rest the batter.',
      'Fry ladlefuls in a hot buttered pan.',
    ]);
    expect(dish).toMatchObject({
      dishName: 'Pancakes',
      ingredients: [
        { item: 'flour', quantity: 1, unit: 'cup' },
        { item: 'eggs', quantity: 2, unit: '' },
        { item: 'milk', quantity: 1.25, unit: 'cup' },
      ],
      instructions: 'Whisk everything together and rest the batter. Fry ladlefuls in a hot buttered pan.',
    });
  });

  it('reads cooking times in hours', () => {
    expect(parseRecipeText(['Stew', 'Cook time: 2 hours', 'Ingredients', '1 kg beef'])?.cookTime).toBe(120);
  });

  it.each([
    ['nothing', []],
    ['a sign with no ingredients', ['OPEN', 'Mon - Fri', 'Welcome!']],
    ['headings with nothing under them', ['Ingredients', 'Instructions']],
  ])('answers null for %s', (_case, lines) => {
    expect(parseRecipeText(lines)).toBeNull();
  });
});
