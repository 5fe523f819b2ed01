import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './ingredient-lines.js';

describe('ingredient lines as real cookbooks write them', () => {
  it.each([
    ['1 &frac12; cups milk', { quantity: 1.5, unit: 'cup', item: 'milk' }],
    ['juice of &frac12; lemon', { quantity: 0.5, unit: '', item: 'lemon', note: 'juice' }],
    ['2 cups half &amp; half', { quantity: 2, unit: 'cup', item: 'half & half' }],
    ['1 ¹/₂ cups flour', { quantity: 1.5, unit: 'cup', item: 'flour' }],
  ])('decodes the entities and small-digit fractions of "%s", as page sources and Mealie write them', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it('reads "if desired" with no comma before it as optional, and keeps "to taste" whole', () => {
    expect(parseIngredientLine('Salt to taste if desired')).toEqual({ item: 'Salt', quantity: 0, unit: 'to taste', optional: true });
  });

  it.each([
    ['1 fat clove garlic, sliced', 'fat, sliced'],
    ['1 large clove of garlic', 'large'],
    ['2 large garlic cloves', 'large'],
  ])('reads "%s" as cloves of garlic, the size in the note', (line, note) => {
    expect(parseIngredientLine(line)).toMatchObject({ unit: 'clove', item: 'garlic', note });
  });

  it.each([
    ['a few thyme sprigs', 'thyme sprigs', 'a few'],
    ['few drops of lemon juice', 'lemon juice', 'few drops'],
    ['1/4 teaspoon each salt and pepper', 'salt and pepper', 'each'],
    ['2 teaspoons fresh thyme leaves or 1 teaspoon dried', 'fresh thyme leaves', 'or 1 teaspoon dried'],
    ['3 large eggs plus 1 yolk', 'large eggs', 'plus 1 yolk'],
    ['1 egg yolk beaten with 1 tablespoon cream', 'egg yolk', 'beaten with 1 tablespoon cream'],
    ['Oil for deep-frying', 'Oil', 'for deep-frying'],
    ['1 cup chopped, pitted prunes', 'prunes', 'chopped, pitted'],
    ['1 mashed ripe banana', 'ripe banana', 'mashed'],
    ['1 tablespoon minced fresh ginger', 'fresh ginger', 'minced'],
    ['Juice from 1/2 lime', 'lime', 'juice'],
    ['Juice of half a lemon', 'lemon', 'juice'],
  ])('keeps what you buy of "%s" as the item and the rest as the note', (line, item, note) => {
    expect(parseIngredientLine(line)).toMatchObject({ item, note });
  });

  it.each([
    ['Scant 1/2 teaspoon salt', { quantity: 0.5, unit: 'tsp', item: 'salt', note: 'scant' }],
    ['1 cuillère à soupe rase de sucre', { quantity: 1, unit: 'tbsp', item: 'sucre', note: 'rase' }],
    ['2 cuil. à soupe de farine', { quantity: 2, unit: 'tbsp', item: 'farine' }],
    ['1 gehäufter EL Mehl', { quantity: 1, unit: 'tbsp', item: 'Mehl', note: 'gehäufter' }],
    ['½ a bunch of fresh mint', { quantity: 0.5, unit: '', item: 'bunch fresh mint' }],
    ['Butter für die Form', { quantity: 0, unit: '', item: 'Butter', note: 'für die Form' }],
    ['Соль — по вкусу', { quantity: 0, unit: 'to taste', item: 'Соль' }],
    ['2 ss smør', { quantity: 2, unit: 'tbsp', item: 'smør' }],
    ['1 ts salt', { quantity: 1, unit: 'tsp', item: 'salt' }],
    ['1 csipet só', { quantity: 1, unit: 'pinch', item: 'só' }],
    ['간장 2큰술', { quantity: 2, unit: 'tbsp', item: '간장' }],
    ['설탕 1작은술', { quantity: 1, unit: 'tsp', item: '설탕' }],
    ['마늘 3쪽', { quantity: 3, unit: 'clove', item: '마늘' }],
    ['♥鶏モモ肉 500g前後', { quantity: 500, unit: 'g', item: '鶏モモ肉' }],
    ['1 nip salt', { quantity: 1, unit: 'pinch', item: 'salt' }],
    ['2 gerezd Fokhagyma', { quantity: 2, unit: 'clove', item: 'Fokhagyma' }],
    ['1 db Babérlevél', { quantity: 1, unit: 'piece', item: 'Babérlevél' }],
    ['0 ízlés szerint Só', { quantity: 0, unit: 'to taste', item: 'Só' }],
    ['1/2 φλ. τρίμματα φέτας', { quantity: 0.5, unit: 'cup', item: 'τρίμματα φέτας' }],
    ['Сахар 2 ст. ложки', { quantity: 2, unit: 'tbsp', item: 'Сахар' }],
    ['소금 약간', { quantity: 0, unit: 'to taste', item: '소금' }],
  ])('reads "%s", its size word, unit or language', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it.each([
    ['2 kleine Zwiebel(n)', { quantity: 2, unit: '', item: 'kleine Zwiebeln' }],
    ['1 Ei(er)', { quantity: 1, unit: '', item: 'Ei' }],
    ['1 ½ Semmel(n) , altbacken', { quantity: 1.5, unit: '', item: 'Semmeln', note: 'altbacken' }],
    ['2 clove(s) of garlic', { quantity: 2, unit: 'clove', item: 'garlic' }],
    ['4-5 tablespoon(s) olive oil', { quantity: 4, unit: 'tbsp', item: 'olive oil', note: '4 to 5 tbsp' }],
    ['600 g świeżych ogórków*', { quantity: 600, unit: 'g', item: 'świeżych ogórków' }],
    ['1 c.c de coriandre en grain', { quantity: 1, unit: 'tsp', item: 'coriandre en grain' }],
    ['1 c.s. de miel', { quantity: 1, unit: 'tbsp', item: 'miel' }],
    ['For serving: lemon wedges', { quantity: 0, unit: '', item: 'lemon wedges', note: 'for serving' }],
    ['Topping: 1/2 cup pecans', { quantity: 0.5, unit: 'cup', item: 'pecans', note: 'topping' }],
    ['1 eschallot (, very finely sliced (Note 2))', { quantity: 1, unit: '', item: 'eschallot', note: 'very finely sliced' }],
    ['1.5 cups / 375 ml coconut water (Note 1b)', { quantity: 1.5, unit: 'cup', item: 'coconut water' }],
    ['2 garlic cloves (, minced)', { quantity: 2, unit: 'clove', item: 'garlic', note: 'minced' }],
  ])('reads "%s", with its plural mark, footnote mark, abbreviated spoon, nested notes or a label before it', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ optional: false, ...expected });
  });
});
