import { describe, expect, it } from 'vitest';
import type { DishSummary } from '@hearth/shared/dishes';
import { ALL_CATEGORIES, createNarrowingFilter, distinctTags, filterDishes, toSearchable } from './dish-filter';

function dish(id: number, dishName: string, description: string, tags: string[]): DishSummary {
  return {
    id,
    dishName,
    description,
    tags,
    prepTime: null,
    imageUrl: '',
    favourite: false,
    average_rating: null,
    times_cooked: 0,
    last_cooked_on: null,
  };
}

const dishes = [
  dish(1, 'Tomato Soup', 'Bright and quick', ['Soup', 'Vegetarian']),
  dish(2, 'Beef Stew', 'Slow and rich, with TOMATO paste', ['Stew']),
  dish(3, 'Lemon Cake', 'Sunny dessert', []),
];

describe('filterDishes', () => {
  const searchable = toSearchable(dishes);

  it('matches a case-insensitive substring of the name or the description', () => {
    expect(filterDishes(searchable, 'tomato', ALL_CATEGORIES).map((d) => d.dish.id)).toEqual([1, 2]);
    expect(filterDishes(searchable, 'SUNNY', ALL_CATEGORIES).map((d) => d.dish.id)).toEqual([3]);
  });

  it('keeps only dishes with the chosen tag', () => {
    expect(filterDishes(searchable, '', 'Soup').map((d) => d.dish.id)).toEqual([1]);
    expect(filterDishes(searchable, 'tomato', 'Stew').map((d) => d.dish.id)).toEqual([2]);
  });

  it('keeps everything with no search and all categories', () => {
    expect(filterDishes(searchable, '  ', ALL_CATEGORIES)).toHaveLength(3);
  });
});

describe('createNarrowingFilter', () => {
  const searchable = toSearchable(dishes);

  it('answers as filterDishes while the cook types on, deletes letters and changes category', () => {
    const filter = createNarrowingFilter();
    const steps: Array<[string, string]> = [
      ['t', ALL_CATEGORIES],
      ['to', ALL_CATEGORIES],
      ['tom', ALL_CATEGORIES],
      ['to', ALL_CATEGORIES],
      ['s', ALL_CATEGORIES],
      ['s', 'Soup'],
      ['', 'Soup'],
      ['e', ALL_CATEGORIES],
    ];
    for (const [search, category] of steps) {
      expect(filter(searchable, search, category)).toEqual(filterDishes(searchable, search, category));
    }
  });

  it('looks at the whole library again when the library changes', () => {
    const filter = createNarrowingFilter();
    expect(filter(searchable, 'cake', ALL_CATEGORIES)).toHaveLength(1);
    const bigger = toSearchable([...dishes, dish(4, 'Carrot Cake', '', [])]);
    expect(filter(bigger, 'cake', ALL_CATEGORIES).map((d) => d.dish.id)).toEqual([3, 4]);
  });
});

describe('distinctTags', () => {
  it('lists every tag once, sorted', () => {
    expect(distinctTags([...dishes, dish(4, 'Pho', '', ['Soup'])])).toEqual(['Soup', 'Stew', 'Vegetarian']);
  });
});
