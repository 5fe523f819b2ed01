import { describe, expect, it } from 'vitest';
import type { Ingredient } from './dishes.js';
import { type ExpectedIngredient, LABELLED_INGREDIENT_LINES } from './ingredient-lines.fixtures.js';
import { ingredientHeading, parseIngredientLine } from './ingredient-lines.js';

function readsRight(got: Ingredient | null, expected: ExpectedIngredient): boolean {
  return (
    got !== null &&
    Math.abs(got.quantity - expected.quantity) < 0.01 &&
    got.unit === expected.unit &&
    got.item.toLowerCase() === expected.item.toLowerCase() &&
    got.optional === (expected.optional ?? false)
  );
}

const results = LABELLED_INGREDIENT_LINES.map((row) => {
  if ('heading' in row) {
    const right = ingredientHeading(row.line) === row.heading && parseIngredientLine(row.line) === null;
    return { row, right, got: ingredientHeading(row.line) };
  }
  const got = parseIngredientLine(row.line);
  return { row, right: readsRight(got, row.ingredient), got };
});
const rightCount = results.filter((result) => result.right).length;
const accuracy = (100 * rightCount) / results.length;

describe('the labelled ingredient lines', () => {
  it('hold at least 250 lines in many styles', () => {
    expect(results.length).toBeGreaterThanOrEqual(250);
    expect(new Set(LABELLED_INGREDIENT_LINES.map((row) => row.style)).size).toBeGreaterThanOrEqual(10);
  });

  it(`are read with quantity, unit and item all right on ${accuracy.toFixed(1)}% (${rightCount} of ${results.length}); at least 95%`, () => {
    const wrong = results.filter((result) => !result.right).map(({ row, got }) => ({ line: row.line, got }));
    expect(accuracy, JSON.stringify(wrong, null, 1)).toBeGreaterThanOrEqual(95);
  });
});
