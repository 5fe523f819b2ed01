import { describe, expect, it } from 'vitest';
import { ingredientSchema } from './dishes.js';
import { ingredientHeading, parseIngredientLine, parseIngredientLines, toKitchenUnit } from './ingredient-lines.js';

describe('parseIngredientLine', () => {
  it.each([
    ['2 cups flour', { item: 'flour', quantity: 2, unit: 'cup' }],
    ['1 1/2 tablespoons olive oil', { item: 'olive oil', quantity: 1.5, unit: 'tbsp' }],
    ['½ cup cold butter', { item: 'cold butter', quantity: 0.5, unit: 'cup' }],
    ['3 cloves garlic, minced', { item: 'garlic', quantity: 3, unit: 'clove', note: 'minced' }],
    ['2 slices bread', { item: 'bread', quantity: 2, unit: 'slice' }],
    ['3 fl oz milk', { item: 'milk', quantity: 3, unit: 'fl oz' }],
    ['200 g dark chocolate', { item: 'dark chocolate', quantity: 200, unit: 'g' }],
    ['1 T sugar', { item: 'sugar', quantity: 1, unit: 'tbsp' }],
    ['4 eggs', { item: 'eggs', quantity: 4, unit: '' }],
    ['2 cans black beans', { item: 'cans black beans', quantity: 2, unit: '' }],
    ['2-3 large eggs', { item: 'large eggs', quantity: 2, unit: '', note: '2 to 3' }],
    ['Salt and pepper to taste', { item: 'Salt and pepper', quantity: 0, unit: 'to taste' }],
    ['Olive oil, as needed', { item: 'Olive oil', quantity: 0, unit: 'as needed' }],
  ])('reads "%s"', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ optional: false, ...expected });
  });

  it('marks an ingredient written as optional', () => {
    expect(parseIngredientLine('1/4 cup walnuts (optional)')).toEqual({
      item: 'walnuts',
      quantity: 0.25,
      unit: 'cup',
      optional: true,
    });
  });

  it.each(['', '   ', 'For the glaze:', '* 12', '1/2'])('answers null for "%s", which names no ingredient', (line) => {
    expect(parseIngredientLine(line)).toBeNull();
  });

  it('keeps an overlong name within the dish limits', () => {
    expect(parseIngredientLine(`1 cup ${'a'.repeat(500)}`)?.item).toHaveLength(200);
  });

  it('keeps an overlong note within the dish limits, and the answer fits the schema', () => {
    const ingredient = parseIngredientLine(`1 onion, ${'finely chopped '.repeat(40)}`);
    expect(ingredient?.note?.length).toBeLessThanOrEqual(300);
    expect(ingredientSchema.safeParse(ingredient).success).toBe(true);
  });
});

