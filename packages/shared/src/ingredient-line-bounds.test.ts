import { describe, expect, it } from 'vitest';
import { QUANTITY_RUN_MAX, withBoundedQuantityRuns } from './ingredient-line-bounds.js';
import { parseIngredientLines } from './ingredient-lines.js';

describe('the work per ingredient line is bounded', () => {
  it('cuts every run of number-like characters to a length no quantity reaches', () => {
    const thirds = '⅓'.repeat(1_000);
    expect(withBoundedQuantityRuns(thirds)).toBe('⅓'.repeat(QUANTITY_RUN_MAX));
    expect(withBoundedQuantityRuns(`${'1 '.repeat(500)}cups flour`)).toBe(`${'1 '.repeat(QUANTITY_RUN_MAX / 2)}cups flour`);
    expect(withBoundedQuantityRuns(`flour ${'9'.repeat(100)} and ${'¼'.repeat(100)}`)).toBe(
      `flour ${'9'.repeat(QUANTITY_RUN_MAX - 1)}and ${'¼'.repeat(QUANTITY_RUN_MAX - 1)}`,
    );
  });

  it('leaves every quantity a cook writes as it is', () => {
    for (const line of [
      '1 1/2 - 2 ¼ cups flour',
      '0.5 kg potatoes',
      '2–3 tbsp oil',
      '1⅓ cups milk',
      '125g/4½oz butter',
      '10 x 400 g tins',
    ]) {
      expect(withBoundedQuantityRuns(line)).toBe(line);
    }
  });

  it('reads the review’s slowest lines as no ingredient, and the lines around them as usual', () => {
    const lines = [...Array(500).fill('⅓'.repeat(1_000)), '2 cups flour'];
    expect(parseIngredientLines(lines).at(-1)).toEqual({ item: 'flour', quantity: 2, unit: 'cup', optional: false });
  });
});
