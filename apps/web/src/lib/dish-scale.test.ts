import { describe, expect, it } from 'vitest';
import { readCookScale } from './cook-scale';

const read = (query: string, dishServings: number | null) => readCookScale(new URLSearchParams(query), dishServings);

describe('readCookScale', () => {
  it('cooks the dish as written when nothing is asked', () => {
    expect(read('', 4)).toEqual({ factor: 1, servings: 4, units: 'as-written' });
  });

  it('scales to the asked servings', () => {
    expect(read('servings=8', 4)).toEqual({ factor: 2, servings: 8, units: 'as-written' });
  });

  it('clamps servings to 1 to 500', () => {
    expect(read('servings=10000', 4)).toMatchObject({ factor: 125, servings: 500 });
    expect(read('servings=0', 4)).toMatchObject({ factor: 0.25, servings: 1 });
    expect(read('servings=-3', 2)).toMatchObject({ servings: 1 });
  });

  it('ignores servings that are no number', () => {
    expect(read('servings=abc', 4)).toEqual({ factor: 1, servings: 4, units: 'as-written' });
  });

  it('scales a dish without servings by a factor, clamped to ⅛ to 100', () => {
    expect(read('factor=2', null)).toEqual({ factor: 2, servings: null, units: 'as-written' });
    expect(read('factor=0.5', null)).toMatchObject({ factor: 0.5 });
    expect(read('factor=1000', null)).toMatchObject({ factor: 100 });
    expect(read('servings=8', null)).toMatchObject({ factor: 1 });
  });

  it('reads the unit system, and shows quantities as written for anything else', () => {
    expect(read('units=metric', 4).units).toBe('metric');
    expect(read('units=us', 4).units).toBe('us');
    expect(read('units=imperial', 4).units).toBe('as-written');
  });
});
