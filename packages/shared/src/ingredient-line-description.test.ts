import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './ingredient-lines.js';

describe('ingredient lines as real cookbooks write them', () => {
  it.each([
    ['1 &frac12; cups milk', { quantity: 1.5, unit: 'cup', item: 'milk' }],
    ['juice of &frac12; lemon', { quantity: 0.5, unit: '', item: 'lemon', note: 'juice' }],
    ['2 cups half &amp; half', { quantity: 2, unit: 'cup', item: 'half & half' }],
  ])('decodes the entities of "%s", a line copied from a page source', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it('reads "if desired" with no comma before it as optional, and keeps "to taste" whole', () => {
    expect(parseIngredientLine('Salt to taste if desired')).toEqual({ item: 'Salt', quantity: 0, unit: 'to taste', optional: true });
  });

  it.each([
    ['1 fat clove garlic, sliced', 'fat, sliced'],
    ['1 large clove of garlic', 'large'],
    ['2 large garlic cloves', 'large'],
  ])('reads "%s" as cloves of garlic, the size in the note', (line, note) => {
    expect(parseIngredientLine(line)).toMatchObject({ unit: 'clove', item: 'garlic', note });
  });

  it.each([
    ['a few thyme sprigs', 'thyme sprigs', 'a few'],
    ['few drops of lemon juice', 'lemon juice', 'few drops of'],
    ['1/4 teaspoon each salt and pepper', 'salt and pepper', 'each'],
    ['2 teaspoons fresh thyme leaves or 1 teaspoon dried', 'fresh thyme leaves', 'or 1 teaspoon dried'],
    ['3 large eggs plus 1 yolk', 'large eggs', 'plus 1 yolk'],
    ['1 egg yolk beaten with 1 tablespoon cream', 'egg yolk', 'beaten with 1 tablespoon cream'],
    ['Oil for deep-frying', 'Oil', 'for deep-frying'],
    ['1 cup chopped, pitted prunes', 'prunes', 'chopped, pitted'],
    ['1 mashed ripe banana', 'ripe banana', 'mashed'],
    ['1 tablespoon minced fresh ginger', 'fresh ginger', 'minced'],
    ['Juice from 1/2 lime', 'lime', 'juice'],
  ])('keeps what you buy of "%s" as the item and the rest as the note', (line, item, note) => {
    expect(parseIngredientLine(line)).toMatchObject({ item, note });
  });
});
