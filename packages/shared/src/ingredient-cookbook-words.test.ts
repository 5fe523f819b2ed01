import { describe, expect, it } from 'vitest';
import { withoutArticleBeforeSize, withoutSuperscriptMarks } from './ingredient-cookbook-words.js';
import { ingredientHeading, parseIngredientLine } from './ingredient-lines.js';

describe('words cookbooks put around an amount', () => {
  it.each([
    ['a scant ½ teaspoon nutmeg', { item: 'nutmeg', quantity: 0.5, unit: 'tsp', note: 'scant' }],
    ['1 tbsp. heaping sugar', { item: 'sugar', quantity: 1, unit: 'tbsp', note: 'heaping' }],
    ['1 thumb-sized piece of ginger', { item: 'ginger', quantity: 1, unit: 'piece', note: 'thumb-sized' }],
    ['a little olive oil', { item: 'olive oil', quantity: 0, unit: '', note: 'a little' }],
    ['a splash of milk', { item: 'splash of milk', quantity: 0, unit: '' }],
    ['450g (1lb) minced beef', { item: 'minced beef', quantity: 450, unit: 'g' }],
    ['1 cup minced onion', { item: 'onion', quantity: 1, unit: 'cup', note: 'minced' }],
    ['2 eggs + 1 egg yolk', { item: 'eggs', quantity: 2, unit: '', note: '+ 1 egg yolk' }],
    ['1 cup + 2 tbsp flour', { item: 'flour', quantity: 1, unit: 'cup', note: 'plus 2 tbsp' }],
    ['100 g butter.', { item: 'butter', quantity: 100, unit: 'g' }],
    ['1 tsp salt ¹', { item: 'salt', quantity: 1, unit: 'tsp' }],
    ['500 mls water', { item: 'water', quantity: 500, unit: 'ml' }],
    ['1 cdta. de sal', { item: 'sal', quantity: 1, unit: 'tsp' }],
    ['a quarter cup of honey', { item: 'honey', quantity: 0.25, unit: 'cup' }],
    ['three-quarters cup milk', { item: 'milk', quantity: 0.75, unit: 'cup' }],
    ['1 ltr stock', { item: 'stock', quantity: 1, unit: 'l' }],
    ['Flour: 2 cups', { item: 'Flour', quantity: 2, unit: 'cup' }],
    ['Garnish: 2 limes', { item: 'limes', quantity: 2, unit: '', note: 'garnish' }],
    ['Extra flour for rolling', { item: 'flour', quantity: 0, unit: '', note: 'extra, for rolling' }],
    ['1 lg. onion, chopped', { item: 'large onion', quantity: 1, unit: '', note: 'chopped' }],
    ['12 oz. pkg. chocolate chips', { item: 'chocolate chips', quantity: 12, unit: 'oz', note: 'pkg.' }],
    ['1 tsp. each: salt, pepper', { item: 'salt, pepper', quantity: 1, unit: 'tsp', note: 'each' }],
    [
      '1 (15-ounce) can or 1 1/2 cups cooked chickpeas',
      { item: 'can cooked chickpeas', quantity: 1, unit: '', note: '15 ounce, or 1 1/2 cups' },
    ],
    ['Leaves from 4 thyme sprigs', { item: 'thyme sprigs', quantity: 4, unit: '', note: 'leaves' }],
    ['Generous pinch of saffron', { item: 'saffron', quantity: 1, unit: 'pinch', note: 'generous' }],
    ['1 cup plus 2 tablespoons/140 grams flour', { item: 'flour', quantity: 1, unit: 'cup', note: 'plus 2 tablespoons' }],
  ])('reads "%s"', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ optional: false, ...expected });
  });

  it('reads "(optional but recommended)" as optional, keeping the rest as a note', () => {
    expect(parseIngredientLine('½ cup chopped walnuts (optional but recommended)')).toEqual({
      item: 'walnuts',
      quantity: 0.5,
      unit: 'cup',
      optional: true,
      note: 'chopped, but recommended',
    });
  });

  it.each([
    ['1 bunch scallions (about 6), thinly sliced', 'about 6, thinly sliced'],
    ['1 small red onion, finely diced (about 1/2 cup)', 'finely diced, about 1/2 cup'],
    ['½ cup chopped onion (1 medium)', 'chopped, 1 medium'],
    ['1 (2-inch) piece fresh ginger, peeled and minced', '2 inch, peeled and minced'],
    ['2 x 400g cans chickpeas, drained', '400 g, drained'],
    ['2 medium carrots, cut into ½-inch pieces', 'cut into ½-inch pieces'],
    ['Zest of 1 lemon, finely grated', 'zest, finely grated'],
  ])('keeps the notes of "%s" in the order and the words they were written in', (line, note) => {
    expect(parseIngredientLine(line)?.note).toBe(note);
  });

  it('reads "(opt.)" as optional', () => {
    expect(parseIngredientLine('1 c. chopped nuts (opt.)')).toEqual({
      item: 'nuts',
      quantity: 1,
      unit: 'cup',
      optional: true,
      note: 'chopped',
    });
  });

  it('keeps a word that only starts like a vague amount ("bittersweet")', () => {
    expect(parseIngredientLine('4 oz bittersweet chocolate')?.item).toBe('bittersweet chocolate');
  });

  it.each([
    ['— Sauce —', 'Sauce'],
    ['--- FOR THE DOUGH ---', 'For the dough'],
    ['Ingredients for the sauce', 'For the sauce'],
    ['Filling (optional)', 'Filling (optional)'],
    ['For the sauce (makes 1 cup):', 'For the sauce'],
    ['Cream Cheese Frosting', 'Cream Cheese Frosting'],
  ])('reads the heading "%s"', (line, heading) => {
    expect(ingredientHeading(line)).toBe(heading);
    expect(parseIngredientLine(line)).toBeNull();
  });

  it.each(['Nuts (optional)', 'Soy Sauce', 'Cream cheese frosting'])('keeps "%s" an ingredient, not a heading', (line) => {
    expect(ingredientHeading(line)).toBeNull();
  });

  it.each(['Serves 4', 'Makes 12 cookies', 'Prep time: 10 minutes'])('reads no ingredient in "%s"', (line) => {
    expect(parseIngredientLine(line)).toBeNull();
  });

  it('leaves a superscript fraction and a plain article alone', () => {
    expect(withoutSuperscriptMarks('1 ½ cups flour')).toBe('1 ½ cups flour');
    expect(withoutArticleBeforeSize('a pinch of salt')).toBe('a pinch of salt');
    expect(withoutArticleBeforeSize('a scant 1 cup sugar')).toBe('scant 1 cup sugar');
  });

  it.each([
    ['Optional: a handful of walnuts', { item: 'handful of walnuts', quantity: 1, unit: '', optional: true }],
    ['Optional - two sprigs of mint', { item: 'sprigs mint', quantity: 2, unit: '', optional: true }],
    ['1 tbsp dry sherry (if using)', { item: 'dry sherry', quantity: 1, unit: 'tbsp', optional: true }],
    ['optionally ground cumin', { item: 'ground cumin', quantity: 0, unit: '', optional: true }],
    ['2 tbsps. maple syrup', { item: 'maple syrup', quantity: 2, unit: 'tbsp', optional: false }],
    ['2 pts. milk', { item: 'milk', quantity: 2, unit: 'pint', optional: false }],
    ['1.5 kgs potatoes', { item: 'potatoes', quantity: 1.5, unit: 'kg', optional: false }],
    ['6 ozs. chocolate chips', { item: 'chocolate chips', quantity: 6, unit: 'oz', optional: false }],
    ['7g sachet dried yeast', { item: 'dried yeast', quantity: 7, unit: 'g', note: 'sachet' }],
    ['1-inch piece of ginger, grated', { item: 'ginger', quantity: 1, unit: 'piece', note: '1 inch, grated' }],
    ['5cm piece fresh turmeric', { item: 'fresh turmeric', quantity: 1, unit: 'piece', note: '5 cm' }],
    ['2 Tbsp each of soy sauce and mirin', { item: 'soy sauce and mirin', quantity: 2, unit: 'tbsp', note: 'each' }],
    ['1 tbsp oil + more for frying', { item: 'oil', quantity: 1, unit: 'tbsp', note: '+ more for frying' }],
    ['1 cup rice -- rinsed', { item: 'rice', quantity: 1, unit: 'cup', note: 'rinsed' }],
    ['a few sprigs of dill', { item: 'dill', quantity: 0, unit: '', note: 'a few sprigs' }],
    ['one 14-ounce can (400 g) coconut milk', { item: 'can coconut milk', quantity: 1, unit: '', note: '14 ounce, 400 g' }],
    ['3 eggs — optional', { item: 'eggs', quantity: 3, unit: '', optional: true }],
    ['1 tsp vanilla (optional - but recommended)', { item: 'vanilla', quantity: 1, unit: 'tsp', note: 'but recommended', optional: true }],
  ])('reads the 0037 shape "%s"', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });
});
