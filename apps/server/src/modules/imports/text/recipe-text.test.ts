import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../../errors.js';
import { parseRecipeText, readRecipeText } from './recipe-text.js';

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

describe('readRecipeText', () => {
  it('reads pasted text into a draft: name, details, grouped ingredients, one step per line, notes', () => {
    const { dish, warnings } = readRecipeText(
      [
        'Chicken Tikka Skewers',
        'Smoky, spicy and quick.',
        'Serves 4',
        'Prep time: 15 minutes',
        'Cook time: 1 hr 10 mins',
        '',
        'Ingredients:',
        '500 g chicken thighs, cubed',
        '150 g plain yogurt',
        'For the spice mix:',
        '2 tsp garam masala',
        '1 tsp chilli powder',
        '',
        'Method',
        'Mix the yogurt and spices and coat the chicken.',
        'Thread onto skewers and grill for 10 minutes.',
        '',
        'Notes',
        'Marinate overnight for the best flavour.',
      ].join('\n'),
    );
    expect(dish).toMatchObject({
      dishName: 'Chicken Tikka Skewers',
      description: 'Smoky, spicy and quick.',
      servings: 4,
      prepTime: 15,
      cookTime: 70,
      instructions: ['Mix the yogurt and spices and coat the chicken.', 'Thread onto skewers and grill for 10 minutes.'],
      notes: 'Marinate overnight for the best flavour.',
    });
    expect(dish.ingredients.map((ingredient) => [ingredient.item, ingredient.group])).toEqual([
      ['chicken thighs', undefined],
      ['plain yogurt', undefined],
      ['garam masala', 'For the spice mix'],
      ['chilli powder', 'For the spice mix'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads headings in other languages', () => {
    const { dish } = readRecipeText(
      'Pfannkuchen\nZutaten für 4 Personen\n250 g Mehl\n3 Eier\n500 ml Milch\nZubereitung\n1. Alles verrühren.\n2. In der Pfanne backen.',
    );
    expect(dish).toMatchObject({ dishName: 'Pfannkuchen', instructions: ['Alles verrühren.', 'In der Pfanne backen.'] });
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['Mehl', 'Eier', 'Milch']);
  });

  it('answers 422 when the text holds no recipe', () => {
    expect(() => readRecipeText('Dear neighbours,\nthe bins go out on Tuesday.')).toThrow(UnprocessableError);
    expect(() => readRecipeText('')).toThrow('No recipe found in that text');
  });
});
