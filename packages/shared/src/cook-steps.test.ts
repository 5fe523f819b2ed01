import { describe, expect, it } from 'vitest';
import { cookSteps, ingredientsForStep } from './cook-steps.js';

describe('cookSteps', () => {
  it.each<[does: string, instructions: string | string[], steps: string[]]>([
    ['keeps a list of steps as it is, without blank ones', ['Boil water.', '  Add pasta. ', ''], ['Boil water.', 'Add pasta.']],
    [
      'splits a text into its paragraphs',
      'Boil the water.\nSalt it well.\n\nAdd the pasta and cook.\n\n\nDrain.',
      ['Boil the water. Salt it well.', 'Add the pasta and cook.', 'Drain.'],
    ],
    [
      'splits one paragraph into sentences without breaking abbreviations or decimals',
      'Simmer approx. 5 min. until soft. Add 1.5 cups stock! Season, e.g. with salt. Serve.',
      ['Simmer approx. 5 min. until soft.', 'Add 1.5 cups stock!', 'Season, e.g. with salt.', 'Serve.'],
    ],
    [
      'splits numbered lines and drops their numbers',
      '1. Boil water\n2) Add 1.5 cups pasta\nStep 3: Drain\n- Serve',
      ['Boil water', 'Add 1.5 cups pasta', 'Drain', 'Serve'],
    ],
    [
      'splits "1. ... 2. ..." numbering written on one line',
      '1. Boil water. 2. Add 1.5 cups pasta. 3. Drain after approx. 5 min. and serve.',
      ['Boil water.', 'Add 1.5 cups pasta.', 'Drain after approx. 5 min. and serve.'],
    ],
    ['has no steps for blank instructions', '   \n ', []],
    ['has no steps for an empty list', [], []],
  ])('%s', (_, instructions, steps) => {
    expect(cookSteps(instructions)).toEqual(steps);
  });
});

describe('ingredientsForStep', () => {
  const ingredients = [
    { item: 'unsalted butter' },
    { item: 'large eggs' },
    { item: 'extra-virgin olive oil' },
    { item: 'vegetable oil' },
    { item: 'garlic cloves, minced' },
    { item: 'brown sugar' },
    { item: 'sugar' },
    { item: 'Tomatoes (ripe)' },
    { item: 'all-purpose flour' },
    { item: 'fresh basil leaves' },
  ];
  const names = (step: string) => ingredientsForStep(step, ingredients).map((ingredient) => ingredient.item);

  it.each<[string, string[]]>([
    ['Melt the butter.', ['unsalted butter']],
    ['Beat the egg.', ['large eggs']],
    ['Add the eggs one by one and the BUTTER.', ['unsalted butter', 'large eggs']],
    ['Heat the olive oil.', ['extra-virgin olive oil']],
    ['Heat the oil.', ['extra-virgin olive oil', 'vegetable oil']],
    ['Add the garlic and cook until fragrant.', ['garlic cloves, minced']],
    ['Stir in the sugar.', ['sugar']],
    ['Stir in the brown sugar.', ['brown sugar']],
    ['Add the tomato, then the flour.', ['Tomatoes (ripe)', 'all-purpose flour']],
    ['Tear in the basil.', ['fresh basil leaves']],
    ['Bake for 20 minutes.', []],
  ])('finds in %j: %j', (step, expected) => {
    expect(names(step)).toEqual(expected);
  });

  it('does not find a word inside another word', () => {
    expect(ingredientsForStep('Add the buttermilk.', [{ item: 'butter' }])).toEqual([]);
  });
});
