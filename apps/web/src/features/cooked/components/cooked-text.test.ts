import { describe, expect, it } from 'vitest';
import { cookedCountText, lastCookedText } from './cooked-text';

describe('lastCookedText', () => {
  it.each([
    ['2026-11-24', 'Last cooked today'],
    ['2026-11-23', 'Last cooked yesterday'],
    ['2026-11-03', 'Last cooked November 3, 2026'],
    ['2025-12-31', 'Last cooked December 31, 2025'],
  ])('writes %s as "%s" on 2026-11-24', (day, text) => {
    expect(lastCookedText(day, '2026-11-24')).toBe(text);
  });

  it('counts across a month end', () => {
    expect(lastCookedText('2026-02-28', '2026-03-01')).toBe('Last cooked yesterday');
  });
});

describe('cookedCountText', () => {
  it.each([
    [1, 'Cooked once'],
    [2, 'Cooked 2 times'],
    [3, 'Cooked 3 times'],
    [1200, 'Cooked 1,200 times'],
  ])('writes %i as "%s"', (count, text) => {
    expect(cookedCountText(count)).toBe(text);
  });
});
