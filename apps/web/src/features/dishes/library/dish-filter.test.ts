import { describe, expect, it, vi } from 'vitest';
import type { DishSummary } from '@hearth/shared/dishes';
import { ALL_CATEGORIES, createNarrowingFilter, distinctTags, filterDishes, hasHaystack, haystackOf, indexInSlices } from './dish-filter';

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
  const searchable = dishes;

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

describe('createNarrowingFilter', () => {
  const searchable = dishes;

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
    const bigger = [...dishes, dish(4, 'Carrot Cake', '', [])];
    expect(filter(bigger, 'cake', ALL_CATEGORIES).map((d) => d.id)).toEqual([3, 4]);
  });
});

describe('distinctTags', () => {
  it('lists every tag once, sorted', () => {
    expect(distinctTags([...dishes, dish(4, 'Pho', '', ['Soup'])])).toEqual(['Soup', 'Stew', 'Vegetarian']);
  });
});

describe('indexInSlices', () => {
  const library = (count: number) => Array.from({ length: count }, (_, index) => dish(index + 1, `Dish ${index + 1}`, 'With LEMON', []));

  it("makes every dish's lowered text, so a search finds it made", async () => {
    const many = library(7);
    await indexInSlices(many, new AbortController().signal, 3);
    expect(many.every(hasHaystack)).toBe(true);
    expect(haystackOf(many[6]!)).toBe('dish 7\nwith lemon');
    expect(filterDishes(many, 'lemon', ALL_CATEGORIES)).toHaveLength(7);
  });

  it('gives the main thread back between slices, and stops when told to', async () => {
    vi.useFakeTimers();
    try {
      const many = library(5);
      const stop = new AbortController();
      const indexing = indexInSlices(many, stop.signal, 2);
      expect(many.some(hasHaystack)).toBe(false);
      await vi.advanceTimersToNextTimerAsync();
      const made = many.filter(hasHaystack).length;
      expect(made).toBeGreaterThan(0);
      expect(made).toBeLessThan(many.length);
      stop.abort();
      await vi.runAllTimersAsync();
      await indexing;
      expect(many.filter(hasHaystack)).toHaveLength(made);
      // A search before the index is whole makes the rest itself.
      expect(filterDishes(many, 'dish 5', ALL_CATEGORIES).map((d) => d.id)).toEqual([5]);
    } finally {
      vi.useRealTimers();
    }
  });
});
