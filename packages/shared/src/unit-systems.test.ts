import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts.js';
import { convertForDisplay, type UnitSystem } from './unit-systems.js';

function shown(quantity: number, unit: string, system: UnitSystem): string {
  const amount = convertForDisplay(quantity, unit, system);
  return formatAmount(amount.quantity, amount.unit);
}

describe('convertForDisplay', () => {
  it.each<[quantity: number, unit: string, system: UnitSystem, expected: string]>([
    [1, 'tsp', 'metric', '5 ml'],
    [0.25, 'tsp', 'metric', '1 ml'],
    [1.5, 'tsp', 'metric', '7.5 ml'],
    [1, 'tbsp', 'metric', '15 ml'],
    [2, 'tbsp', 'metric', '30 ml'],
    [0.25, 'cup', 'metric', '60 ml'],
    [1 / 3, 'cup', 'metric', '80 ml'],
    [0.5, 'cup', 'metric', '120 ml'],
    [1, 'cup', 'metric', '240 ml'],
    [4, 'cup', 'metric', '950 ml'],
    [6, 'cup', 'metric', '1.4 L'],
    [1, 'fl oz', 'metric', '30 ml'],
    [2, 'pint', 'metric', '950 ml'],
    [1, 'quart', 'metric', '950 ml'],
    [1, 'gallon', 'metric', '3.8 L'],
    [1, 'oz', 'metric', '28 g'],
    [4, 'oz', 'metric', '115 g'],
    [8, 'oz', 'metric', '225 g'],
    [1, 'lb', 'metric', '455 g'],
    [2.2, 'lb', 'metric', '1 kg'],
    [3, 'lb', 'metric', '1.35 kg'],
    [5, 'ml', 'us', '1 tsp'],
    [2.5, 'ml', 'us', '½ tsp'],
    [15, 'ml', 'us', '1 tbsp'],
    [30, 'ml', 'us', '2 tbsp'],
    [60, 'ml', 'us', '¼ cup'],
    [120, 'ml', 'us', '½ cup'],
    [240, 'ml', 'us', '1 cup'],
    [250, 'ml', 'us', '1 cup'],
    [720, 'ml', 'us', '3 cups'],
    [1, 'l', 'us', '4 ¼ cups'],
    [1.5, 'l', 'us', '6 ⅓ cups'],
    [2, 'l', 'us', '2 ⅛ quarts'],
    [20, 'l', 'us', '5 ¼ gallons'],
    [28, 'g', 'us', '1 oz'],
    [100, 'g', 'us', '3 ½ oz'],
    [250, 'g', 'us', '8 ¾ oz'],
    [500, 'g', 'us', '1 ⅛ lb'],
    [1, 'kg', 'us', '2 ¼ lb'],
  ])('shows %s %j in %s as %j', (quantity, unit, system, expected) => {
    expect(shown(quantity, unit, system)).toBe(expected);
  });
});

describe('convertForDisplay both ways', () => {
  it.each<[quantity: number, unit: string, through: UnitSystem]>([
    [1, 'tsp', 'metric'],
    [1, 'tbsp', 'metric'],
    [2, 'tbsp', 'metric'],
    [0.5, 'cup', 'metric'],
    [1, 'cup', 'metric'],
    [3, 'cup', 'metric'],
    [8, 'oz', 'metric'],
    [1, 'lb', 'metric'],
    [5, 'ml', 'us'],
    [15, 'ml', 'us'],
    [240, 'ml', 'us'],
    [225, 'g', 'us'],
  ])('brings %s %j back to itself through %s', (quantity, unit, through) => {
    const there = convertForDisplay(quantity, unit, through);
    const back = through === 'metric' ? 'us' : 'metric';
    expect(convertForDisplay(there.quantity, there.unit, back)).toMatchObject({ quantity, unit });
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
