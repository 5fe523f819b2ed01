import { describe, expect, it } from 'vitest';
import { type CookingFigures, meetsMinRating, ratingTenths, sortDishes } from './dish-order.js';

describe('ratingTenths', () => {
  it('rounds the average to tenths of a star, half up, from whole numbers', () => {
    expect(ratingTenths(0, 0)).toBeNull();
    expect(ratingTenths(7, 2)).toBe(35);
    expect(ratingTenths(13, 3)).toBe(43);
    expect(ratingTenths(17, 4)).toBe(43); // 4.25
    expect(ratingTenths(87, 20)).toBe(44); // 4.35, which is 4.3499… in floating point
    expect(ratingTenths(5, 1)).toBe(50);
  });
});

const dish = (id: number, figures: Partial<CookingFigures> = {}): CookingFigures => ({
  id,
  average_rating: null,
  times_cooked: 0,
  last_cooked_on: null,
  ...figures,
});

describe('sortDishes', () => {
  const dishes = [
    dish(4, { average_rating: 4, times_cooked: 1, last_cooked_on: '2026-01-02' }),
    dish(1),
    dish(3, { average_rating: 4, times_cooked: 2, last_cooked_on: '2025-05-01' }),
    dish(2, { times_cooked: 1, last_cooked_on: '2026-03-01' }),
  ];
  const ids = (sort: Parameters<typeof sortDishes>[1]) => sortDishes(dishes, sort).map((found) => found.id);

  it('keeps ties, and the default order, oldest first; puts what is missing last', () => {
    expect(ids('added')).toEqual([1, 2, 3, 4]);
    expect(ids('rating')).toEqual([3, 4, 1, 2]);
    expect(ids('times_cooked')).toEqual([3, 2, 4, 1]);
    expect(ids('last_cooked')).toEqual([2, 4, 3, 1]);
    expect(ids('cooked_longest_ago')).toEqual([3, 4, 2, 1]);
  });

  it('leaves the array it was given as it was', () => {
    sortDishes(dishes, 'rating');
    expect(dishes.map((found) => found.id)).toEqual([4, 1, 3, 2]);
  });
});

describe('meetsMinRating', () => {
  it('is reached by an average at or above it, never by a dish not rated', () => {
    expect(meetsMinRating({ average_rating: 4 }, 4)).toBe(true);
    expect(meetsMinRating({ average_rating: 3.9 }, 4)).toBe(false);
    expect(meetsMinRating({ average_rating: null }, 1)).toBe(false);
  });
});
