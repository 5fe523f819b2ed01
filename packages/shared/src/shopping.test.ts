import { describe, expect, it } from 'vitest';
import { UNITS } from './dish-rules.js';
import {
  INSTACART_UNIT_NAMES,
  SHOPPING_LIMITS,
  displayText,
  formatQuantity,
  mergeShoppingLines,
  shoppingListRequestSchema,
  toInstacartLineItem,
  type ShoppingLine,
} from './shopping.js';

const line = (quantity: number, unit: ShoppingLine['unit'], item: string): ShoppingLine => ({ item, quantity, unit });

describe('INSTACART_UNIT_NAMES', () => {
  it('names every one of our 20 units', () => {
    expect(Object.keys(INSTACART_UNIT_NAMES).sort()).toEqual([...UNITS].sort());
  });

  it.each([
    ['tsp', 'teaspoon'],
    ['tbsp', 'tablespoon'],
    ['fl oz', 'fl oz'],
    ['cup', 'cup'],
    ['pint', 'pint'],
    ['quart', 'quart'],
    ['gallon', 'gallon'],
    ['ml', 'milliliter'],
    ['l', 'liter'],
    ['oz', 'ounce'],
    ['lb', 'pound'],
    ['g', 'gram'],
    ['kg', 'kilogram'],
    ['piece', 'each'],
    ['slice', 'each'],
    ['clove', 'each'],
  ] as const)('sends %s as %s', (unit, instacartUnit) => {
    expect(toInstacartLineItem(line(2, unit, 'thing')).line_item_measurements).toEqual([{ quantity: 2, unit: instacartUnit }]);
  });

  it.each(['pinch', 'dash', 'to taste', 'as needed'] as const)('sends no measurement for %s', (unit) => {
    expect(toInstacartLineItem(line(1, unit, 'salt'))).not.toHaveProperty('line_item_measurements');
  });

  it('sends no measurement for a zero quantity', () => {
    expect(toInstacartLineItem(line(0, 'cup', 'flour'))).toEqual({ name: 'flour', display_text: 'flour' });
  });

  it('counts a line without a unit as "each"', () => {
    expect(toInstacartLineItem(line(3, '', 'eggs'))).toEqual({
      name: 'eggs',
      display_text: '3 eggs',
      line_item_measurements: [{ quantity: 3, unit: 'each' }],
    });
  });
});

describe('displayText', () => {
  it.each([
    [line(2, 'cup', 'flour'), '2 cups flour'],
    [line(1, 'cup', 'flour'), '1 cup flour'],
    [line(0.5, 'tsp', 'salt'), '1/2 tsp salt'],
    [line(1.5, 'cup', 'milk'), '1 1/2 cups milk'],
    [line(0.333, 'cup', 'oil'), '1/3 cup oil'],
    [line(3, 'clove', 'garlic'), '3 cloves garlic'],
    [line(2, 'tbsp', 'butter'), '2 tbsp butter'],
    [line(1.5, 'l', 'stock'), '1.5 L stock'],
    [line(973.18, 'ml', 'milk'), '973.18 ml milk'],
    [line(1.441, 'lb', 'flour'), '1.44 lb flour'],
    [line(1.125, 'cup', 'sugar'), '1 1/8 cups sugar'],
    [line(2, 'pinch', 'nutmeg'), '2 pinches nutmeg'],
    [line(0, 'pinch', 'nutmeg'), 'a pinch of nutmeg'],
    [line(0, 'to taste', 'salt'), 'salt, to taste'],
    [line(1, 'as needed', 'oil'), 'oil, as needed'],
    [line(0, '', 'parsley'), 'parsley'],
  ])('writes %o as "%s"', (input, expected) => {
    expect(displayText(input)).toBe(expected);
  });

  it('rounds a whisker below a whole number up', () => {
    expect(formatQuantity(2.996, 'cup')).toBe('3');
  });
});

describe('mergeShoppingLines', () => {
  it('adds 2 cups and 500 ml of milk in the unit holding the larger share', () => {
    expect(mergeShoppingLines([line(2, 'cup', 'milk'), line(500, 'ml', 'milk')])).toEqual([line(973, 'ml', 'milk')]);
  });

  it('adds 1 lb and 200 g of flour', () => {
    expect(mergeShoppingLines([line(1, 'lb', 'flour'), line(200, 'g', 'flour')])).toEqual([line(1.441, 'lb', 'flour')]);
  });

  it('adds 3 cloves and 1 clove of garlic', () => {
    expect(mergeShoppingLines([line(3, 'clove', 'garlic'), line(1, 'clove', 'garlic')])).toEqual([line(4, 'clove', 'garlic')]);
  });

  it('keeps "to taste" salt once', () => {
    expect(mergeShoppingLines([line(0, 'to taste', 'salt'), line(0, 'to taste', 'Salt')])).toEqual([line(0, 'to taste', 'salt')]);
  });

  it('matches items whatever their case and spacing, keeping the first spelling', () => {
    expect(mergeShoppingLines([line(1, 'cup', 'Brown  sugar'), line(2, 'tbsp', ' brown sugar ')])).toEqual([
      line(1.125, 'cup', 'Brown sugar'),
    ]);
  });

  it('keeps amounts that cannot be added as separate lines', () => {
    expect(
      mergeShoppingLines([line(1, 'cup', 'sugar'), line(100, 'g', 'sugar'), line(2, 'clove', 'garlic'), line(1, 'piece', 'garlic')]),
    ).toEqual([line(1, 'cup', 'sugar'), line(100, 'g', 'sugar'), line(2, 'clove', 'garlic'), line(1, 'piece', 'garlic')]);
  });

  it('keeps a measured line and a "to taste" line of the same item apart', () => {
    expect(mergeShoppingLines([line(1, 'tsp', 'salt'), line(0, 'to taste', 'salt')])).toEqual([
      line(1, 'tsp', 'salt'),
      line(0, 'to taste', 'salt'),
    ]);
  });

  it('adds bare counts and clears float noise', () => {
    expect(mergeShoppingLines([line(2, '', 'eggs'), line(1, '', 'Eggs'), line(0.1, 'cup', 'oil'), line(0.2, 'cup', 'oil')])).toEqual([
      line(3, '', 'eggs'),
      line(0.3, 'cup', 'oil'),
    ]);
  });

  it('keeps lines of different items in the order they first appear', () => {
    const merged = mergeShoppingLines([line(1, 'cup', 'rice'), line(1, '', 'onion'), line(1, 'cup', 'rice')]);
    expect(merged.map((merged) => merged.item)).toEqual(['rice', 'onion']);
  });
});

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
    ['too many items', { title: 't', items: Array.from({ length: SHOPPING_LIMITS.items + 1 }, () => line(1, '', 'egg')) }, 'items', /At most 500 items/],
    ['a unit we do not know', { title: 't', items: [{ item: 'egg', quantity: 1, unit: 'bushel' }] }, 'items.0.unit', /./],
  ])('refuses %s, naming the field', (_case, body, path, message) => {
    const result = shoppingListRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join('.')).toBe(path);
    expect(issue?.message).toMatch(message);
  });
});
