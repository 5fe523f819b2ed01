import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatQuantity, roundToKitchenFraction, roundToStep } from './amounts.js';
import { UNITS } from './dish-rules.js';

describe('formatAmount', () => {
  it.each<[number, string, string]>([
    [1.5, 'cup', '1 ½ cups'],
    [1 / 3, 'tsp', '⅓ tsp'],
    [0.5, 'cup', '½ cup'],
    [1, 'cup', '1 cup'],
    [2, 'cup', '2 cups'],
    [2, '', '2'],
    [0.5, '', '½'],
    [1, 'lb', '1 lb'],
    [2.5, 'lb', '2 ½ lb'],
    [250, 'g', '250 g'],
    [12.345, 'g', '12.3 g'],
    [2.5, 'kg', '2.5 kg'],
    [1.5, 'l', '1.5 L'],
    [750, 'ml', '750 ml'],
    [3, 'clove', '3 cloves'],
    [1, 'clove', '1 clove'],
    [2, 'slice', '2 slices'],
    [2, 'pinch', '2 pinches'],
    [3, 'dash', '3 dashes'],
    [2, 'piece', '2 pieces'],
    [2, 'tsp', '2 tsp'],
    [3, 'tbsp', '3 tbsp'],
    [2, 'fl oz', '2 fl oz'],
    [16, 'oz', '16 oz'],
    [2, 'quart', '2 quarts'],
    [1.4999999, 'cup', '1 ½ cups'],
    [0.1, 'tsp', '⅛ tsp'],
    [0.2, 'tsp', '0.2 tsp'],
    [0.375, 'cup', '⅜ cup'],
    [0.625, 'cup', '⅝ cup'],
    [2 / 3, 'cup', '⅔ cup'],
    [0.75, 'tsp', '¾ tsp'],
    [0.875, 'cup', '⅞ cup'],
    [1.25, 'tbsp', '1 ¼ tbsp'],
    [0.97, 'cup', '1 cup'],
    [1.02, 'cup', '1 cup'],
    [0, 'to taste', 'to taste'],
    [0, 'as needed', 'as needed'],
    [2, 'to taste', 'to taste'],
    [0, 'cup', ''],
    [0, '', ''],
    [0, 'pinch', 'a pinch'],
    [-1, 'cup', ''],
    [Number.NaN, 'cup', ''],
    [3, 'bunch', '3 bunch'],
  ])('writes %s %j as %j', (quantity, unit, expected) => {
    expect(formatAmount(quantity, unit)).toBe(expected);
  });

  it('writes every unit of the unit list without float noise, whatever the quantity', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100_000, noNaN: true }), fc.constantFrom(...UNITS, ''), (quantity, unit) => {
        expect(formatAmount(quantity, unit)).not.toMatch(/\d\.\d{3,}|e[+-]/);
      }),
    );
  });
});

describe('formatQuantity', () => {
  it('writes a count or US amount with a kitchen fraction', () => {
    expect(formatQuantity(1.5)).toBe('1 ½');
    expect(formatQuantity(2 / 3)).toBe('⅔');
  });

  it('writes a metric amount as a decimal', () => {
    expect(formatQuantity(1.5, 'l')).toBe('1.5');
    expect(formatQuantity(0.25, 'kg')).toBe('0.25');
  });

  it('writes nothing for no quantity', () => {
    expect(formatQuantity(0)).toBe('');
  });
});

describe('roundToKitchenFraction', () => {
  it('keeps thirds and eighths', () => {
    expect(roundToKitchenFraction(0.34)).toBeCloseTo(1 / 3);
    expect(roundToKitchenFraction(1.13)).toBe(1.125);
    expect(roundToKitchenFraction(2.97)).toBe(3);
  });
});

describe('roundToStep', () => {
  it('rounds to the step without float noise', () => {
    expect(roundToStep(8.818, 0.25)).toBe(8.75);
    expect(roundToStep(0.29, 0.01)).toBe(0.29);
    expect(roundToStep(102, 5)).toBe(100);
  });
});
