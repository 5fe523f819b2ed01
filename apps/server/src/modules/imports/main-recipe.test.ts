import { describe, expect, it } from 'vitest';
import { mainRecipeFirst } from './main-recipe.js';

const dough = {
  '@type': 'Recipe',
  name: 'Pizza Dough',
  url: 'https://oven.example.test/dough',
  recipeIngredient: ['a', 'b', 'c', 'd', 'e'],
};
const pizza = {
  '@type': 'Recipe',
  name: 'Margherita Pizza',
  recipeIngredient: ['a'],
  mainEntityOfPage: 'https://oven.example.test/pizza/',
};
const stub = { '@type': 'Recipe', name: 'Garlic Knots', url: 'https://oven.example.test/pizza' };

describe('mainRecipeFirst', () => {
  it("puts the recipe naming the page's address first, whatever its slash, fragment or www", () => {
    expect(mainRecipeFirst([dough, pizza], { addresses: ['https://www.oven.example.test/pizza#recipe'], title: '' })[0]).toBe(pizza);
  });

  it('puts the recipe named like the page\'s title first, ignoring case, punctuation and a trailing "Recipe"', () => {
    expect(mainRecipeFirst([dough, pizza], { addresses: [], title: 'The Best Margherita Pizza Recipe!' })[0]).toBe(pizza);
  });

  it('puts the fullest first otherwise, and a stub with nothing to cook last even when it names the page', () => {
    expect(mainRecipeFirst([stub, pizza, dough], { addresses: ['https://oven.example.test/pizza'], title: 'Another' })).toEqual([
      pizza,
      dough,
      stub,
    ]);
    expect(mainRecipeFirst([pizza, dough], { addresses: [], title: 'Another' })).toEqual([dough, pizza]);
  });
});
