import { describe, expect, it } from 'vitest';
import { SHOPPING_LIMITS, type ShoppingLine, shoppingListRequestSchema } from './shopping.js';

const line = (quantity: number, unit: ShoppingLine['unit'], item: string): ShoppingLine => ({ item, quantity, unit });

describe('shoppingListRequestSchema', () => {
  const dish = { id: 1, dishName: 'Pancakes', ingredients: [{ item: 'flour', quantity: 2, unit: 'cup' }] };

  it('reads a dish with defaults filled in', () => {
    const parsed = shoppingListRequestSchema.parse({ dish, returnUrl: 'http://localhost:3000/dishes/1' });
    expect(parsed).toMatchObject({ kind: 'dish', includeOptional: false, returnUrl: 'http://localhost:3000/dishes/1' });
    expect(parsed.kind === 'dish' && parsed.dish.ingredients[0]).toEqual({ item: 'flour', quantity: 2, unit: 'cup', optional: false });
  });

  it('reads a reviewed list', () => {
    const parsed = shoppingListRequestSchema.parse({ title: 'This week', items: [{ item: 'milk', quantity: 1, unit: 'l' }] });
    expect(parsed).toEqual({ kind: 'list', title: 'This week', items: [line(1, 'l', 'milk')], returnUrl: undefined });
  });

  it.each([
    ['nothing', {}, 'dish', /Send a dish, or a title and a list of items/],
    ['a dish without a name', { dish: { id: 1 } }, 'dish.dishName', /expected string/],
    ['both a dish and items', { dish, title: 't', items: [line(1, '', 'egg')] }, 'items', /not both/],
    ['items without a title', { items: [line(1, '', 'egg')] }, 'title', /needs a title/],
    ['an empty list', { title: 't', items: [] }, 'items', /no items/],
    [
      'too many items',
      { title: 't', items: Array.from({ length: SHOPPING_LIMITS.items + 1 }, () => line(1, '', 'egg')) },
      'items',
      /At most 500 items/,
    ],
    ['a unit we do not know', { title: 't', items: [{ item: 'egg', quantity: 1, unit: 'bushel' }] }, 'items.0.unit', /./],
  ])('refuses %s, naming the field', (_case, body, path, message) => {
    const result = shoppingListRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join('.')).toBe(path);
    expect(issue?.message).toMatch(message);
  });
});
