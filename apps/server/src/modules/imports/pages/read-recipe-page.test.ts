import { readFileSync } from 'node:fs';
import { dishInputSchema } from '@hearth/shared/dishes';
import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../../errors.js';
import { buildLargeRecipePage } from './large-recipe-page.js';
import { readRecipePage } from './read-recipe-page.js';
import { englishText } from '../import-notices.js';

const PAGE_URL = 'https://page.example.test/recipes/dinner';

function fixture(name: string): string {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
}

function read(name: string, pageUrl: string | undefined = PAGE_URL) {
  const result = readRecipePage(fixture(name), pageUrl);
  expect(dishInputSchema.safeParse(result.dish).success).toBe(true);
  return result;
}

function items(name: string): string[] {
  return read(name).dish.ingredients.map((ingredient) => ingredient.item);
}

/** The fixture's dish has this name, these ingredients (their items, in order) and this many steps. */
function expectNameItemsAndSteps(name: string, dishName: string, expectedItems: string[], steps: number) {
  const { dish } = read(name);
  expect(dish.dishName).toBe(dishName);
  expect(items(name)).toEqual(expectedItems);
  expect(dish.instructions).toHaveLength(steps);
}

describe('readRecipePage with JSON-LD', () => {
  it('reads a plain Recipe with every field', () => {
    const { dish, warnings } = read('json-ld-plain.html');
    expect(dish).toMatchObject({
      dishName: 'Lemon Ricotta Pancakes',
      description: 'Tender pancakes with ricotta and a little lemon zest, ready in half an hour.',
      prepTime: 10,
      cookTime: 15,
      servings: 4,
      imageUrl: 'https://img.example.test/recipes/pancakes-1200.jpg',
      sourceUrl: 'https://cooking.example.test/recipes/lemon-ricotta-pancakes',
      notes: 'By Mara Quill',
      tags: ['Breakfast', 'American', 'pancakes', 'ricotta', 'lemon', 'brunch'],
      utensils: ['Large skillet', 'Whisk'],
    });
    expect(dish.ingredients[0]).toEqual({ item: 'all-purpose flour', quantity: 1.5, unit: 'cup', optional: false });
    expect(dish.ingredients[6]).toEqual({ item: 'large eggs', quantity: 2, unit: '', optional: false, note: 'separated' });
    expect(dish.instructions).toHaveLength(4);
    expect(dish.instructions[3]).toBe('Cook ladlefuls in a buttered skillet over medium heat, 2 to 3 minutes a side.');
    expect(warnings.map(englishText)).toEqual([]);
  });

  it('finds the Recipe in an @graph and resolves its author and image references', () => {
    const { dish } = read('json-ld-graph.html');
    expect(dish).toMatchObject({
      dishName: 'Slow-Roast Tomato Soup',
      notes: 'By Tobias Fenn',
      imageUrl: 'https://kitchen-notes.example.test/uploads/soup-wide.jpg',
      servings: 4,
      prepTime: 15,
      // the total apart: 1 h 45 min
      cookTime: null,
      totalTime: 105,
    });
    expect(dish.ingredients[0]).toMatchObject({ item: 'ripe tomatoes', quantity: 1, unit: 'kg', note: 'halved' });
    expect(dish.ingredients.at(-1)).toMatchObject({ item: 'Salt and pepper', unit: 'to taste' });
  });

  it('reads a top-level array with a full-IRI type, relative images and instructions in one text', () => {
    const { dish } = read('json-ld-array.html');
    expect(dish).toMatchObject({ dishName: 'Herb Flatbreads', servings: 6, prepTime: 60, cookTime: 8 });
    expect(dish.imageUrl).toBe('https://page.example.test/media/flatbread-square.jpg');
    expect(dish.instructions).toEqual([
      'Mix everything to a soft dough.',
      'Knead for 5 minutes, then leave to rise for 1 hour.',
      'Divide into 6, roll thin and cook in a hot dry pan for 2 minutes a side.',
    ]);
  });

  it('reads a Recipe nested in mainEntity with a type list, several authors and a range of servings', () => {
    const { dish } = read('json-ld-main-entity.html');
    expect(dish).toMatchObject({
      dishName: 'Weeknight Chickpea Curry',
      servings: 4,
      prepTime: 10,
      cookTime: 30,
      notes: 'By Priya Lal and Sam Ortega',
      tags: ['curry', 'vegan', 'Chickpeas'],
    });
    expect(dish.ingredients[5]).toMatchObject({ item: 'cans chickpeas', quantity: 2, unit: '', note: '400 g, drained' });
  });

  it('reads the recipe script when another script on the page is broken, and repairs trailing commas', () => {
    const { dish } = read('json-ld-multiple-scripts.html');
    expect(dish.dishName).toBe('Brown Butter Blondies');
    expect(dish.description).toBe('Chewy blondies with browned butter and white chocolate.');
    expect(dish.ingredients).toHaveLength(7);
    expect(dish.instructions).toHaveLength(3);
  });

  it('keeps HowToSection names as headings before their steps, and ingredient groups', () => {
    const { dish } = read('json-ld-how-to-section.html');
    expect(dish.instructions).toEqual([
      'Cook the ribs:',
      'Rub the ribs with paprika and salt.',
      'Wrap in foil and bake at 300°F for 2 hours.',
      'Glaze:',
      'Simmer the honey, soy sauce and garlic until syrupy.',
      'Brush over the ribs and grill for 10 minutes, turning once.',
    ]);
    expect(dish.ingredients.map((ingredient) => [ingredient.item, ingredient.group])).toEqual([
      ['racks baby back ribs', 'For the ribs'],
      ['smoked paprika', 'For the ribs'],
      ['salt', 'For the ribs'],
      ['honey', 'For the glaze'],
      ['soy sauce', 'For the glaze'],
      ['garlic', 'For the glaze'],
    ]);
    expect(dish).toMatchObject({ servings: 4, prepTime: 20, cookTime: 150, imageUrl: 'https://ribs.example.test/img/ribs.jpg' });
  });

  it('strips markup and decodes entities, also encoded twice', () => {
    const { dish } = read('json-ld-instructions-html.html');
    expect(dish.dishName).toBe('Oat & Raisin Cookies');
    expect(dish.description).toBe('Crisp edges, chewy middles – the classic.');
    expect(dish.instructions).toEqual([
      'Heat the oven to 180°C.',
      'Cream the butter and sugar, then beat in the egg.',
      'Stir in the oats, flour, cinnamon & raisins.',
      'Bake spoonfuls for 12 minutes.',
    ]);
    expect(dish.ingredients[0]).toMatchObject({ item: 'rolled oats', quantity: 1, unit: 'cup' });
    expect(dish).toMatchObject({ servings: 12, imageUrl: 'https://cdn.example.test/cookies.jpg', notes: 'By June Park and Leo Brandt' });
    expect(dish.tags).toEqual(['cookies', 'oats', 'baking']);
  });

  it('takes the largest of several sized images and the older "ingredients" property', () => {
    const { dish } = read('json-ld-images-sized.html');
    expect(dish.imageUrl).toBe('https://page.example.test/images/corn-large.jpg');
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual([
      'ears corn',
      'red onion',
      'cherry tomatoes',
      'limes',
      'cilantro',
      'chili powder',
    ]);
    expect(dish).toMatchObject({ servings: 4, prepTime: null, cookTime: null, totalTime: 25 });
  });

  it('reads the Recipe on a page that also describes an Article', () => {
    expect(read('json-ld-recipe-and-article.html').dish).toMatchObject({
      dishName: 'Egg Fried Rice',
      servings: 2,
      cookTime: null,
      totalTime: 15,
    });
  });

  it('orders ItemList steps by position and reads a prefixed type and a duration in words', () => {
    const { dish } = read('json-ld-item-list.html');
    expect(dish.instructions).toEqual([
      'Mix the flour, water, yeast and salt into a wet dough.',
      'Cover and refrigerate overnight, then stretch into an oiled tin.',
      'Dimple, drizzle with oil and bake at 220°C for 25 minutes.',
    ]);
    expect(dish).toMatchObject({ dishName: 'Overnight Focaccia', servings: 8, prepTime: 20, cookTime: 25 });
  });

  it('decodes named and numeric entities on a page that names no charset', () => {
    const { dish } = read('entities-no-charset.html');
    expect(dish.dishName).toBe('Crème brûlée');
    expect(dish.description).toBe('Silky custard & a crackly top – café classic.');
    expect(dish.instructions[2]).toBe('Bake in a water bath at 150°C for 30 minutes, chill, then caramelise the sugar on top.');
  });

  it('reads a Spanish recipe and keeps a step title before its text', () => {
    const { dish } = read('spanish.html');
    expect(dish).toMatchObject({ dishName: 'Tortilla de patatas', servings: 4, tags: ['Plato principal', 'Española'] });
    expect(dish.instructions[0]).toBe('Pelar: Pela y corta las patatas y la cebolla en láminas finas.');
    expect(dish.ingredients.map((ingredient) => [ingredient.quantity, ingredient.unit, ingredient.item])).toEqual([
      [1, 'kg', 'patatas'],
      [6, '', 'huevos'],
      [1, '', 'cebolla mediana'],
      [250, 'ml', 'aceite de oliva'],
      [0, 'to taste', 'Sal'],
    ]);
  });
});

