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

  it('puts a stub with nothing to cook last even when it names the page', () => {
    expect(mainRecipeFirst([stub, pizza, dough], { addresses: ['https://oven.example.test/pizza'], title: 'Another' })).toEqual([
      pizza,
      dough,
      stub,
    ]);
  });

  it('never lets a fuller sub-recipe win: the dish before the dough it lists, before a part named as one', () => {
    const unnamed = { addresses: [], title: 'Another' };
    expect(mainRecipeFirst([dough, pizza], unnamed)).toEqual([pizza, dough]);
    const bowl = { '@type': 'Recipe', name: 'Falafel Bowl', recipeIngredient: ['12 falafel', '1 portion tahini dressing'] };
    const tahini = { '@type': 'Recipe', name: 'Tahini Dressing', recipeIngredient: ['a', 'b', 'c', 'd', 'e', 'f'] };
    expect(mainRecipeFirst([tahini, bowl], unnamed)[0]).toBe(bowl);
    const stew = { '@type': 'Recipe', name: 'Beef Stew', recipeIngredient: ['beef'] };
    const dumplings = { '@type': 'Recipe', name: 'Herb Dumplings', recipeIngredient: ['a', 'b', 'c', 'd'] };
    expect(mainRecipeFirst([dumplings, stew], { addresses: [], title: 'Slow Cooker Beef Stew with Herb Dumplings' })[0]).toBe(stew);
  });
});
