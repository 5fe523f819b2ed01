import { describe, expect, it } from 'vitest';
import { countedItem } from './food-names.js';

describe('countedItem', () => {
  it.each<[item: string, quantity: number, expected: string]>([
    ['lemon', 3, 'lemons'],
    ['lemon', 1, 'lemon'],
    ['lemons', 1, 'lemon'],
    ['lemons', 0.5, 'lemon'],
    ['medium yellow onion', 3, 'medium yellow onions'],
    ['large eggs', 1, 'large egg'],
    ['egg', 1.5, 'eggs'],
    ['egg whites', 1, 'egg white'],
    ['egg white', 4, 'egg whites'],
    ['bay leaf', 2, 'bay leaves'],
    ['Potato', 4, 'Potatoes'],
    ['can coconut milk', 2, 'cans coconut milk'],
    ['cans black beans', 1, 'can black beans'],
    ['head of garlic', 2, 'heads of garlic'],
    ['bunch parsley', 3, 'bunches parsley'],
    ['lemon (zest and juice)', 2, 'lemons (zest and juice)'],
    ['boneless chicken breast', 4, 'boneless chicken breasts'],
  ])('%j counted %s reads %j', (item, quantity, expected) => {
    expect(countedItem(item, quantity, '')).toBe(expected);
  });

  it.each<[item: string, quantity: number, unit: string]>([
    ['salt', 2, ''],
    ['shrimp', 12, ''],
    ['garlic', 3, 'clove'],
    ['lemon', 3, 'tbsp'],
    ['Zwiebel', 2, ''],
    ['玉ねぎ', 2, ''],
    ['lemon', 0, ''],
    ['white wine', 2, ''],
  ])('leaves %j (%s %j) as written', (item, quantity, unit) => {
    expect(countedItem(item, quantity, unit)).toBe(item);
  });
});
