import { describe, expect, it } from 'vitest';
import { parseMinutes, parseServings, splitLines, splitSteps, stringList, toDifficulty } from './recipe-fields.js';

describe('parseMinutes', () => {
  it.each([
    ['PT1H15M', 75],
    ['PT0H30M0S', 30],
    ['P1DT2H', 1560],
    ['1 hr 15 mins', 75],
    ['1 hour 15 minutes', 75],
    ['1h30m', 90],
    ['1:30', 90],
    ['1h30', 90],
    ['2 h 15', 135],
    ['45', 45],
    [45, 45],
    ['45 Min.', 45],
    ['10-15 minutes', 10],
    ['2 Stunden', 120],
    ['1,5 heures', 90],
    ['90 secs', 2],
  ] as const)('reads %j as %i minutes', (written, minutes) => {
    expect(parseMinutes(written)).toBe(minutes);
  });

  it.each(['', 'soon', 'overnight', null, undefined, -5, 'P', 200_000])('reads %j as unknown', (written) => {
    expect(parseMinutes(written)).toBeNull();
  });
});

describe('parseServings', () => {
  it.each([
    [4, 4],
    ['4', 4],
    ['Serves 4-6', 4],
    ['12 cookies', 12],
    [2.6, 3],
  ] as const)('reads %j as %i', (written, servings) => {
    expect(parseServings(written)).toBe(servings);
  });

  it.each(['', 'a few', 0, '0 servings', 5000])('reads %j as unknown', (written) => {
    expect(parseServings(written)).toBeNull();
  });
});

describe('splitSteps', () => {
  it.each([
    [
      'on blank lines when there are any, joining wrapped lines',
      '1. Boil water.\nSalt it.\n\n2. Add pasta.\r\n\r\nStep 3: Drain.',
      ['Boil water. Salt it.', 'Add pasta.', 'Drain.'],
    ],
    ['on lines otherwise', 'Boil water.\nAdd pasta.\n  \n', ['Boil water.', 'Add pasta.']],
  ])('splits %s', (_how, written, steps) => {
    expect(splitSteps(written)).toEqual(steps);
  });
});

describe('small readers', () => {
  it('reads lists from arrays, {name} objects or separated text', () => {
    expect(stringList(['a', ' b ', ''])).toEqual(['a', 'b']);
    expect(stringList([{ name: 'Dinner' }, { slug: 'x' }])).toEqual(['Dinner']);
    expect(stringList('quick, easy; vegan')).toEqual(['quick', 'easy', 'vegan']);
  });

  it('keeps non-blank lines', () => {
    expect(splitLines(' 1 egg \r\n\n2 cups milk')).toEqual(['1 egg', '2 cups milk']);
  });

  it.each([
    ['easy', 'Easy'],
    ['MEDIUM', 'Medium'],
    ['Intermediate', 'Medium'],
    ['difficult', 'Hard'],
    ['leicht', 'Easy'],
    ['3 stars', ''],
    [undefined, ''],
  ] as const)('reads difficulty %j as %j', (written, difficulty) => {
    expect(toDifficulty(written)).toBe(difficulty);
  });
});
