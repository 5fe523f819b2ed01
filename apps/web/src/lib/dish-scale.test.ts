import { describe, expect, it } from 'vitest';
import { dishScaleSearch, readDishScale } from './dish-scale';

const read = (query: string, dishServings: number | null, accountUnits: 'as-written' | 'us' | 'metric' = 'as-written') =>
  readDishScale(new URLSearchParams(query), dishServings, accountUnits);

describe('readDishScale', () => {
  it('shows the dish as written, in the account units, when nothing is asked', () => {
    expect(read('', 4)).toEqual({ factor: 1, servings: 4, units: 'as-written' });
    expect(read('', 4, 'metric')).toEqual({ factor: 1, servings: 4, units: 'metric' });
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

  it('lets the address override the account units, and ignores an unknown system', () => {
    expect(read('units=metric', 4).units).toBe('metric');
    expect(read('units=as-written', 4, 'metric').units).toBe('as-written');
    expect(read('units=imperial', 4, 'us').units).toBe('us');
  });
});

describe('dishScaleSearch', () => {
  it('is empty for the dish as written in the account units', () => {
    expect(dishScaleSearch({ factor: 1, servings: 4, units: 'metric' }, 4, 'metric')).toBe('');
  });

  it('carries servings, a factor and units that differ, and reads back the same', () => {
    const search = dishScaleSearch({ factor: 2, servings: 8, units: 'as-written' }, 4, 'metric');
    expect(search).toBe('?servings=8&units=as-written');
    expect(readDishScale(new URLSearchParams(search), 4, 'metric')).toEqual({ factor: 2, servings: 8, units: 'as-written' });
    expect(dishScaleSearch({ factor: 0.5, servings: null, units: 'us' }, null, 'us')).toBe('?factor=0.5');
  });
});
