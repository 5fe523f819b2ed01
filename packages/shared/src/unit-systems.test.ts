import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts.js';
import { convertForDisplay, type UnitSystem } from './unit-systems.js';

function shown(quantity: number, unit: string, system: UnitSystem): string {
  const amount = convertForDisplay(quantity, unit, system);
  return formatAmount(amount.quantity, amount.unit);
}

describe('convertForDisplay to metric', () => {
  it.each<[number, string, string]>([
    [1, 'tsp', '5 ml'],
    [0.25, 'tsp', '1 ml'],
    [1.5, 'tsp', '7.5 ml'],
    [1, 'tbsp', '15 ml'],
    [2, 'tbsp', '30 ml'],
    [0.25, 'cup', '60 ml'],
    [1 / 3, 'cup', '80 ml'],
    [0.5, 'cup', '120 ml'],
    [1, 'cup', '240 ml'],
    [4, 'cup', '950 ml'],
    [6, 'cup', '1.4 L'],
    [1, 'fl oz', '30 ml'],
    [2, 'pint', '950 ml'],
    [1, 'quart', '950 ml'],
    [1, 'gallon', '3.8 L'],
    [1, 'oz', '28 g'],
    [4, 'oz', '115 g'],
    [8, 'oz', '225 g'],
    [1, 'lb', '455 g'],
    [2.2, 'lb', '1 kg'],
    [3, 'lb', '1.35 kg'],
  ])('shows %s %j as %j', (quantity, unit, expected) => {
    expect(shown(quantity, unit, 'metric')).toBe(expected);
  });
});

describe('convertForDisplay to US', () => {
  it.each<[number, string, string]>([
    [5, 'ml', '1 tsp'],
    [2.5, 'ml', '½ tsp'],
    [15, 'ml', '1 tbsp'],
    [30, 'ml', '2 tbsp'],
    [60, 'ml', '¼ cup'],
    [120, 'ml', '½ cup'],
    [240, 'ml', '1 cup'],
    [250, 'ml', '1 cup'],
    [720, 'ml', '3 cups'],
    [1, 'l', '4 ¼ cups'],
    [1.5, 'l', '6 ⅓ cups'],
    [2, 'l', '2 ⅛ quarts'],
    [20, 'l', '5 ¼ gallons'],
    [28, 'g', '1 oz'],
    [100, 'g', '3 ½ oz'],
    [250, 'g', '8 ¾ oz'],
    [500, 'g', '1 ⅛ lb'],
    [1, 'kg', '2 ¼ lb'],
  ])('shows %s %j as %j', (quantity, unit, expected) => {
    expect(shown(quantity, unit, 'us')).toBe(expected);
  });
});

describe('convertForDisplay both ways', () => {
  it.each<[number, string]>([
    [1, 'tsp'],
    [1, 'tbsp'],
    [2, 'tbsp'],
    [0.5, 'cup'],
    [1, 'cup'],
    [3, 'cup'],
    [8, 'oz'],
    [1, 'lb'],
  ])('brings %s %j back to itself through metric', (quantity, unit) => {
    const metric = convertForDisplay(quantity, unit, 'metric');
    expect(convertForDisplay(metric.quantity, metric.unit, 'us')).toMatchObject({ quantity, unit });
  });

  it.each<[number, string]>([
    [5, 'ml'],
    [15, 'ml'],
    [240, 'ml'],
    [225, 'g'],
  ])('brings %s %j back to itself through US', (quantity, unit) => {
    const us = convertForDisplay(quantity, unit, 'us');
    expect(convertForDisplay(us.quantity, us.unit, 'metric')).toMatchObject({ quantity, unit });
  });
});

describe('convertForDisplay leaves alone', () => {
  it('amounts already in the chosen system, and says they were not converted', () => {
    expect(convertForDisplay(2, 'tbsp', 'us')).toEqual({ quantity: 2, unit: 'tbsp', converted: false });
    expect(convertForDisplay(3, 'cup', 'us')).toEqual({ quantity: 3, unit: 'cup', converted: false });
    expect(convertForDisplay(1500, 'g', 'metric')).toEqual({ quantity: 1500, unit: 'g', converted: false });
  });

  it('everything when showing as written', () => {
    expect(convertForDisplay(1, 'cup', 'as-written')).toEqual({ quantity: 1, unit: 'cup', converted: false });
  });

  it.each(['', 'piece', 'slice', 'clove', 'pinch', 'dash', 'to taste', 'as needed', 'bunch'])('a quantity in %j', (unit) => {
    expect(convertForDisplay(3, unit, 'metric')).toEqual({ quantity: 3, unit, converted: false });
    expect(convertForDisplay(3, unit, 'us')).toEqual({ quantity: 3, unit, converted: false });
  });

  it('volume as volume and weight as weight, never one for the other', () => {
    expect(convertForDisplay(2, 'cup', 'metric').unit).toBe('ml');
    expect(convertForDisplay(2, 'oz', 'metric').unit).toBe('g');
    expect(convertForDisplay(200, 'g', 'us').unit).toBe('oz');
    expect(convertForDisplay(200, 'ml', 'us').unit).toBe('cup');
  });

  it('no quantity', () => {
    expect(convertForDisplay(0, 'cup', 'metric')).toEqual({ quantity: 0, unit: 'cup', converted: false });
  });
});
