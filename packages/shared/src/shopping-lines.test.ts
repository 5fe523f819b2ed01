import { describe, expect, it } from 'vitest';
import { displayText, mergeShoppingLines } from './shopping-lines.js';
import type { ShoppingLine } from './shopping.js';

const line = (quantity: number, unit: ShoppingLine['unit'], item: string): ShoppingLine => ({ item, quantity, unit });

describe('displayText', () => {
  it.each([
    [line(2, 'cup', 'flour'), '2 cups flour'],
    [line(1, 'cup', 'flour'), '1 cup flour'],
    [line(0.5, 'tsp', 'salt'), '½ tsp salt'],
    [line(1.5, 'cup', 'milk'), '1 ½ cups milk'],
    [line(0.333, 'cup', 'oil'), '⅓ cup oil'],
    [line(3, 'clove', 'garlic'), '3 cloves garlic'],
    [line(2, 'tbsp', 'butter'), '2 tbsp butter'],
    [line(1.5, 'l', 'stock'), '1.5 L stock'],
    [line(973.18, 'ml', 'milk'), '973 ml milk'],
    [line(1.441, 'lb', 'flour'), '1.44 lb flour'],
    [line(1.125, 'cup', 'sugar'), '1 ⅛ cups sugar'],
    [line(2, 'pinch', 'nutmeg'), '2 pinches nutmeg'],
    [line(0, 'pinch', 'nutmeg'), 'a pinch of nutmeg'],
    [line(0, 'to taste', 'salt'), 'salt, to taste'],
    [line(1, 'as needed', 'oil'), 'oil, as needed'],
    [line(0, '', 'parsley'), 'parsley'],
  ])('writes %o as "%s"', (input, expected) => {
    expect(displayText(input)).toBe(expected);
  });

  it('rounds a whisker below a whole number up', () => {
    expect(displayText(line(2.996, 'cup', 'flour'))).toBe('3 cups flour');
  });
});

describe('mergeShoppingLines', () => {
  it('adds 2 cups and 500 ml of milk in the unit holding the larger share', () => {
    expect(mergeShoppingLines([line(2, 'cup', 'milk'), line(500, 'ml', 'milk')])).toEqual([line(973, 'ml', 'milk')]);
  });

  it('adds 1 lb and 200 g of flour', () => {
    expect(mergeShoppingLines([line(1, 'lb', 'flour'), line(200, 'g', 'flour')])).toEqual([line(1.441, 'lb', 'flour')]);
  });

  it('adds 3 cloves and 1 clove of garlic', () => {
    expect(mergeShoppingLines([line(3, 'clove', 'garlic'), line(1, 'clove', 'garlic')])).toEqual([line(4, 'clove', 'garlic')]);
  });

  it('keeps "to taste" salt once', () => {
    expect(mergeShoppingLines([line(0, 'to taste', 'salt'), line(0, 'to taste', 'Salt')])).toEqual([line(0, 'to taste', 'salt')]);
  });

  it('matches items whatever their case and spacing, keeping the first spelling', () => {
    expect(mergeShoppingLines([line(1, 'cup', 'Brown  sugar'), line(2, 'tbsp', ' brown sugar ')])).toEqual([
      line(1.125, 'cup', 'Brown sugar'),
    ]);
  });

  it('keeps amounts that cannot be added as separate lines', () => {
    expect(
      mergeShoppingLines([line(1, 'cup', 'sugar'), line(100, 'g', 'sugar'), line(2, 'clove', 'garlic'), line(1, 'piece', 'garlic')]),
    ).toEqual([line(1, 'cup', 'sugar'), line(100, 'g', 'sugar'), line(2, 'clove', 'garlic'), line(1, 'piece', 'garlic')]);
  });

  it('keeps a measured line and a "to taste" line of the same item apart', () => {
    expect(mergeShoppingLines([line(1, 'tsp', 'salt'), line(0, 'to taste', 'salt')])).toEqual([
      line(1, 'tsp', 'salt'),
      line(0, 'to taste', 'salt'),
    ]);
  });

  it('adds bare counts and clears float noise', () => {
    expect(mergeShoppingLines([line(2, '', 'eggs'), line(1, '', 'Eggs'), line(0.1, 'cup', 'oil'), line(0.2, 'cup', 'oil')])).toEqual([
      line(3, '', 'eggs'),
      line(0.3, 'cup', 'oil'),
    ]);
  });

  it('keeps lines of different items in the order they first appear', () => {
    const merged = mergeShoppingLines([line(1, 'cup', 'rice'), line(1, '', 'onion'), line(1, 'cup', 'rice')]);
    expect(merged.map((merged) => merged.item)).toEqual(['rice', 'onion']);
  });
});