describe('readRecipePage with microdata and RDFa', () => {
  it('reads microdata with nested HowToStep and Person items', () => {
    const { dish } = read('microdata.html');
    expect(dish).toMatchObject({
      dishName: 'Spiced Carrot Cake',
      description: 'A moist cake with cinnamon, nutmeg and cream cheese frosting.',
      prepTime: 25,
      cookTime: 40,
      servings: 12,
      notes: 'By Hal Winters',
      tags: ['Dessert'],
      imageUrl: 'https://page.example.test/photos/carrot-cake.jpg',
    });
    expect(dish.ingredients).toHaveLength(7);
    expect(dish.instructions).toEqual([
      'Heat the oven to 350°F and grease two 9-inch pans.',
      'Whisk the dry ingredients; beat the sugar, oil and eggs, then combine.',
      'Fold in the carrots and bake for 40 minutes.',
    ]);
  });

  it('reads older microdata: "ingredients" and instructions as paragraphs', () => {
    const { dish } = read('microdata-old-style.html');
    expect(dish).toMatchObject({ dishName: "Grandma's Meatloaf", servings: 6, cookTime: null, totalTime: 80 });
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['ground beef', 'breadcrumbs', 'onion', 'eggs', 'ketchup']);
    expect(dish.instructions).toHaveLength(3);
  });

  it('reads RDFa with a vocabulary and nested steps', () => {
    const { dish } = read('rdfa.html');
    expect(dish).toMatchObject({
      dishName: 'Miso Glazed Salmon',
      servings: 2,
      cookTime: null,
      totalTime: 20,
      imageUrl: 'https://fish.example.test/salmon.jpg',
      instructions: ['Mix the miso, mirin and honey.', 'Spread over the salmon and grill for 8 minutes.'],
    });
    expect(dish.ingredients).toHaveLength(4);
  });

  it('reads RDFa written with a schema: prefix', () => {
    const { dish } = read('rdfa-prefixed.html');
    expect(dish).toMatchObject({ dishName: 'Quick Pickled Cucumbers', servings: 1, prepTime: 10, tags: ['pickles', 'quick'] });
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['cucumbers', 'rice vinegar', 'sugar', 'salt']);
  });
});