describe('parseIngredientLine rules', () => {
  it.each([
    ['½ tsp salt', 0.5],
    ['1½ cups milk', 1.5],
    ['1 ½ cups milk', 1.5],
    ['1 1/2 cups milk', 1.5],
    ['1⁄3 cup sugar', 0.333],
    ['1,5 kg potatoes', 1.5],
    ['0,25 l cream', 0.25],
    ['1,000 g flour', 1000],
    ['1-1/2 cups sugar', 1.5],
    ['1 (.25 ounce) package yeast', 1],
  ])('reads the amount of "%s" as %s', (line, quantity) => {
    expect(parseIngredientLine(line)?.quantity).toBeCloseTo(quantity, 2);
  });

  it.each([
    ['6-8 chicken thighs', 6, '', 'chicken thighs', '6 to 8'],
    ['6 to 8 chicken thighs', 6, '', 'chicken thighs', '6 to 8'],
    ['2–3 tbsp sugar', 2, 'tbsp', 'sugar', '2 to 3 tbsp'],
    ['½-1 tsp cayenne', 0.5, 'tsp', 'cayenne', '½ to 1 tsp'],
  ])('takes the lower number of the range "%s" and keeps the range in the note', (line, quantity, unit, item, note) => {
    expect(parseIngredientLine(line)).toEqual({ item, quantity, unit, optional: false, note });
  });

  it.each([
    ['125g/4½oz butter', 125, 'g', 'butter'],
    ['2 c (30 g) flour', 2, 'cup', 'flour'],
    ['1 cup (240 ml) milk', 1, 'cup', 'milk'],
    ['250 ml (1 cup) water', 250, 'ml', 'water'],
    ['3 tbsp / 45 ml lemon juice', 3, 'tbsp', 'lemon juice'],
    ['500g/1lb 2oz beef mince', 500, 'g', 'beef mince'],
  ])('keeps the first amount of the pair "%s" and drops the conversion', (line, quantity, unit, item) => {
    expect(parseIngredientLine(line)).toEqual({ item, quantity, unit, optional: false });
  });

  it('reads the item as what you buy and the rest as the note', () => {
    expect(parseIngredientLine('100g/4½oz baby banana shallots, peeled')).toEqual({
      item: 'baby banana shallots',
      quantity: 100,
      unit: 'g',
      optional: false,
      note: 'peeled',
    });
  });

  it.each([
    ['½ tsp salt or to taste', { item: 'salt', quantity: 0.5, unit: 'tsp', note: 'or to taste' }],
    ['1 tsp sugar, or more to taste', { item: 'sugar', quantity: 1, unit: 'tsp', note: 'or more to taste' }],
    ['Salt to taste', { item: 'Salt', quantity: 0, unit: 'to taste' }],
    ['Salt (to taste)', { item: 'Salt', quantity: 0, unit: 'to taste' }],
    ['Water, as needed', { item: 'Water', quantity: 0, unit: 'as needed' }],
    ['Sale q.b.', { item: 'Sale', quantity: 0, unit: 'as needed' }],
    ['Sal y pimienta al gusto', { item: 'Sal y pimienta', quantity: 0, unit: 'to taste' }],
  ])('reads "to taste" and "as needed" in "%s"', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ optional: false, ...expected });
  });

  it.each([
    ['1 tbsp honey (optional)', 'honey', undefined],
    ['1 tsp chili flakes, optional', 'chili flakes', undefined],
    ['Optional: 2 tbsp maple syrup', 'maple syrup', undefined],
    ['1 tbsp honey (optional, for drizzling)', 'honey', 'for drizzling'],
    ['50 g de noix (facultatif)', 'noix', undefined],
  ])('marks "%s" optional', (line, item, note) => {
    const ingredient = parseIngredientLine(line);
    expect(ingredient).toMatchObject({ item, optional: true });
    expect(ingredient?.note).toBe(note);
  });

  it.each([
    ['1 onion (finely chopped)', 'onion', 'finely chopped'],
    ['2 carrots, peeled and diced', 'carrots', 'peeled and diced'],
    ['1 tbsp olive oil, plus more for drizzling', 'olive oil', 'plus more for drizzling'],
    ['2 tbsp olive oil plus extra for frying', 'olive oil', 'plus extra for frying'],
    ['1 cup packed brown sugar', 'brown sugar', 'packed'],
    ['1 cup nuts (such as walnuts or pecans)', 'nuts', 'such as walnuts or pecans'],
    ['1 Zwiebel, fein gehackt', 'Zwiebel', 'fein gehackt'],
  ])('moves the preparation of "%s" into the note', (line, item, note) => {
    expect(parseIngredientLine(line)).toMatchObject({ item, note });
  });

  it('keeps commas that belong to the name', () => {
    expect(parseIngredientLine('1 lb boneless, skinless chicken thighs')?.item).toBe('boneless, skinless chicken thighs');
  });

  it('keeps the size of eggs with the eggs', () => {
    expect(parseIngredientLine('2 large eggs')).toEqual({ item: 'large eggs', quantity: 2, unit: '', optional: false });
  });

  it.each([
    ['1 (14 oz) can tomatoes', { item: 'can tomatoes', quantity: 1, unit: '', note: '14 oz' }],
    ['1 x 400g tin chopped tomatoes', { item: 'tin chopped tomatoes', quantity: 1, unit: '', note: '400 g' }],
    ['400g tin chopped tomatoes', { item: 'chopped tomatoes', quantity: 400, unit: 'g', note: 'tin' }],
    ['4 chicken breasts (about 1.5 lb)', { item: 'chicken breasts', quantity: 4, unit: '', note: 'about 1.5 lb' }],
    ['Butter (200 g)', { item: 'Butter', quantity: 200, unit: 'g' }],
  ])('reads the size beside a count in "%s"', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ optional: false, ...expected });
  });

  it.each([
    ['a pinch of salt', { item: 'salt', quantity: 1, unit: 'pinch' }],
    ['Pinch of salt', { item: 'salt', quantity: 1, unit: 'pinch' }],
    ['juice of 1 lemon', { item: 'lemon', quantity: 1, unit: '', note: 'juice' }],
    ['zest 1 lemon', { item: 'lemon', quantity: 1, unit: '', note: 'zest' }],
    ['half a lemon', { item: 'lemon', quantity: 0.5, unit: '' }],
    ['Two large eggs', { item: 'large eggs', quantity: 2, unit: '' }],
  ])('reads amounts written in words in "%s"', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ optional: false, ...expected });
  });

  it.each([
    ['1 T. sugar', 'tbsp'],
    ['1 Tbsp. sugar', 'tbsp'],
    ['2 tablespoons sugar', 'tbsp'],
    ['1 t. salt', 'tsp'],
    ['3 c. milk', 'cup'],
    ['4 oz. cheese', 'oz'],
    ['2 lbs potatoes', 'lb'],
    ['500 grams flour', 'g'],
    ['250 millilitres milk', 'ml'],
    ['2 EL Öl', 'tbsp'],
    ['3 Esslöffel Öl', 'tbsp'],
    ['1 TL Salz', 'tsp'],
    ['2 cucharadas de aceite', 'tbsp'],
    ["1 c. à soupe d'huile", 'tbsp'],
    ['1 cucchiaino di sale', 'tsp'],
    ['2 el olijfolie', 'tbsp'],
    ['砂糖 大さじ2', 'tbsp'],
  ])('reads the unit of "%s" as %s', (line, unit) => {
    expect(parseIngredientLine(line)?.unit).toBe(unit);
  });

  it('writes decilitres and centilitres as millilitres', () => {
    expect(parseIngredientLine('3 dl Milch')).toMatchObject({ quantity: 300, unit: 'ml', item: 'Milch' });
    expect(parseIngredientLine('50 cl de lait')).toMatchObject({ quantity: 500, unit: 'ml', item: 'lait' });
  });

  it.each([['• 2 cups flour'], ['- 2 cups flour'], ['1. 2 cups flour'], ['2) 2 cups flour'], ['▢ 2 cups flour'], ['[ ] 2 cups flour']])(
    'drops the bullet or number of "%s"',
    (line) => {
      expect(parseIngredientLine(line)).toEqual({ item: 'flour', quantity: 2, unit: 'cup', optional: false });
    },
  );

  it.each([
    ['1 Prise Salz', { quantity: 1, unit: 'pinch', item: 'Salz' }],
    ['200 g de farine', { quantity: 200, unit: 'g', item: 'farine' }],
    ["1 spicchio d'aglio", { quantity: 1, unit: 'clove', item: 'aglio' }],
    ['2 dientes de ajo, picados', { quantity: 2, unit: 'clove', item: 'ajo' }],
    ['2 teentjes knoflook', { quantity: 2, unit: 'clove', item: 'knoflook' }],
    ['豚バラ肉 200g', { quantity: 200, unit: 'g', item: '豚バラ肉' }],
    ['卵 2個', { quantity: 2, unit: 'piece', item: '卵' }],
  ])('reads the non-English line "%s"', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it('keeps units outside our list at the start of the item', () => {
    expect(parseIngredientLine('2 sprigs thyme')).toEqual({ item: 'sprigs thyme', quantity: 2, unit: '', optional: false });
    expect(parseIngredientLine('1 Bund Petersilie')).toEqual({ item: 'Bund Petersilie', quantity: 1, unit: '', optional: false });
  });
});

