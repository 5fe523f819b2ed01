import { describe, expect, it } from 'vitest';
import { parseLabelledSet } from './ingredient-lines.fixtures.js';

describe('parseLabelledSet', () => {
  const about = 'Lines written for this test.';

  it('reads a line with its expected ingredient, and a heading', () => {
    const lines = [
      { style: 'US', line: '1/4 cup walnuts (optional)', quantity: 0.25, unit: 'cup', item: 'walnuts', optional: true },
      { style: 'heading', line: 'For the sauce:', heading: 'For the sauce' },
    ];
    expect(parseLabelledSet({ about, lines }, 'test.json')).toEqual([
      { style: 'US', line: '1/4 cup walnuts (optional)', ingredient: { quantity: 0.25, unit: 'cup', item: 'walnuts', optional: true } },
      { style: 'heading', line: 'For the sauce:', heading: 'For the sauce' },
    ]);
  });

  it.each([
    ['a unit outside our list', { style: 'US', line: '2 cans beans', quantity: 2, unit: 'can', item: 'beans' }],
    ['a quantity written as text', { style: 'US', line: '2 cups flour', quantity: '2', unit: 'cup', item: 'flour' }],
    ['no item', { style: 'US', line: '2 cups flour', quantity: 2, unit: 'cup' }],
    ['a misspelt field', { style: 'US', line: '2 cups flour', quantity: 2, unit: 'cup', item: 'flour', optinal: true }],
  ])('refuses a set with %s, naming the file', (_, entry) => {
    expect(() => parseLabelledSet({ about, lines: [entry] }, 'broken.json')).toThrow(/broken\.json has malformed entries:\nentry 1 /);
  });

  it('refuses a file that is no labelled set', () => {
    expect(() => parseLabelledSet([{ style: 'US', line: '1 egg', quantity: 1, unit: '', item: 'egg' }], 'list.json')).toThrow(
      /list\.json is not a labelled set/,
    );
  });
});
