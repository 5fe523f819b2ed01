import { describe, expect, it } from 'vitest';
import type { Ingredient } from './dishes.js';
import { takeOut } from './pantry-matching.js';
import type { PantryHolding } from './pantry-matching.js';

const line = (item: string, quantity = 0, unit: Ingredient['unit'] = '', optional = false): Ingredient => ({
  item,
  quantity,
  unit,
  optional,
});
const held = (id: number, name: string, amount: number | null, unit: PantryHolding['unit'] = '', always = false) => ({
  id,
  name,
  amount,
  unit,
  always,
  use_by: null,
});

describe('takeOut', () => {
  it('subtracts where the units compare, in the item’s own unit', () => {
    expect(takeOut([line('milk', 250, 'ml'), line('eggs', 2)], [held(1, 'milk', 1, 'l'), held(2, 'large eggs', 6)])).toEqual([
      { id: 1, name: 'milk', left: 0.75 },
      { id: 2, name: 'large eggs', left: 4 },
    ]);
  });

  it('uses an item up when it is uncounted, incomparable, or not more than the dish asks for', () => {
    expect(
      takeOut(
        [line('rice', 200, 'g'), line('flour', 2, 'cup'), line('butter', 250, 'g')],
        [held(1, 'rice', null), held(2, 'flour', 1, 'kg'), held(3, 'butter', 250, 'g')],
      ),
    ).toEqual([
      { id: 1, name: 'rice', left: null },
      { id: 2, name: 'flour', left: null },
      { id: 3, name: 'butter', left: null },
    ]);
  });

  it('takes from a second item of the same food once the first is used up', () => {
    expect(takeOut([line('eggs', 8)], [held(1, 'eggs', 6), held(2, 'eggs', 12)])).toEqual([
      { id: 1, name: 'eggs', left: null },
      { id: 2, name: 'eggs', left: 10 },
    ]);
  });

  it('leaves always-have items, optional lines and seasonings alone', () => {
    expect(
      takeOut(
        [line('olive oil', 2, 'tbsp'), line('parmesan', 20, 'g', true), line('salt', 0, 'to taste')],
        [held(1, 'olive oil', 1, 'l', true), held(2, 'parmesan', 100, 'g'), held(3, 'salt', 1, 'kg')],
      ),
    ).toEqual([]);
  });
});
