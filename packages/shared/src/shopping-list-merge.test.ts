import { describe, expect, it } from 'vitest';
import { type ListLine, mergeIntoList, mergeLine } from './shopping-list-merge.js';

const line = (name: string, quantity: number, unit: ListLine['unit'], ...dishIds: number[]): ListLine => ({
  name,
  quantity,
  unit,
  sources: dishIds.map((id) => ({ dish_id: id, dishName: `Dish ${id}` })),
});

describe('mergeLine', () => {
  it('adds amounts of one food and keeps the first spelling and both sources', () => {
    expect(mergeLine(line('Eggs', 2, '', 1), line('egg', 1, 'piece', 2))).toEqual(line('Eggs', 3, '', 1, 2));
  });

  it('keeps a source once', () => {
    expect(mergeLine(line('rice', 1, 'cup', 1), line('rice', 1, 'cup', 1))?.sources).toEqual([{ dish_id: 1, dishName: 'Dish 1' }]);
  });

  it.each([
    ['a volume and a weight', line('sugar', 1, 'cup'), line('sugar', 100, 'g')],
    ['two foods', line('rice', 1, 'cup'), line('wild rice', 1, 'cup')],
    ['cloves and pieces', line('garlic', 2, 'clove'), line('garlic', 1, 'piece')],
  ])('does not merge %s', (_case, first, second) => {
    expect(mergeLine(first, second)).toBeNull();
  });

  it('caps a sum at the largest quantity a list line holds', () => {
    expect(mergeLine(line('rice', 900_000, 'kg'), line('rice', 900_000, 'kg'))?.quantity).toBe(1_000_000);
  });
});

describe('mergeIntoList', () => {
  it('changes the open items that take more and adds the rest in order', () => {
    const open = [{ ...line('milk', 2, 'cup'), id: 7 }];
    const { changed, added } = mergeIntoList(open, [line('milk', 500, 'ml', 3), line('lemons', 2, ''), line('Lemon', 1, '')]);
    expect([...changed]).toEqual([[7, line('milk', 973, 'ml', 3)]]);
    expect(added).toEqual([line('lemons', 3, '')]);
  });
});
