import { describe, expect, it } from 'vitest';
import { DISH_LIMITS } from '@hearth/shared/dish-rules';
import { finishDish } from './dish-draft.js';

/** An array that counts how many of its entries were read. */
function countingLines(lines: string[]): { lines: string[]; read: () => number } {
  const seen = new Set<number>();
  const proxy = new Proxy(lines, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) seen.add(Number(key));
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { lines: proxy, read: () => seen.size };
}

describe('finishDish', () => {
  it('reads ingredient lines only up to the dish limit, however many the file holds', () => {
    const file = countingLines(Array.from({ length: 10_000 }, (_, index) => `${index + 1} g flour`));
    const { dish, warnings } = finishDish({ name: 'Long list', ingredientLines: file.lines, steps: ['Mix.'] });
    expect(dish.ingredients).toHaveLength(DISH_LIMITS.ingredients);
    expect(warnings).toContain(`Only the first ${DISH_LIMITS.ingredients} ingredients were kept.`);
    expect(file.read()).toBeLessThanOrEqual(4 * DISH_LIMITS.ingredients);
  });

  it('keeps the groups and order of a list within the limit as before', () => {
    const { dish, warnings } = finishDish({
      name: 'Glazed',
      ingredientLines: ['For the cake:', '2 cups flour', 'For the glaze:', '1 tbsp honey'],
    });
    expect(dish.ingredients).toEqual([
      { item: 'flour', quantity: 2, unit: 'cup', optional: false, group: 'For the cake' },
      { item: 'honey', quantity: 1, unit: 'tbsp', optional: false, group: 'For the glaze' },
    ]);
    expect(warnings).toEqual([]);
  });
});
