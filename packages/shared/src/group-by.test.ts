import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps groups in the order of their first item, and items in their own order', () => {
    const groups = groupBy(['pear', 'apple', 'plum', 'avocado', 'peach'], (fruit) => fruit[0]);
    expect([...groups.entries()]).toEqual([
      ['p', ['pear', 'plum', 'peach']],
      ['a', ['apple', 'avocado']],
    ]);
  });

  it('answers no groups for no items', () => {
    expect(groupBy([], String).size).toBe(0);
  });
});
