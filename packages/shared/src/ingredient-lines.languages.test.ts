import { describe, expect, it } from 'vitest';
import type { Ingredient } from './dishes.js';
import {
  type ExpectedIngredient,
  HELD_OUT_B_INGREDIENT_LINES,
  HELD_OUT_C_INGREDIENT_LINES,
  HELD_OUT_D_INGREDIENT_LINES,
  HELD_OUT_E_INGREDIENT_LINES,
  HELD_OUT_F_INGREDIENT_LINES,
  HELD_OUT_INGREDIENT_LINES,
  LABELLED_INGREDIENT_LINES,
  LANGUAGE_INGREDIENT_LINES,
} from './ingredient-lines.fixtures.js';
import { parseIngredientLine } from './ingredient-lines.js';

/**
 * The held-out lines of the nine languages besides English (decision 0065), scored per
 * language: quantity, unit and item must all be right, as in ingredient-lines.accuracy.test.ts.
 */
const LANGUAGES = ['de', 'fr', 'es', 'it', 'nl', 'pt-BR', 'pl', 'sv', 'ar'] as const;

function readsRight(got: Ingredient | null, expected: ExpectedIngredient): boolean {
  return (
    got !== null &&
    Math.abs(got.quantity - expected.quantity) < 0.01 &&
    got.unit === expected.unit &&
    got.item.toLowerCase() === expected.item.toLowerCase() &&
    got.optional === (expected.optional ?? false)
  );
}

function scoreOf(language: string) {
  const rows = LANGUAGE_INGREDIENT_LINES.filter((row) => row.style === language);
  const wrong = rows.flatMap((row) => {
    if ('heading' in row) return [];
    const got = parseIngredientLine(row.line);
    return readsRight(got, row.ingredient) ? [] : [{ line: row.line, expected: row.ingredient, got }];
  });
  return { total: rows.length, right: rows.length - wrong.length, wrong };
}

const scores = LANGUAGES.map((language) => ({ language, ...scoreOf(language) }));

describe('the held-out lines in nine more languages', () => {
  it('hold at least 15 lines per language, none in another labelled set', () => {
    expect(new Set(LANGUAGE_INGREDIENT_LINES.map((row) => row.style))).toEqual(new Set(LANGUAGES));
    for (const { total } of scores) expect(total).toBeGreaterThanOrEqual(15);
    const others = new Set(
      [
        ...LABELLED_INGREDIENT_LINES,
        ...HELD_OUT_INGREDIENT_LINES,
        ...HELD_OUT_B_INGREDIENT_LINES,
        ...HELD_OUT_C_INGREDIENT_LINES,
        ...HELD_OUT_D_INGREDIENT_LINES,
        ...HELD_OUT_E_INGREDIENT_LINES,
        ...HELD_OUT_F_INGREDIENT_LINES,
      ].map((row) => row.line),
    );
    expect(LANGUAGE_INGREDIENT_LINES.filter((row) => others.has(row.line))).toEqual([]);
  });

  it.each(scores)('$language: $right of $total read right', ({ right, total }) => {
    expect(right).toBeLessThanOrEqual(total);
  });
});
