import { readFileSync } from 'node:fs';
import { dishInputSchema } from '@hearth/shared/dishes';
import { describe, expect, it } from 'vitest';
import { readRecipePage } from './read-recipe-page.js';
import { englishText } from '../import-notices.js';

/**
 * The shapes that made imports miss when held against saved pages: several recipes where the
 * fuller one is a part, an ingredient written in parts, a list repeated for a unit switch,
 * times printed only in the page's text, and units glued to Chinese text. Each page is our own.
 */

function read(name: string) {
  const result = readRecipePage(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));
  expect(dishInputSchema.safeParse(result.dish).success).toBe(true);
  return result;
}

function lines(name: string): string[] {
  return read(name).dish.ingredients.map((ingredient) =>
    [ingredient.quantity || '', ingredient.unit, ingredient.item].filter((part) => part !== '').join(' '),
  );
}

describe('readRecipePage on the shapes imports used to miss', () => {
  it('reads the dish, not the fuller dressing it lists, when nothing names the page', () => {
    const { dish, warnings } = read('json-ld-sub-recipe-fuller.html');
    expect(dish).toMatchObject({ dishName: 'Crispy Falafel Bowls', servings: 4, prepTime: 20, cookTime: 15 });
    expect(warnings.map(englishText)).toEqual(['This page holds 2 recipes; “Crispy Falafel Bowls” was read.']);
  });

  it('reads one ingredient per list item when its amount, unit and name are elements apart (microdata)', () => {
    expect(lines('microdata-ingredient-parts.html')).toEqual([
      '6 oz Linguine',
      '10 oz Littleneck Clams',
      '2 clove Garlic',
      '1 tbsp Butter',
    ]);
  });

  it('reads one ingredient per list item when its parts are blocks, and one step per item', () => {
    expect(lines('ingredient-parts-in-blocks.html')).toEqual(['4 Flour Tortillas', '10 oz Chicken Thighs', '1 Lime', '2 tbsp Sour Cream']);
    expect(read('ingredient-parts-in-blocks.html').dish.instructions).toEqual([
      'Season and sear the chicken thighs for 6 minutes a side. Slice them thinly.',
      'Warm the tortillas and fill them with the chicken, lime juice and sour cream.',
    ]);
  });

  it('reads a list repeated for a unit switch once, as the page shows it first', () => {
    expect(lines('unit-toggle-lists.html')).toEqual(['250 g plain flour', '3 ripe bananas', '100 g butter', '150 g brown sugar', '2 eggs']);
  });

  it("takes the times a recipe card prints when the recipe's markup has none, the total apart", () => {
    expect(read('json-ld-times-in-card-text.html').dish).toMatchObject({ prepTime: 10, cookTime: 25, totalTime: 720 });
  });

  it('reads a unit written after the number with no space in Chinese text', () => {
    expect(lines('chinese-glued-units.html')).toEqual(['250 g 奶油奶酪', '80 g 细砂糖', '2 piece 鸡蛋', '2 piece 鸡蛋黄']);
  });
});
