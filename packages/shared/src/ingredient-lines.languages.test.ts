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

  // Before the parser learned these languages' unit words: de 20/23, fr 23/23, es 19/22, it 20/22,
  // nl 18/22, pt-BR 14/22, pl 18/23, sv 17/22, ar 1/26 (decision 0065). Every line must now read right.
  it.each(scores)('$language: $right of $total read right', ({ wrong }) => {
    expect(wrong).toEqual([]);
  });
});

describe('English lines beside the other languages’ words', () => {
  it.each([
    ['1 St. Louis rack of pork ribs', { item: 'St. Louis rack of pork ribs', quantity: 1, unit: '' }],
    ['1,000 g strong flour', { item: 'strong flour', quantity: 1000, unit: 'g' }],
    ['2 400 g tins chopped tomatoes', { item: 'tins chopped tomatoes', quantity: 2, unit: '', note: '400 g' }],
    ['1 and 1/2 cups rice', { item: 'rice', quantity: 1.5, unit: 'cup' }],
    ['2 tbsp heaped cocoa', { item: 'cocoa', quantity: 2, unit: 'tbsp', note: 'heaped' }],
  ])('reads "%s" as before', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ optional: false, ...expected });
  });

  it('reads a run of Arabic-Indic digits as the same run of 0-9, cut to the same bound', () => {
    expect(parseIngredientLine(`${'١'.repeat(200)} غرام دقيق`)).toEqual(parseIngredientLine(`${'1'.repeat(200)} غرام دقيق`));
    expect(parseIngredientLine(`${'١'.repeat(200)} غرام دقيق`)).toMatchObject({ unit: 'g', item: 'دقيق' });
    expect(parseIngredientLine('١٫'.repeat(400))).toBeNull();
  });
});
