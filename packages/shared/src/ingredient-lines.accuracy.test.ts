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
  type LabelledLine,
  LABELLED_INGREDIENT_LINES,
} from './ingredient-lines.fixtures.js';
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

function score(rows: LabelledLine[]) {
  const results = rows.map((row) => {
    if ('heading' in row) {
      const right = ingredientHeading(row.line) === row.heading && parseIngredientLine(row.line) === null;
      return { row, right, got: ingredientHeading(row.line) };
    }
    const got = parseIngredientLine(row.line);
    return { row, right: readsRight(got, row.ingredient), got };
  });
  const rightCount = results.filter((result) => result.right).length;
  const wrong = results.filter((result) => !result.right).map(({ row, got }) => ({ line: row.line, got }));
  return { rightCount, total: results.length, accuracy: (100 * rightCount) / results.length, wrong };
}

const tuned = score(LABELLED_INGREDIENT_LINES);
const heldOut = score(HELD_OUT_INGREDIENT_LINES);
const heldOutB = score(HELD_OUT_B_INGREDIENT_LINES);
const heldOutC = score(HELD_OUT_C_INGREDIENT_LINES);
const heldOutD = score(HELD_OUT_D_INGREDIENT_LINES);
const heldOutE = score(HELD_OUT_E_INGREDIENT_LINES);
const heldOutF = score(HELD_OUT_F_INGREDIENT_LINES);

describe('the labelled ingredient lines', () => {
  it('hold at least 250 lines in many styles', () => {
    expect(tuned.total).toBeGreaterThanOrEqual(250);
    expect(new Set(LABELLED_INGREDIENT_LINES.map((row) => row.style)).size).toBeGreaterThanOrEqual(10);
  });

  it(`are read with quantity, unit and item all right on ${tuned.accuracy.toFixed(1)}% (${tuned.rightCount} of ${tuned.total}); at least 95%`, () => {
    expect(tuned.accuracy, JSON.stringify(tuned.wrong, null, 1)).toBeGreaterThanOrEqual(95);
  });
});

describe('the held-out ingredient lines', () => {
  it('hold at least 600 lines none of which is in the tuned table', () => {
    const tunedLines = new Set(LABELLED_INGREDIENT_LINES.map((row) => row.line));
    const heldOutRows = [
      ...HELD_OUT_INGREDIENT_LINES,
      ...HELD_OUT_B_INGREDIENT_LINES,
      ...HELD_OUT_C_INGREDIENT_LINES,
      ...HELD_OUT_D_INGREDIENT_LINES,
      ...HELD_OUT_E_INGREDIENT_LINES,
      ...HELD_OUT_F_INGREDIENT_LINES,
    ];
    expect(heldOutRows.length).toBeGreaterThanOrEqual(600);
    expect(heldOutRows.filter((row) => tunedLines.has(row.line))).toEqual([]);
  });

  it(`are read with quantity, unit and item all right on ${heldOut.accuracy.toFixed(1)}% (${heldOut.rightCount} of ${heldOut.total}); at least 90%`, () => {
    expect(heldOut.accuracy, JSON.stringify(heldOut.wrong, null, 1)).toBeGreaterThanOrEqual(90);
  });

  it(`second batch: read right on ${heldOutB.accuracy.toFixed(1)}% (${heldOutB.rightCount} of ${heldOutB.total}); at least 90%`, () => {
    expect(heldOutB.accuracy, JSON.stringify(heldOutB.wrong, null, 1)).toBeGreaterThanOrEqual(90);
  });

  it(`third batch: read right on ${heldOutC.accuracy.toFixed(1)}% (${heldOutC.rightCount} of ${heldOutC.total}); at least 90%`, () => {
    expect(heldOutC.accuracy, JSON.stringify(heldOutC.wrong, null, 1)).toBeGreaterThanOrEqual(90);
  });

  it(`fourth batch (cookbook shapes): read right on ${heldOutD.accuracy.toFixed(1)}% (${heldOutD.rightCount} of ${heldOutD.total}); at least 90%`, () => {
    expect(heldOutD.accuracy, JSON.stringify(heldOutD.wrong, null, 1)).toBeGreaterThanOrEqual(90);
  });

  it(`fifth batch (cookbook shapes, after the fourth's fixes): read right on ${heldOutE.accuracy.toFixed(1)}% (${heldOutE.rightCount} of ${heldOutE.total}); at least 90%`, () => {
    expect(heldOutE.accuracy, JSON.stringify(heldOutE.wrong, null, 1)).toBeGreaterThanOrEqual(90);
  });

  it(`sixth batch (cookbook shapes, third round): read right on ${heldOutF.accuracy.toFixed(1)}% (${heldOutF.rightCount} of ${heldOutF.total}); at least 90%`, () => {
    expect(heldOutF.accuracy, JSON.stringify(heldOutF.wrong, null, 1)).toBeGreaterThanOrEqual(90);
  });
});
