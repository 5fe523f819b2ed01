import { describe, expect, it } from 'vitest';
import { builtInAisle } from './food-aisles.js';
import { DEFAULT_PANTRY_STAPLES, foodKey, isPantryStaple, shoppingFood, tidyStaples } from './shopping-list-rules.js';

describe('foodKey', () => {
  it.each([
    ['Eggs', 'egg'],
    [' EGGS. ', 'egg'],
    ['Cherry  Tomatoes', 'cherry tomato'],
    ['1 block tofu'.slice(2), 'tofu'],
    ['cans chickpeas', 'chickpea'],
    ['bottle of red wine', 'red wine'],
    ['bunch', 'bunch'],
    ['medium yellow onion', 'onion'],
    ['3 extra large eggs'.slice(2), 'egg'],
    ['finely chopped parsley', 'parsley'],
    ['Handful of berries', 'berry'],
    ['crushed tomatoes', 'crushed tomato'],
    ['red onion', 'red onion'],
  ])('reads %j as %j', (name, key) => {
    expect(foodKey(name)).toBe(key);
  });
});

describe('shoppingFood', () => {
  it.each<[name: string, quantity: number, unit: string, food: string, left: number]>([
    ['Handful of berries', 0, '', 'berries', 0],
    ['handful of parsley', 1, '', 'parsley', 0],
    ['a good handful of basil leaves', 1, '', 'basil leaves', 0],
    ['medium yellow onion', 3, '', 'yellow onion', 3],
    ['large eggs', 2, '', 'eggs', 2],
    ['bunch cilantro', 1, '', 'bunch cilantro', 1],
    ['flour', 2, 'cup', 'flour', 2],
  ])('names %j (%s %j) %j, %s to buy', (name, quantity, unit, food, left) => {
    expect(shoppingFood({ name, quantity, unit })).toEqual({ name: food, quantity: left });
  });
});

describe('isPantryStaple', () => {
  it.each(['salt', 'Kosher salt', 'freshly ground black pepper', 'extra-virgin olive oil', 'cold water', 'Water'])(
    'counts %s as a default staple',
    (name) => {
      expect(isPantryStaple(name, DEFAULT_PANTRY_STAPLES)).toBe(true);
    },
  );

  it.each(['bell pepper', 'sesame oil', 'coconut water', 'salted butter', 'peppercorns'])('counts %s as shopping', (name) => {
    expect(isPantryStaple(name, DEFAULT_PANTRY_STAPLES)).toBe(false);
  });

  it("follows the cook's own staples", () => {
    expect(isPantryStaple('plain flour', ['flour'])).toBe(false);
    expect(isPantryStaple('flour', ['Flour'])).toBe(true);
    expect(isPantryStaple('salt', [])).toBe(false);
  });
});

describe('tidyStaples', () => {
  it('trims, and drops blanks and repeats of one food', () => {
    expect(tidyStaples([' salt ', '', 'Salt', 'eggs', 'egg', 'rice  vinegar'])).toEqual(['salt', 'eggs', 'rice vinegar']);
  });
});

describe('builtInAisle', () => {
  it.each([
    ['bell pepper', 'Produce'],
    ['black pepper', 'Spices'],
    ['chicken breast', 'Meat & Fish'],
    ['chicken stock', 'Pantry'],
    ['ice cream', 'Frozen'],
    ['cream', 'Dairy & Eggs'],
    ['coconut milk', 'Pantry'],
    ['oat milk', 'Dairy & Eggs'],
    ['tomatoes, diced', 'Produce'],
    ['quince paste', 'Other'],
  ])('puts %s in %s', (name, aisle) => {
    expect(builtInAisle(name)).toBe(aisle);
  });
});