describe('readRecipePage with incomplete or older markup', () => {
  it('reads data-vocabulary.org microdata: ingredient amounts and names, photo, summary', () => {
    const { dish } = read('data-vocabulary.html');
    expect(dish).toMatchObject({
      dishName: "Grandma's Buttermilk Pie",
      description: 'A custard pie from a church cookbook.',
      imageUrl: 'https://page.example.test/images/buttermilk-pie.jpg',
      servings: 8,
      prepTime: 20,
      cookTime: 60,
    });
    expect(dish.ingredients.map((ingredient) => [ingredient.quantity, ingredient.unit, ingredient.item])).toEqual([
      [1.5, 'cup', 'sugar'],
      [3, 'tbsp', 'all-purpose flour'],
      [3, '', 'eggs'],
      [1, 'cup', 'buttermilk'],
      [1, '', 'unbaked pie crust'],
    ]);
    expect(dish.instructions).toHaveLength(3);
  });

  it('fills steps the JSON-LD leaves out from the page, and says so; reads JSON-LD in CDATA with comments', () => {
    const { dish, warnings } = read('json-ld-without-steps.html');
    expect(dish.dishName).toBe('Sheet Pan Gnocchi');
    expect(dish.ingredients).toHaveLength(5);
    expect(dish.instructions).toEqual([
      'Heat the oven to 425°F.',
      'Toss everything with the oil, salt and pepper on a sheet pan.',
      'Roast for 20 to 25 minutes, stirring once, until the gnocchi are golden.',
    ]);
    expect(warnings.map(englishText)).toEqual([expect.stringMatching(/no steps: they were read from the page/)]);
  });
});

