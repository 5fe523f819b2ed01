import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts.js';
import { convertForDisplay, type UnitSystem } from './unit-systems.js';

function shown(quantity: number, unit: string, system: UnitSystem, item = 'milk'): string {
  const amount = convertForDisplay(quantity, unit, system, item);
  return formatAmount(amount.quantity, amount.unit);
}

describe('convertForDisplay', () => {
  it.each<[quantity: number, unit: string, system: UnitSystem, expected: string]>([
    [1, 'tsp', 'metric', '1 tsp'],
    [0.25, 'tsp', 'metric', '¼ tsp'],
    [2, 'tbsp', 'metric', '2 tbsp'],
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

describe('convertForDisplay as a metric cook writes it', () => {
  it.each<[quantity: number, unit: string, item: string, expected: string]>([
    [1, 'tsp', 'kosher salt', '1 tsp'],
    [2, 'tbsp', 'unsalted butter', '2 tbsp'],
    [1.5, 'tbsp', 'olive oil', '1 ½ tbsp'],
    [1, 'cup', 'all-purpose flour', '125 g'],
    [2.25, 'cup', 'all-purpose flour', '280 g'],
    [0.75, 'cup', 'granulated sugar', '150 g'],
    [0.75, 'cup', 'packed light brown sugar', '165 g'],
    [1, 'cup', 'unsalted butter', '225 g'],
    [1, 'cup', 'long-grain white rice', '190 g'],
    [2, 'cup', 'rolled oats', '180 g'],
    [1, 'cup', 'shredded cheddar cheese', '100 g'],
    [0.5, 'cup', 'cream cheese', '115 g'],
    [1, 'cup', 'whole milk', '240 ml'],
    [0.5, 'cup', 'chicken stock', '120 ml'],
    [0.25, 'cup', 'rice vinegar', '60 ml'],
    [1, 'cup', 'chopped onion', '1 cup'],
    [2, 'cup', 'baby spinach', '2 cups'],
    [1, 'cup', 'butter beans', '1 cup'],
    [8, 'fl oz', 'cream', '240 ml'],
    [1, 'pint', 'strawberries', '470 ml'],
  ])('%s %s %s reads %j', (quantity, unit, item, expected) => {
    expect(shown(quantity, unit, 'metric', item)).toBe(expected);
  });

  it('takes millilitres to spoons for a US cook', () => {
    expect(shown(5, 'ml', 'us', 'vanilla extract')).toBe('1 tsp');
    expect(shown(30, 'ml', 'us', 'soy sauce')).toBe('2 tbsp');
  });
});

describe('convertForDisplay both ways', () => {
  it.each<[quantity: number, unit: string, through: UnitSystem]>([
    [0.5, 'cup', 'metric'],
    [1, 'cup', 'metric'],
    [3, 'cup', 'metric'],
    [8, 'oz', 'metric'],
    [1, 'lb', 'metric'],
    [240, 'ml', 'us'],
    [225, 'g', 'us'],
  ])('brings %s %j back to itself through %s', (quantity, unit, through) => {
    const there = convertForDisplay(quantity, unit, through, 'milk');
    const back = through === 'metric' ? 'us' : 'metric';
    expect(convertForDisplay(there.quantity, there.unit, back, 'milk')).toMatchObject({ quantity, unit });
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
    expect(convertForDisplay(2, 'cup', 'metric', 'milk').unit).toBe('ml');
    expect(convertForDisplay(2, 'oz', 'metric').unit).toBe('g');
    expect(convertForDisplay(200, 'g', 'us').unit).toBe('oz');
    expect(convertForDisplay(200, 'ml', 'us').unit).toBe('cup');
  });

  it('no quantity', () => {
    expect(convertForDisplay(0, 'cup', 'metric')).toEqual({ quantity: 0, unit: 'cup', converted: false });
  });
});
