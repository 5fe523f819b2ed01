import { describe, expect, it } from 'vitest';
import type { Ingredient } from './dishes.js';
import { differsFromWritten, ingredientsAsShown, instructionsAsShown, shoppingLineAsShown } from './dish-view.js';

const ingredient = (quantity: number, unit: Ingredient['unit'], item = 'thing'): Ingredient => ({ item, quantity, unit, optional: false });

describe('ingredientsAsShown', () => {
  it('changes nothing at factor 1 as written', () => {
    const shown = ingredientsAsShown([ingredient(1.5, 'cup', 'flour'), ingredient(0, 'to taste', 'salt')], 1, 'as-written');
    expect(shown).toEqual([
      { item: 'flour', quantity: 1.5, unit: 'cup', optional: false, capped: false, converted: false },
      { item: 'salt', quantity: 0, unit: 'to taste', optional: false, capped: false, converted: false },
    ]);
  });

  it('scales first, then converts: ⅓ cup tripled is 1 cup, which is 240 ml', () => {
    expect(ingredientsAsShown([ingredient(1 / 3, 'cup', 'milk')], 3, 'metric')[0]).toMatchObject({
      quantity: 240,
      unit: 'ml',
      converted: true,
    });
  });

  it('names a scaled count in its number, and an unscaled one as written', () => {
    const onions = [ingredient(1, '', 'lemon'), ingredient(1, '', 'medium yellow onion'), ingredient(2, '', 'lemon')];
    expect(ingredientsAsShown(onions, 3, 'as-written').map(({ quantity, item }) => `${quantity} ${item}`)).toEqual([
      '3 lemons',
      '3 medium yellow onions',
      '6 lemons',
    ]);
    expect(ingredientsAsShown(onions, 1, 'as-written')[2]!.item).toBe('lemon');
  });

  it('doubles 4 oz of butter and shows it in grams', () => {
    expect(ingredientsAsShown([ingredient(4, 'oz', 'butter')], 2, 'metric')[0]).toMatchObject({
      quantity: 225,
      unit: 'g',
      converted: true,
    });
  });

  it('shows metric in US measures', () => {
    expect(ingredientsAsShown([ingredient(500, 'g')], 1, 'us')[0]).toMatchObject({ quantity: 1.125, unit: 'lb', converted: true });
  });

  it('leaves counts, pinches and "to taste" in their own words', () => {
    const shown = ingredientsAsShown([ingredient(2, '', 'eggs'), ingredient(1, 'pinch'), ingredient(0, 'to taste')], 2, 'metric');
    expect(shown.map(({ quantity, unit, converted }) => [quantity, unit, converted])).toEqual([
      [4, '', false],
      [2, 'pinch', false],
      [0, 'to taste', false],
    ]);
  });

  it('caps an amount that passes the limit after converting, and says so', () => {
    const [shown] = ingredientsAsShown([ingredient(90_000, 'kg')], 1, 'us');
    expect(shown).toMatchObject({ quantity: 100_000, unit: 'lb', capped: true });
  });
});

describe('instructionsAsShown', () => {
  it('converts temperatures in a list of steps and in one block of text', () => {
    expect(instructionsAsShown(['Heat the oven to 350°F.', 'Bake 20 minutes.'], 'metric')).toEqual([
      'Heat the oven to 180 °C.',
      'Bake 20 minutes.',
    ]);
    expect(instructionsAsShown('Bake at 200 °C for 1 hour.', 'us')).toBe('Bake at 400 °F for 1 hour.');
    expect(instructionsAsShown('Bake at 200 °C.', 'as-written')).toBe('Bake at 200 °C.');
  });
});

describe('differsFromWritten', () => {
  it('is true when an amount or a temperature changed, false otherwise', () => {
    const steps = ['Bake at 350°F.'];
    expect(differsFromWritten(ingredientsAsShown([ingredient(1, 'cup', 'milk')], 1, 'metric'), steps, steps)).toBe(true);
    expect(differsFromWritten(ingredientsAsShown([ingredient(2, '')], 1, 'metric'), steps, instructionsAsShown(steps, 'metric'))).toBe(
      true,
    );
    expect(
      differsFromWritten(ingredientsAsShown([ingredient(2, '')], 1, 'metric'), ['Stir.'], instructionsAsShown(['Stir.'], 'metric')),
    ).toBe(false);
  });
});

describe('shoppingLineAsShown', () => {
  it("writes a reviewed line again in the cook's units, and leaves what does not convert", () => {
    const milk = { item: 'milk', quantity: 2, unit: 'cup' as const, display_text: '2 cups milk', dishes: ['Pancakes'] };
    expect(shoppingLineAsShown(milk, 'metric')).toEqual({ ...milk, quantity: 470, unit: 'ml', display_text: '470 ml milk' });
    expect(shoppingLineAsShown(milk, 'as-written')).toBe(milk);
    const eggs = { item: 'eggs', quantity: 3, unit: '' as const, display_text: '3 eggs', dishes: ['Omelette'] };
    expect(shoppingLineAsShown(eggs, 'metric')).toBe(eggs);
  });
});