describe('ingredientHeading', () => {
  it.each([
    ['For the sauce:', 'For the sauce'],
    ['For the glaze', 'For the glaze'],
    ['FILLING', 'Filling'],
    ['Sauce', 'Sauce'],
    ['Topping:', 'Topping'],
    ['Für den Teig:', 'Für den Teig'],
    ['【たれ】', 'たれ'],
    ['Ingredients:', ''],
  ])('reads "%s" as a heading', (line, heading) => {
    expect(ingredientHeading(line)).toBe(heading);
  });

  it.each(['2 cups flour', 'Salt', 'Salt to taste', 'Kosher salt and black pepper', 'For 4 people: 2 eggs'])(
    'reads "%s" as no heading',
    (line) => {
      expect(ingredientHeading(line)).toBeNull();
    },
  );
});

describe('parseIngredientLines', () => {
  it('reads a line of 200,000 stars or dashes between words in one go, as no heading', () => {
    const line = `salt ${'*'.repeat(100_000)}${'-'.repeat(100_000)} x`;
    expect(ingredientHeading(line)).toBeNull();
    expect(parseIngredientLines([line, '2 cups flour']).map((ingredient) => ingredient.item)).toContain('flour');
  });

  it('keeps the order and skips lines that are not ingredients', () => {
    const items = parseIngredientLines(['For the dough:', '2 cups flour', '', '1 tsp salt']).map((i) => i.item);
    expect(items).toEqual(['flour', 'salt']);
  });

  it('names the group of the ingredients below each heading', () => {
    const ingredients = parseIngredientLines([
      '2 cups flour',
      'For the glaze:',
      '1 cup icing sugar',
      '2 tbsp milk',
      'TOPPING',
      '1/4 cup pecans',
    ]);
    expect(ingredients.map((ingredient) => [ingredient.item, ingredient.group])).toEqual([
      ['flour', undefined],
      ['icing sugar', 'For the glaze'],
      ['milk', 'For the glaze'],
      ['pecans', 'Topping'],
    ]);
    expect(ingredients[0]).not.toHaveProperty('group');
  });

  it('reads a line in capitals as an ingredient when the whole list is written in capitals', () => {
    const lines = [
      'FILLING',
      '2 CUPS FLOUR',
      '1 TSP BAKING SODA',
      'SALT',
      'BUTTER',
      '-----TOPPING-----',
      '1/2 C SUGAR',
      'FRESHLY GROUND PEPPER',
    ];
    expect(parseIngredientLines(lines).map((ingredient) => [ingredient.item, ingredient.group])).toEqual([
      ['FLOUR', 'Filling'],
      ['BAKING SODA', 'Filling'],
      ['SALT', 'Filling'],
      ['BUTTER', 'Filling'],
      ['SUGAR', 'Topping'],
      ['PEPPER', 'Topping'],
    ]);
  });

  it('still reads a line in capitals as a heading in a list written in lower case', () => {
    const lines = ['2 cups flour', '1 tsp soda', 'CRUMB TOPPING', '1/2 cup sugar'];
    expect(parseIngredientLines(lines).map((ingredient) => ingredient.group ?? '')).toEqual(['', '', 'Crumb topping']);
  });

  it('answers one ingredient per line when every line is an ingredient', () => {
    const lines = ['2 cups flour', 'Salt to taste', '3 eggs', '1 (14 oz) can tomatoes'];
    expect(parseIngredientLines(lines).map((ingredient) => ingredient.item)).toEqual(['flour', 'Salt', 'eggs', 'can tomatoes']);
  });
});

describe('toKitchenUnit', () => {
  it.each([
    ['cup', 'cup'],
    ['Cups', 'cup'],
    ['tablespoons', 'tbsp'],
    ['TSP', 'tsp'],
    ['grams', 'g'],
    ['fluid ounces', 'fl oz'],
    ['To taste', 'to taste'],
    ['slices', 'slice'],
    ['EL', 'tbsp'],
    ['', ''],
    ['handful', ''],
    ['can', ''],
    ['dl', ''],
  ])('maps "%s" to "%s"', (written, unit) => {
    expect(toKitchenUnit(written)).toBe(unit);
  });
});
