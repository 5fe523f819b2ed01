import { describe, expect, it } from 'vitest';
import { ingredientFromParts } from './ingredient-parts.js';

describe('ingredientFromParts', () => {
  it.each([
    [
      { quantity: 2, unit: 'tablespoon', food: 'olive oil' },
      { quantity: 2, unit: 'tbsp', item: 'olive oil' },
    ],
    [
      { quantity: 1, unit: '', food: 'cloves', note: 'whole' },
      { quantity: 1, unit: '', item: 'cloves', note: 'whole' },
    ],
    [
      { quantity: 2.5, unit: 'dl', food: 'Milch' },
      { quantity: 250, unit: 'ml', item: 'Milch' },
    ],
    [
      { quantity: 2, unit: 'cans', food: 'chickpeas' },
      { quantity: 2, unit: '', item: 'cans chickpeas' },
    ],
    [
      { quantity: null, unit: '', food: 'salt, flaky' },
      { quantity: 0, unit: '', item: 'salt, flaky' },
    ],
    [
      { quantity: 3, unit: 'EL', food: 'Zucker' },
      { quantity: 3, unit: 'tbsp', item: 'Zucker' },
    ],
  ])('takes %j as given, mapping only its unit', (parts, expected) => {
    expect(ingredientFromParts(parts)).toEqual({ optional: false, ...expected });
  });

  it('answers null for parts that name no food', () => {
    expect(ingredientFromParts({ quantity: 2, unit: 'cup', food: ' 12 ' })).toBeNull();
  });
});