describe('readRecipePage without structured data', () => {
  it('reads the lists under an Ingredients and a Method heading, with group sub-headings', () => {
    const { dish, warnings } = read('headings-english.html');
    expect(dish).toMatchObject({
      dishName: 'Green Goddess Grain Bowl',
      description: 'A bowl of grains, greens and a herby dressing.',
      imageUrl: 'https://page.example.test/uploads/grain-bowl.jpg',
      sourceUrl: PAGE_URL,
    });
    expect(dish.ingredients.map((ingredient) => [ingredient.item, ingredient.group])).toEqual([
      ['quinoa', undefined],
      ['baby spinach', undefined],
      ['avocado', undefined],
      ['cooked chickpeas', undefined],
      ['Greek yogurt', 'For the dressing'],
      ['mixed soft herbs', 'For the dressing'],
      ['garlic', 'For the dressing'],
      ['lemon', 'For the dressing'],
    ]);
    expect(dish.instructions).toHaveLength(3);
    expect(warnings.map(englishText)).toEqual([expect.stringContaining('no recipe markup')]);
  });

  it.each([
    ['wprm-classes.html', 'Garlic Butter Green Beans', ['green beans', 'butter', 'garlic', 'flaky salt'], 3],
    [
      'tasty-classes.html',
      'Cold Peanut Noodles',
      ['spaghetti', 'peanut butter', 'soy sauce', 'rice vinegar', 'sesame oil', 'green onions'],
      3,
    ],
    ['mediavine-classes.html', 'Baked Feta Pasta', ['cherry tomatoes', 'block feta cheese', 'olive oil', 'short pasta', 'Fresh basil'], 2],
  ])('reads the recipe plugin classes of %s', expectNameItemsAndSteps);

  it('keeps WP Recipe Maker notes and group names', () => {
    const { dish } = read('wprm-classes.html');
    expect(dish.ingredients[0]).toMatchObject({ item: 'green beans', quantity: 1, unit: 'lb', note: 'trimmed' });
    expect(dish.ingredients[2]).toMatchObject({ item: 'garlic', quantity: 4, unit: 'clove', note: 'minced', group: 'To finish' });
  });

  it('reads a German page with groups and decimal commas', () => {
    const { dish } = read('german.html');
    expect(dish.dishName).toBe('Apfelkuchen vom Blech');
    expect(dish.ingredients[5]).toMatchObject({ item: 'Äpfel', quantity: 1.5, unit: 'kg', note: 'geschält', group: 'Für den Belag' });
    expect(dish.ingredients[4]).toMatchObject({ item: 'Salz', quantity: 1, unit: 'pinch', group: 'Für den Teig' });
    expect(dish.instructions).toHaveLength(4);
  });

  it('reads a French page whose headings are bold paragraphs and whose lines are split by <br>', () => {
    const { dish } = read('french.html');
    expect(dish.dishName).toBe('Quiche lorraine facile');
    expect(items('french.html')).toEqual(['pâte brisée', 'lardons', 'œufs', 'crème fraîche', 'lait', 'muscade', 'Sel, poivre']);
    expect(dish.ingredients[3]).toMatchObject({ quantity: 200, unit: 'ml' });
    expect(dish.instructions[0]).toBe('Préchauffez le four à 180 °C.');
  });

  it('reads an Italian page with "q.b." and servings in its heading', () => {
    const { dish } = read('italian.html');
    expect(dish).toMatchObject({ dishName: 'Pasta alla Norma', servings: 4 });
    expect(dish.ingredients.at(-1)).toMatchObject({ item: 'Sale', unit: 'as needed' });
    expect(dish.ingredients[3]).toMatchObject({ item: 'aglio', quantity: 1, unit: 'clove' });
    expect(dish.instructions).toHaveLength(3);
  });

  it.each([
    ['plugin-ids.html', 'Lemon Bars', ['all-purpose flour', 'powdered sugar', 'cold butter', 'eggs', 'lemon juice'], 2],
    ['plugin-prefixed.html', 'Chicken Tortilla Soup', ['vegetable oil', 'chicken broth', 'chicken breasts'], 2],
  ])('reads a recipe plugin it has no rule for by its class or id names (%s)', expectNameItemsAndSteps);

  it.each([
    [
      'dutch.html',
      { dishName: 'Erwtensoep' },
      [
        [500, 'g', 'spliterwten'],
        [2, 'l', 'water'],
        [1, '', 'ui'],
        [2, '', 'wortels'],
        [1, '', 'rookworst'],
        [0, 'to taste', 'Zout en peper'],
      ],
      3,
    ],
    // Amounts written after the names.
    [
      'japanese.html',
      { dishName: '鶏の照り焼き', servings: 2 },
      [
        [1, 'piece', '鶏もも肉'],
        [2, 'tbsp', 'しょうゆ'],
        [2, 'tbsp', 'みりん'],
        [1, 'tsp', '砂糖'],
        [0, 'as needed', 'サラダ油'],
      ],
      3,
    ],
    [
      'hebrew.html',
      { dishName: 'שקשוקה ביתית' },
      [
        [2, 'tbsp', 'שמן זית'],
        [1, '', 'בצל'],
        [4, '', 'עגבניות בשלות'],
        [1, 'tsp', 'פפריקה'],
        [4, '', 'ביצים'],
      ],
      3,
    ],
    [
      'russian.html',
      { dishName: 'Блины на молоке' },
      [
        [500, 'ml', 'Молоко'],
        [2, 'piece', 'Яйца'],
        [200, 'g', 'Мука'],
        [2, 'tbsp', 'Сахар'],
        [0.5, 'tsp', 'Соль'],
      ],
      3,
    ],
    [
      'polish.html',
      { dishName: 'Placki ziemniaczane' },
      [
        [1, 'kg', 'ziemniaków'],
        [1, '', 'cebula'],
        [1, '', 'jajko'],
        [2, 'tbsp', 'mąki pszennej'],
        [0.5, 'tsp', 'soli'],
      ],
      3,
    ],
    [
      'chinese.html',
      { dishName: '番茄炒蛋' },
      [
        [3, 'piece', '鸡蛋'],
        [2, 'piece', '番茄'],
        [1, 'tsp', '白糖'],
        [0, 'as needed', '盐'],
      ],
      3,
    ],
    [
      'turkish.html',
      { dishName: 'Mercimek Çorbası' },
      [
        [1, 'cup', 'kırmızı mercimek'],
        [1, 'piece', 'soğan'],
        [2, 'tbsp', 'tereyağı'],
        [1, 'tsp', 'tuz'],
        [6, 'cup', 'su'],
      ],
      3,
    ],
    [
      'swedish.html',
      { dishName: 'Kanelbullar' },
      [
        [25, 'g', 'jäst'],
        [250, 'ml', 'mjölk'],
        [75, 'g', 'smör'],
        [100, 'ml', 'socker'],
        [1, 'tsp', 'kardemumma'],
        [700, 'ml', 'vetemjöl'],
      ],
      3,
    ],
  ])('reads a page in another language and script (%s)', (name, fields, expected, steps) => {
    const { dish } = read(name);
    expect(dish).toMatchObject(fields);
    expect(dish.ingredients.map((ingredient) => [ingredient.quantity, ingredient.unit, ingredient.item])).toEqual(expected);
    expect(dish.instructions).toHaveLength(steps);
  });

  it('reads a Portuguese page', () => {
    const { dish } = read('portuguese.html');
    expect(dish.ingredients[2]).toMatchObject({ item: 'óleo', quantity: 1, unit: 'cup' });
    expect(dish.ingredients[5]).toMatchObject({ item: 'fermento em pó', quantity: 1, unit: 'tbsp' });
    expect(dish.instructions).toHaveLength(2);
  });
});

