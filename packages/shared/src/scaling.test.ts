import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts.js';
import { DISH_LIMITS } from './dish-rules.js';
import { clampFactor, clampServings, scaleFactor, scaleIngredients, scaleQuantity, SERVINGS_RANGE } from './scaling.js';

describe('scaleQuantity', () => {
  it.each<[number, string, number, string]>([
    [2, 'cup', 2, '4 cups'],
    [1, 'cup', 1.5, '1 ½ cups'],
    [1 / 3, 'cup', 2, '⅔ cup'],
    [1 / 3, 'cup', 0.5, '⅛ cup'],
    [0.5, 'tsp', 3, '1 ½ tsp'],
    [0.75, 'tsp', 2, '1 ½ tsp'],
    [1, 'tbsp', 0.5, '½ tbsp'],
    [2, 'tbsp', 1.5, '3 tbsp'],
    [0.125, 'tsp', 0.5, '⅛ tsp'],
    [1, 'lb', 0.75, '¾ lb'],
    [12, 'oz', 1.25, '15 oz'],
    [1, 'fl oz', 3, '3 fl oz'],
    [200, 'g', 1.5, '300 g'],
    [75, 'g', 1.5, '115 g'],
    [150, 'g', 0.7, '105 g'],
    [60, 'g', 1.5, '90 g'],
    [7, 'g', 0.5, '4 g'],
    [1, 'g', 0.25, '0.3 g'],
    [250, 'ml', 3, '750 ml'],
    [330, 'ml', 1.5, '495 ml'],
    [1.25, 'kg', 1.5, '1.88 kg'],
    [1, 'l', 2.5, '2.5 L'],
    [0.5, 'l', 0.33, '0.17 L'],
    [3, '', 0.5, '2'],
    [1, '', 0.5, '½'],
    [1, '', 0.25, '½'],
    [1, '', 0.8, '1'],
    [2, '', 3, '6'],
    [4, 'clove', 0.5, '2 cloves'],
    [1, 'clove', 0.25, '1 clove'],
    [3, 'slice', 1.5, '5 slices'],
    [1, 'piece', 0.5, '1 piece'],
    [1, 'pinch', 3, '3 pinches'],
    [1, 'dash', 0.5, '1 dash'],
    [0, 'to taste', 4, 'to taste'],
    [1, 'as needed', 4, 'as needed'],
    [0, 'cup', 2, ''],
    [0.3, 'cup', 1, '⅓ cup'],
  ])('scales %s %j by %s to %j', (quantity, unit, factor, expected) => {
    const scaled = scaleQuantity(quantity, unit, factor);
    expect(scaled.capped).toBe(false);
    expect(formatAmount(scaled.quantity, unit)).toBe(expected);
  });

  it('leaves a quantity exactly as written at a factor of 1', () => {
    expect(scaleQuantity(0.3, 'cup', 1)).toEqual({ quantity: 0.3, capped: false });
  });

  it('caps and flags an amount that passes the ingredient limit', () => {
    expect(scaleQuantity(60_000, 'g', 2)).toEqual({ quantity: DISH_LIMITS.quantity, capped: true });
    expect(scaleQuantity(DISH_LIMITS.quantity, '', 500)).toEqual({ quantity: DISH_LIMITS.quantity, capped: true });
  });

  it.each([0, -2, Number.NaN, Number.POSITIVE_INFINITY])('refuses a factor of %s', (factor) => {
    expect(() => scaleQuantity(1, 'cup', factor)).toThrow(RangeError);
  });
});

describe('scaleIngredients', () => {
  it('scales every ingredient and keeps its other fields', () => {
    const ingredients = [
      { item: 'flour', quantity: 2, unit: 'cup' as const, optional: false },
      { item: 'salt', quantity: 0, unit: 'to taste' as const, optional: true },
      { item: 'water', quantity: 80_000, unit: 'ml' as const, optional: false },
    ];
    expect(scaleIngredients(ingredients, 2)).toEqual([
      { item: 'flour', quantity: 4, unit: 'cup', optional: false, capped: false },
      { item: 'salt', quantity: 0, unit: 'to taste', optional: true, capped: false },
      { item: 'water', quantity: DISH_LIMITS.quantity, unit: 'ml', optional: false, capped: true },
    ]);
  });
});

describe('scaleFactor', () => {
  it('divides the asked servings by the dish servings', () => {
    expect(scaleFactor(4, 8)).toBe(2);
    expect(scaleFactor(4, 2)).toBe(0.5);
    expect(scaleFactor(3, 1)).toBeCloseTo(1 / 3);
  });

  it('answers 1 for a dish without servings, which scales by a factor instead', () => {
    expect(scaleFactor(null, 8)).toBe(1);
    expect(scaleFactor(0, 8)).toBe(1);
  });
});

describe('clampServings and clampFactor', () => {
  it('keep servings whole and within 1 to 500', () => {
    expect(SERVINGS_RANGE).toEqual({ min: 1, max: 500 });
    expect(clampServings(0)).toBe(1);
    expect(clampServings(-3)).toBe(1);
    expect(clampServings(10_000)).toBe(500);
    expect(clampServings(7.6)).toBe(8);
    expect(clampServings(Number.NaN)).toBeNull();
  });

  it('keep a factor between ⅛ and 100', () => {
    expect(clampFactor(2)).toBe(2);
    expect(clampFactor(0)).toBe(0.125);
    expect(clampFactor(1000)).toBe(100);
    expect(clampFactor(Number.NaN)).toBeNull();
  });
});
