import { describe, expect, it } from 'vitest';
import type { DishSummary } from '@hearth/shared/dishes';
import { ALL_CATEGORIES, distinctTags, filterDishes, toSearchable } from './dish-filter';

function dish(id: number, dishName: string, description: string, tags: string[]): DishSummary {
  return { id, dishName, description, tags, prepTime: null, cookTime: null, servings: null, difficulty: '', imageUrl: '' };
}

const dishes = [
  dish(1, 'Tomato Soup', 'Bright and quick', ['Soup', 'Vegetarian']),
  dish(2, 'Beef Stew', 'Slow and rich, with TOMATO paste', ['Stew']),
  dish(3, 'Lemon Cake', 'Sunny dessert', []),
];

describe('filterDishes', () => {
  const searchable = toSearchable(dishes);

  it('matches a case-insensitive substring of the name or the description', () => {
    expect(filterDishes(searchable, 'tomato', ALL_CATEGORIES).map((d) => d.id)).toEqual([1, 2]);
    expect(filterDishes(searchable, 'SUNNY', ALL_CATEGORIES).map((d) => d.id)).toEqual([3]);
  });

  it('keeps only dishes with the chosen tag', () => {
    expect(filterDishes(searchable, '', 'Soup').map((d) => d.id)).toEqual([1]);
    expect(filterDishes(searchable, 'tomato', 'Stew').map((d) => d.id)).toEqual([2]);
  });

  it('keeps everything with no search and all categories', () => {
    expect(filterDishes(searchable, '  ', ALL_CATEGORIES)).toHaveLength(3);
  });
});

describe('distinctTags', () => {
  it('lists every tag once, sorted', () => {
    expect(distinctTags([...dishes, dish(4, 'Pho', '', ['Soup'])])).toEqual(['Soup', 'Stew', 'Vegetarian']);
  });
});
