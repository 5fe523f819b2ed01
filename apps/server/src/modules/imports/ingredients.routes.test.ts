import { describe, expect, it } from 'vitest';
import type { Ingredient } from '@hearth/shared/dishes';
import { LABELLED_INGREDIENT_LINES, LANGUAGE_INGREDIENT_LINES } from '@hearth/shared/ingredient-lines.fixtures';
import { buildTestAppForFile, signUpUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
const cook = await signUpUser(app);

async function parse(lines: unknown) {
  return app.inject({ method: 'POST', url: '/api/ingredients/parse', headers: cook.headers, payload: { lines } });
}

describe('POST /api/ingredients/parse', () => {
  const rows = LABELLED_INGREDIENT_LINES.flatMap((row) => ('ingredient' in row ? [row] : []));

  it('reads the labelled table with quantity, unit and item all right on at least 90% of lines', async () => {
    const answers: Ingredient[] = [];
    for (let start = 0; start < rows.length; start += 500) {
      const response = await parse(rows.slice(start, start + 500).map((row) => row.line));
      expect(response.statusCode).toBe(200);
      answers.push(...response.json<Ingredient[]>());
    }
    expect(answers).toHaveLength(rows.length);
    const right = rows.filter(({ ingredient }, index) => {
      const got = answers[index]!;
      return (
        Math.abs(got.quantity - ingredient.quantity) < 0.01 &&
        got.unit === ingredient.unit &&
        got.item.toLowerCase() === ingredient.item.toLowerCase()
      );
    });
    expect(right.length / rows.length).toBeGreaterThanOrEqual(0.9);
  });

  it('reads lines in the nine languages besides English, through the parsing threads, with our units', async () => {
    const languageRows = LANGUAGE_INGREDIENT_LINES.flatMap((row) => ('ingredient' in row ? [row] : []));
    const response = await parse(languageRows.map((row) => row.line));
    expect(response.statusCode).toBe(200);
    const answers = response.json<Ingredient[]>().map(({ quantity, unit, item }) => ({ quantity, unit, item: item.toLowerCase() }));
    expect(answers).toEqual(
      languageRows.map(({ ingredient }) => ({ quantity: ingredient.quantity, unit: ingredient.unit, item: ingredient.item.toLowerCase() })),
    );
  });

  it('keeps notes, and turns headings into the group of the lines below them', async () => {
    const response = await parse([
      'For the glaze:',
      '1 cup icing sugar, sifted',
      '',
      '2-3 tbsp lemon juice',
      'Dough',
      '125g/4½oz butter, softened',
    ]);
    expect(response.json()).toEqual([
      { item: 'icing sugar', quantity: 1, unit: 'cup', optional: false, note: 'sifted', group: 'For the glaze' },
      { item: 'lemon juice', quantity: 2, unit: 'tbsp', optional: false, note: '2 to 3 tbsp', group: 'For the glaze' },
      { item: 'butter', quantity: 125, unit: 'g', optional: false, note: 'softened', group: 'Dough' },
    ]);
  });

  it.each([
    ['no list', undefined],
    ['a list of numbers', [1, 2]],
    ['more than 500 lines', Array.from({ length: 501 }, () => '1 egg')],
    ['a line over 1,000 characters', ['x'.repeat(1001)]],
  ])('answers 400 for %s', async (_kind, lines) => {
    expect((await parse(lines)).statusCode).toBe(400);
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/ingredients/parse', payload: { lines: ['1 egg'] } });
    expect(response.statusCode).toBe(401);
  });
});
