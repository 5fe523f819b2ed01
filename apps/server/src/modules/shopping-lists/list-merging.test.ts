import { describe, expect, it } from 'vitest';
import { amounts, listCalls } from '../../../test/shopping-list-fixtures.js';
import { buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
const calls = listCalls(() => app);

type Ingredient = { item: string; quantity?: number; unit?: string; optional?: boolean };
/** One thing added to a fresh list: a written line, or a new dish's ingredients (with options). */
type Step =
  | { text: string }
  | {
      dish: string;
      ingredients: Ingredient[];
      servings?: number;
      dishServings?: number;
      includeOptional?: boolean;
      includeStaples?: boolean;
    }
  | { checkOff: string };

const dish = (name: string, ...ingredients: Array<[string, number, string] | [string, number, string, 'optional']>) => ({
  dish: name,
  ingredients: ingredients.map(([item, quantity, unit, optional]) => ({ item, quantity, unit, optional: optional === 'optional' })),
});

/**
 * The merging table (decision 0021): what a list holds after the steps, as
 * [name, quantity, unit] in list order. Every case starts on a new cook's empty list.
 */
const CASES: Array<[string, Step[], Array<[string, number, string]>]> = [
  [
    '"2 onion" and "3 medium yellow onion" are 5 onions: a size and a plain kind are not the food',
    [dish('Soup', ['onion', 2, '']), dish('Chili', ['medium yellow onion', 3, ''])],
    [['onion', 5, '']],
  ],
  [
    'a size is left off the name a list gives a food',
    [dish('Chili', ['medium yellow onion', 3, '']), dish('Cake', ['large eggs', 2, ''])],
    [
      ['yellow onion', 3, ''],
      ['eggs', 2, ''],
    ],
  ],
  [
    '"Handful of berries" is berries, joining a measured line of them',
    [dish('Porridge', ['Handful of berries', 1, '']), dish('Muffins', ['berries', 1, 'cup'])],
    [['berries', 1, 'cup']],
  ],
  [
    'chopped parsley is parsley',
    [dish('Tabbouleh', ['parsley', 1, 'cup']), dish('Salsa verde', ['chopped parsley', 0.5, 'cup'])],
    [['parsley', 1.5, 'cup']],
  ],
  [
    '2 cups and 500 ml of milk are 973 ml',
    [dish('Pancakes', ['milk', 2, 'cup']), dish('Bechamel', ['milk', 500, 'ml'])],
    [['milk', 973, 'ml']],
  ],
  ['1 lb and 200 g of flour are 1.44 lb', [dish('Bread', ['flour', 1, 'lb']), dish('Roux', ['flour', 200, 'g'])], [['flour', 1.441, 'lb']]],
  [
    '2 cloves and 1 clove of garlic are 3',
    [dish('Aioli', ['garlic', 2, 'clove']), dish('Toast', ['garlic', 1, 'clove'])],
    [['garlic', 3, 'clove']],
  ],
  ['"Eggs" and "egg" are one food', [dish('Cake', ['Eggs', 2, '']), dish('Omelette', ['egg', 1, ''])], [['Eggs', 3, '']]],
  ['"tomatoes" and "Tomato" are one food', [dish('Salad', ['tomatoes', 3, '']), dish('Sauce', ['Tomato', 1, ''])], [['tomatoes', 4, '']]],
  [
    'spacing does not matter',
    [dish('Cookies', ['brown  sugar', 1, 'cup']), dish('Glaze', [' Brown sugar ', 1, 'cup'])],
    [['brown sugar', 2, 'cup']],
  ],
  [
    'a volume and a weight stay two lines',
    [dish('Cake', ['sugar', 1, 'cup']), dish('Jam', ['sugar', 100, 'g'])],
    [
      ['sugar', 1, 'cup'],
      ['sugar', 100, 'g'],
    ],
  ],
  [
    '1 tsp and 1 tbsp of soy sauce are 1.33 tbsp',
    [dish('Stir fry', ['soy sauce', 1, 'tsp']), dish('Dressing', ['soy sauce', 1, 'tbsp'])],
    [['soy sauce', 1.333, 'tbsp']],
  ],
  [
    '1 kg and 500 g of potatoes are 1.5 kg',
    [dish('Mash', ['potatoes', 1, 'kg']), dish('Roast', ['potato', 500, 'g'])],
    [['potatoes', 1.5, 'kg']],
  ],
  [
    'a quart and a gallon of stock are 1.25 gallons',
    [dish('Soup', ['stock', 1, 'quart']), dish('Risotto', ['stock', 1, 'gallon'])],
    [['stock', 1.25, 'gallon']],
  ],
  ['a bare count and pieces add up', [dish('Tart', ['lemons', 2, '']), dish('Tea', ['lemon', 1, 'piece'])], [['lemons', 3, '']]],
  ['slices add up', [dish('Sandwich', ['bread', 2, 'slice']), dish('Toast', ['bread', 1, 'slice'])], [['bread', 3, 'slice']]],
  [
    'slices and grams of one cheese stay apart',
    [dish('Burger', ['cheese', 2, 'slice']), dish('Pasta', ['cheese', 100, 'g'])],
    [
      ['cheese', 2, 'slice'],
      ['cheese', 100, 'g'],
    ],
  ],
  [
    'a pinch joins a measured amount',
    [dish('Custard', ['nutmeg', 1, 'pinch']), dish('Eggnog', ['nutmeg', 1, 'tsp'])],
    [['nutmeg', 1, 'tsp']],
  ],
  ['no amount gives way to an amount', [{ text: 'parsley' }, dish('Tabbouleh', ['parsley', 1, 'cup'])], [['parsley', 1, 'cup']]],
  ['an amount takes in a line with none', [dish('Tabbouleh', ['parsley', 1, 'cup']), { text: 'parsley' }], [['parsley', 1, 'cup']]],
  ['a written line merges with a dish', [{ text: '2 cups milk' }, dish('Porridge', ['milk', 1, 'cup'])], [['milk', 3, 'cup']]],
  ['the same written line twice is one line', [{ text: 'paper towels' }, { text: 'Paper towels' }], [['paper towels', 0, '']]],
  ['a written line keeps its amount and unit', [{ text: '1 1/2 cups flour' }], [['flour', 1.5, 'cup']]],
  [
    'lines written in other languages merge by our units: decilitres are millilitres',
    [{ text: '1,5 dl grädde' }, { text: '100 ml grädde' }],
    [['grädde', 250, 'ml']],
  ],
  ['"EL" and "Esslöffel" are both tablespoons', [{ text: '2 EL Olivenöl' }, { text: '1 Esslöffel Olivenöl' }], [['Olivenöl', 3, 'tbsp']]],
  [
    'an Arabic spoon, with Arabic-Indic digits or in the dual, is a tablespoon',
    [{ text: '٢ ملعقة كبيرة زيت زيتون' }, { text: 'ملعقتان كبيرتان زيت زيتون' }],
    [['زيت زيتون', 4, 'tbsp']],
  ],
  [
    'pantry staples stay off',
    [dish('Soup', ['salt', 1, 'tsp'], ['black pepper', 0, 'to taste'], ['olive oil', 2, 'tbsp'], ['water', 1, 'l'], ['onion', 1, ''])],
    [['onion', 1, '']],
  ],
  [
    'pantry staples come when asked for',
    [{ ...dish('Soup', ['salt', 1, 'tsp'], ['onion', 1, '']), includeStaples: true }],
    [
      ['salt', 1, 'tsp'],
      ['onion', 1, ''],
    ],
  ],
  [
    'a vegetable named like a staple is shopping',
    [dish('Fajitas', ['bell pepper', 2, ''], ['sesame oil', 1, 'tbsp'])],
    [
      ['bell pepper', 2, ''],
      ['sesame oil', 1, 'tbsp'],
    ],
  ],
  ['optional ingredients stay off', [dish('Pancakes', ['flour', 2, 'cup'], ['blueberries', 1, 'cup', 'optional'])], [['flour', 2, 'cup']]],
  [
    'optional ingredients come when chosen',
    [{ ...dish('Pancakes', ['flour', 2, 'cup'], ['blueberries', 1, 'cup', 'optional']), includeOptional: true }],
    [
      ['flour', 2, 'cup'],
      ['blueberries', 1, 'cup'],
    ],
  ],
  [
    'a checked-off item takes no more',
    [dish('Porridge', ['milk', 1, 'cup']), { checkOff: 'milk' }, dish('Latte', ['milk', 1, 'cup'])],
    [
      ['milk', 1, 'cup'],
      ['milk', 1, 'cup'],
    ],
  ],
  [
    'the same dish twice doubles it',
    [dish('Rice', ['rice', 1, 'cup']), { dish: 'Rice', ingredients: [{ item: 'rice', quantity: 1, unit: 'cup' }] }],
    [['rice', 2, 'cup']],
  ],
  [
    'servings scale the amounts',
    [{ dish: 'Rice bowl', ingredients: [{ item: 'rice', quantity: 1, unit: 'cup' }], dishServings: 2, servings: 4 }],
    [['rice', 2, 'cup']],
  ],
  [
    'a to-taste line joins a measured one',
    [dish('Fries', ['smoked salt', 0, 'to taste']), dish('Brine', ['smoked salt', 2, 'tbsp'])],
    [['smoked salt', 2, 'tbsp']],
  ],
  [
    'different foods stay apart in the order they came',
    [dish('Stew', ['carrots', 2, ''], ['beef', 1, 'lb'], ['carrot', 1, ''])],
    [
      ['carrots', 3, ''],
      ['beef', 1, 'lb'],
    ],
  ],
];

describe('POST /api/shopping-lists/:id/items merges by food and unit', () => {
  it.each(CASES)('%s', async (_name, steps, expected) => {
    const cook: TestUser = await signUpUser(app);
    const listId = await calls.listId(cook);
    for (const step of steps) {
      if ('text' in step) {
        await calls.addOk(cook, listId, { text: step.text });
      } else if ('checkOff' in step) {
        const item = (await calls.items(cook, listId)).find((found) => found.name === step.checkOff)!;
        expect((await calls.patch(cook, listId, item.id, { checked: true, version: item.version })).statusCode).toBe(200);
      } else {
        const dishId = await calls.createDish(cook, step.dish, step.ingredients, step.dishServings ? { servings: step.dishServings } : {});
        await calls.addOk(cook, listId, {
          dish_id: dishId,
          ...(step.servings ? { servings: step.servings } : {}),
          ...(step.includeOptional ? { includeOptional: true } : {}),
          ...(step.includeStaples ? { includeStaples: true } : {}),
        });
      }
    }
    expect(amounts(await calls.items(cook, listId))).toEqual(expected);
  });

  it('has at least 25 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });
});

describe('what an item remembers', () => {
  it('names the dishes it is for, each once', async () => {
    const cook = await signUpUser(app);
    const listId = await calls.listId(cook);
    const risotto = await calls.createDish(cook, 'Lemon Risotto', [{ item: 'lemons', quantity: 2 }]);
    const shakshuka = await calls.createDish(cook, 'Shakshuka', [{ item: 'lemon', quantity: 1 }]);
    await calls.addOk(cook, listId, { dish_id: risotto });
    await calls.addOk(cook, listId, { dish_id: shakshuka });
    const list = await calls.addOk(cook, listId, { dish_id: risotto });
    expect(list.items).toEqual([
      {
        id: expect.any(Number),
        name: 'lemons',
        quantity: 5,
        unit: '',
        aisle: 'Produce',
        checked: false,
        version: 3,
        sources: [
          { dish_id: risotto, dishName: 'Lemon Risotto' },
          { dish_id: shakshuka, dishName: 'Shakshuka' },
        ],
      },
    ]);
  });

  it.each([
    ['2 green onions', 'Produce'],
    ['1 lb chicken breast', 'Meat & Fish'],
    ['2 cups chicken stock', 'Pantry'],
    ['1 cup Greek yogurt', 'Dairy & Eggs'],
    ['1 baguette', 'Bakery'],
    ['1 bag frozen peas', 'Frozen'],
    ['1 tsp ground cumin', 'Spices'],
    ['1 bottle of red wine', 'Drinks'],
    ['paper towels', 'Household'],
    ['1 jar of quince paste', 'Other'],
    ['1 (28 oz) can crushed tomatoes', 'Pantry'],
    ['crushed tomatoes', 'Pantry'],
    ['2 tbsp tomato paste', 'Pantry'],
    ['1 jar roasted red peppers', 'Pantry'],
    ['½ cup sun-dried tomatoes', 'Pantry'],
    ['400 g tin chopped tomatoes', 'Pantry'],
    ['4 tomatoes', 'Produce'],
    ['2 cloves crushed garlic', 'Produce'],
    ['1 bag frozen mango', 'Frozen'],
  ])('puts "%s" in %s', async (text, aisle) => {
    const cook = await signUpUser(app);
    const list = await calls.addOk(cook, await calls.listId(cook), { text });
    expect(list.items[0]?.aisle).toBe(aisle);
  });

  it("remembers a cook's aisle correction for that food on every list they add to", async () => {
    const cook = await signUpUser(app);
    const listId = await calls.listId(cook);
    const [tofu] = (await calls.addOk(cook, listId, { text: '1 block tofu' })).items;
    expect(tofu?.aisle).toBe('Dairy & Eggs');
    const moved = await calls.patch(cook, listId, tofu!.id, { aisle: 'Produce', version: tofu!.version });
    expect(moved.json()).toMatchObject({ aisle: 'Produce', version: 2 });
    await calls.call(cook, 'DELETE', `/api/shopping-lists/${listId}/items/${tofu!.id}`);
    const again = await calls.addOk(cook, listId, { text: 'Tofu' });
    expect(again.items[0]?.aisle).toBe('Produce');
    const someoneElse = await signUpUser(app);
    expect((await calls.addOk(someoneElse, await calls.listId(someoneElse), { text: 'tofu' })).items[0]?.aisle).toBe('Dairy & Eggs');
  });
});