describe('readRecipePage refusals and limits', () => {
  it.each([
    ['an article with no recipe', fixture('no-recipe.html')],
    ['an empty page', ''],
    ['plain text', 'just some words'],
    ['JSON-LD that is not JSON', '<script type="application/ld+json">{{{</script>'],
  ])('answers 422 "No recipe found on that page" for %s', (_case, html) => {
    const attempt = () => readRecipePage(html, PAGE_URL);
    expect(attempt).toThrow(UnprocessableError);
    expect(attempt).toThrow('No recipe found on that page');
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 422, code: 'NO_RECIPE_FOUND' });
    }
  });

  it('reads a recipe beside JSON nested 10,000 deep without running out of stack', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const html = `<script type="application/ld+json">${deep}</script><script type="application/ld+json">${deepObject}</script>${fixture('json-ld-plain.html')}`;
    expect(readRecipePage(html).dish.dishName).toBe('Lemon Ricotta Pancakes');
  });

  it('survives a recipe whose own fields are nested 10,000 deep', () => {
    const nested = `${'['.repeat(10_000)}"Mara"${']'.repeat(10_000)}`;
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Deep","author":${nested},"recipeIngredient":["1 egg"]}</script>`;
    expect(readRecipePage(html).dish).toMatchObject({ dishName: 'Deep', ingredients: [{ item: 'egg', quantity: 1 }] });
  });

  it('reads a 5 MB page of deeply nested tags without crashing', () => {
    const html = `<h2>Ingredients</h2><ul><li>2 eggs</li></ul><h2>Method</h2><p>Boil.</p>${'<div>'.repeat(1_000_000)}deep${'</div>'.repeat(1_000)}`;
    expect(html.length).toBeGreaterThan(5_000_000);
    const { dish } = readRecipePage(html);
    expect(dish.ingredients).toEqual([{ item: 'eggs', quantity: 2, unit: '', optional: false }]);
    expect(dish.instructions).toEqual(['Boil.', 'deep']);
  });

  it.each([
    ['unclosed script tags', '<script type="application/ld+json">'.repeat(150_000)],
    ['script tags that never end', '<script '.repeat(600_000)],
    ['attributes that never end', 'typeof="'.repeat(600_000)],
    ['tags that never end', `<h2>Ingredients</h2><ul><li>${'<a '.repeat(1_500_000)}`],
  ])('answers a 5 MB page of %s in one pass', (_case, html) => {
    expect(() => readRecipePage(html)).toThrow('No recipe found on that page');
  });

  it('reads a recipe with a megabyte-long ingredient line and five hundred more lines', () => {
    const recipe = {
      '@type': 'Recipe',
      name: 'Flood',
      recipeIngredient: [`1 cup ${'sugar '.repeat(200_000)}`, ...Array.from({ length: 500 }, () => '1 egg')],
    };
    const { dish, warnings } = readRecipePage(`<script type="application/ld+json">${JSON.stringify(recipe)}</script>`);
    expect(dish.ingredients).toHaveLength(150);
    expect(dish.ingredients[0]?.item.length).toBeLessThanOrEqual(200);
    expect(warnings.map(englishText)).toContain('Only the first 150 of 501 ingredients were kept.');
  });

  it('reads a recipe whose times and text hold runs of two hundred thousand digits and spaces, in one pass', () => {
    const digits = '1'.repeat(200_000);
    const spaces = ' '.repeat(200_000);
    const recipe = {
      '@type': 'Recipe',
      name: 'Runs',
      prepTime: `${digits}x`,
      cookTime: `PT${digits}`,
      description: `a${' '.repeat(90_000)}b`,
      recipeIngredient: ['1 egg'],
    };
    const { dish } = readRecipePage(`<script type="application/ld+json">${JSON.stringify(recipe)}</script>`);
    expect(dish).toMatchObject({ dishName: 'Runs', prepTime: null, cookTime: null, description: 'a b' });
    // Broken JSON goes through the repairs, which must not backtrack over the run either.
    const broken = `<script type="application/ld+json">{"@type":"Recipe","name":"Runs","recipeIngredient":["1 egg"],}${spaces}x</script>`;
    expect(() => readRecipePage(broken)).toThrow('No recipe found on that page');
  });

  it("reads a plugin's card after 30,000 paragraphs of story, and only the first lines of a flood of ingredients", () => {
    const story = '<p>Another memory of the summer we first made it.</p>'.repeat(30_000);
    const late = readRecipePage(fixture('wprm-classes.html').replace('<body>', `<body>${story}`), PAGE_URL);
    expect(late.dish.dishName).toBe('Garlic Butter Green Beans');
    expect(late.dish.ingredients).toHaveLength(4);
    const flood = readRecipePage(`<h2>Ingredients</h2><ul>${'<li>1 egg</li>'.repeat(50_000)}</ul>`, PAGE_URL);
    expect(flood.dish.ingredients).toHaveLength(150);
    expect(flood.warnings.map(englishText)).toContain('Only the first 150 of 50,000 ingredients were kept.');
  });

  it('reads microdata on a page with a million nested tags after it', () => {
    const recipe =
      '<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Toast</span><span itemprop="recipeIngredient">1 slice bread</span></div>';
    const html = `${'<section>'.repeat(200)}${recipe}${'<section>'.repeat(1_000_000)}`;
    expect(readRecipePage(html).dish).toMatchObject({ dishName: 'Toast', ingredients: [{ item: 'bread', quantity: 1, unit: 'slice' }] });
  });

  it('leaves out markup nested deeper than it reads, as browsers do, and says no recipe was found', () => {
    const recipe = '<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Toast</span></div>';
    expect(() => readRecipePage(`${'<section>'.repeat(100_000)}${recipe}`)).toThrow('No recipe found on that page');
  });

  it('cuts what passes the dish limits and says so', () => {
    const recipe = {
      '@type': 'Recipe',
      name: 'N'.repeat(300),
      description: 'word '.repeat(2_000),
      keywords: Array.from({ length: 40 }, (_, index) => `tag ${index}`).join(', '),
      recipeIngredient: Array.from({ length: 200 }, (_, index) => `${index + 1} g flour`),
      recipeInstructions: Array.from({ length: 120 }, (_, index) => `Step number ${index + 1}.`),
    };
    const { dish, warnings } = readRecipePage(`<script type="application/ld+json">${JSON.stringify(recipe)}</script>`, PAGE_URL);
    expect(dishInputSchema.safeParse(dish).success).toBe(true);
    expect(dish.dishName).toHaveLength(200);
    expect(dish.description.length).toBeLessThanOrEqual(5_000);
    expect(dish.ingredients).toHaveLength(150);
    expect(dish.instructions).toHaveLength(100);
    expect(dish.tags).toHaveLength(10);
    expect(warnings.map(englishText)).toEqual(
      expect.arrayContaining([
        'The name was cut to 200 characters.',
        'The description was cut to 5,000 characters.',
        'Only the first 150 of 200 ingredients were kept.',
        'Only the first 100 of 120 steps were kept.',
        'Only the first 10 of 40 tags were kept.',
      ]),
    );
  });

  it('keeps only http(s) addresses for the picture and the source', () => {
    const recipe = {
      '@type': 'Recipe',
      name: 'Soup',
      url: 'javascript:alert(1)',
      image: 'data:image/png;base64,AAAA',
      recipeIngredient: ['1 l stock'],
    };
    const { dish } = readRecipePage(
      `<script type="application/ld+json">${JSON.stringify(recipe)}</script>`,
      'ftp://files.example.test/soup',
    );
    expect(dish).toMatchObject({ imageUrl: '', sourceUrl: '' });
  });

  it('falls back to the page title and picture when the recipe has none', () => {
    const html = `<head><title>Midnight Toast | Snacks</title><meta property="og:image" content="/toast.jpg"></head>
      <script type="application/ld+json">{"@type":"Recipe","recipeIngredient":["2 slices bread"]}</script>`;
    const { dish, warnings } = readRecipePage(html, PAGE_URL);
    expect(dish).toMatchObject({ dishName: 'Midnight Toast', imageUrl: 'https://page.example.test/toast.jpg', sourceUrl: PAGE_URL });
    expect(warnings.map(englishText)).toEqual([]);
  });

  it('says when a page holds several recipes and reads the fullest', () => {
    const small = { '@type': 'Recipe', name: 'Side salad', recipeIngredient: ['1 lettuce'] };
    const full = { '@type': 'Recipe', name: 'Lasagne', recipeIngredient: ['9 lasagne sheets', '500 g beef mince', '1 l tomato sauce'] };
    const html = `<script type="application/ld+json">${JSON.stringify([small, full])}</script>`;
    const { dish, warnings } = readRecipePage(html);
    expect(dish.dishName).toBe('Lasagne');
    expect(warnings.map(englishText)).toEqual(['This page holds 2 recipes; “Lasagne” was read.']);
  });

  it('reads the padded 1 MB page the bench times', () => {
    const page = buildLargeRecipePage(1_000_000);
    expect(page.length).toBeGreaterThanOrEqual(1_000_000);
    expect(readRecipePage(page).dish.dishName).toBe('Lemon Ricotta Pancakes');
    const headings = buildLargeRecipePage(1_000_000, 'headings');
    expect(readRecipePage(headings).dish.ingredients).toHaveLength(8);
  });
});
