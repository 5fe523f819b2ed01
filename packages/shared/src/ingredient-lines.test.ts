import { describe, expect, it } from 'vitest';
import { parseIngredientLine, parseIngredientLines, toKitchenUnit } from './ingredient-lines.js';

describe('parseIngredientLine', () => {
  it.each([
    ['2 cups flour', { item: 'flour', quantity: 2, unit: 'cup' }],
    ['1 1/2 tablespoons olive oil', { item: 'olive oil', quantity: 1.5, unit: 'tbsp' }],
    ['½ cup cold butter', { item: 'cold butter', quantity: 0.5, unit: 'cup' }],
    ['3 cloves garlic, minced', { item: 'garlic, minced', quantity: 3, unit: 'clove' }],
    ['2 slices bread', { item: 'bread', quantity: 2, unit: 'slice' }],
    ['3 fl oz milk', { item: 'milk', quantity: 3, unit: 'fl oz' }],
    ['200 g dark chocolate', { item: 'dark chocolate', quantity: 200, unit: 'g' }],
    ['1 T sugar', { item: 'sugar', quantity: 1, unit: 'tbsp' }],
    ['4 eggs', { item: 'eggs', quantity: 4, unit: '' }],
    ['2 cans black beans', { item: 'cans black beans', quantity: 2, unit: '' }],
    ['2-3 large eggs', { item: 'large eggs (2 to 3)', quantity: 2, unit: '' }],
    ['Salt and pepper to taste', { item: 'Salt and pepper', quantity: 0, unit: 'to taste' }],
    ['Olive oil, as needed', { item: 'Olive oil', quantity: 0, unit: 'as needed' }],
  ])('reads "%s"', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ optional: false, ...expected });
  });

  it('marks an ingredient written as optional', () => {
    expect(parseIngredientLine('1/4 cup walnuts (optional)')).toEqual({
      item: 'walnuts',
      quantity: 0.25,
      unit: 'cup',
      optional: true,
    });
  });

  it.each(['', '   ', 'For the glaze:', '* 12', '1/2'])('answers null for "%s", which names no ingredient', (line) => {
    expect(parseIngredientLine(line)).toBeNull();
  });

  it('keeps an overlong name within the dish limits', () => {
    expect(parseIngredientLine(`1 cup ${'a'.repeat(500)}`)?.item).toHaveLength(200);
  });
});

describe('parseIngredientLines', () => {
  it('keeps the order and skips lines that are not ingredients', () => {
    const items = parseIngredientLines(['For the dough:', '2 cups flour', '', '1 tsp salt']).map((i) => i.item);
    expect(items).toEqual(['flour', 'salt']);
  });
});

describe('toKitchenUnit', () => {
  it.each([
    ['cup', 'cup'],
    ['Cups', 'cup'],
    ['tablespoons', 'tbsp'],
    ['TSP', 'tsp'],
    ['grams', 'g'],
    ['fluid ounces', 'fl oz'],
    ['To taste', 'to taste'],
    ['slices', 'slice'],
    ['', ''],
    ['handful', ''],
    ['can', ''],
  ])('maps "%s" to "%s"', (written, unit) => {
    expect(toKitchenUnit(written)).toBe(unit);
  });
});
