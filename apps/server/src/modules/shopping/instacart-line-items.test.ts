import { describe, expect, it } from 'vitest';
import { UNITS } from '@hearth/shared/dish-rules';
import type { ShoppingLine } from '@hearth/shared/shopping';
import { INSTACART_UNIT_NAMES, toInstacartLineItem } from './instacart-line-items.js';

const line = (quantity: number, unit: ShoppingLine['unit'], item: string): ShoppingLine => ({ item, quantity, unit });

describe('INSTACART_UNIT_NAMES', () => {
  it('names every one of our 20 units', () => {
    expect(Object.keys(INSTACART_UNIT_NAMES).sort()).toEqual([...UNITS].sort());
  });

  it.each([
    ['tsp', 'teaspoon'],
    ['tbsp', 'tablespoon'],
    ['fl oz', 'fl oz'],
    ['cup', 'cup'],
    ['pint', 'pint'],
    ['quart', 'quart'],
    ['gallon', 'gallon'],
    ['ml', 'milliliter'],
    ['l', 'liter'],
    ['oz', 'ounce'],
    ['lb', 'pound'],
    ['g', 'gram'],
    ['kg', 'kilogram'],
    ['piece', 'each'],
    ['slice', 'each'],
    ['clove', 'each'],
  ] as const)('sends %s as %s', (unit, instacartUnit) => {
    expect(toInstacartLineItem(line(2, unit, 'thing')).line_item_measurements).toEqual([{ quantity: 2, unit: instacartUnit }]);
  });

  it.each(['pinch', 'dash', 'to taste', 'as needed'] as const)('sends no measurement for %s', (unit) => {
    expect(toInstacartLineItem(line(1, unit, 'salt'))).not.toHaveProperty('line_item_measurements');
  });

  it('sends no measurement for a zero quantity', () => {
    expect(toInstacartLineItem(line(0, 'cup', 'flour'))).toEqual({ name: 'flour', display_text: 'flour' });
  });

  it('counts a line without a unit as "each"', () => {
    expect(toInstacartLineItem(line(3, '', 'eggs'))).toEqual({
      name: 'eggs',
      display_text: '3 eggs',
      line_item_measurements: [{ quantity: 3, unit: 'each' }],
    });
  });
});
