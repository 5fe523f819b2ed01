import { readFileSync } from 'node:fs';
import { dishInputSchema } from '@hearth/shared/dishes';
import { describe, expect, it } from 'vitest';
import { readRecipePage, readRecipesInPage } from './read-recipe-page.js';
import { isIngredientsHeading, isMethodHeading } from './recipe-headings.js';
import { englishText } from '../import-notices.js';

/**
 * Page shapes real recipe sites produce, each as a small page of our own in fixtures/:
 * what the reader makes of them, field by field.
 */

const PAGE_URL = 'https://page.example.test/recipes/dinner';

function read(name: string, pageUrl: string | undefined = PAGE_URL) {
  const result = readRecipePage(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'), pageUrl);
  expect(dishInputSchema.safeParse(result.dish).success).toBe(true);
  return result;
}

/** Each ingredient as "quantity unit item (note) [group]", blanks (and a quantity of 0, meaning none) left out. */
function lines(name: string): string[] {
  return read(name).dish.ingredients.map((ingredient) =>
    [
      ingredient.quantity || '',
      ingredient.unit,
      ingredient.item,
      ingredient.note ? `(${ingredient.note})` : '',
      ingredient.group ? `[${ingredient.group}]` : '',
    ]
      .filter((part) => part !== '')
      .join(' '),
  );
}

describe('readRecipePage with JSON-LD oddities', () => {
  it('follows a WebPage to its Recipe by @id, reads a type list, a BOM, sections with tips, and drops the site name', () => {
    const { dish, warnings } = read('json-ld-webpage-reference.html');
    expect(dish).toMatchObject({
      dishName: 'Smoky Black Bean Chili Recipe',
      description: 'A weeknight chili with chipotle, cocoa and three kinds of beans.',
      prepTime: 20,
      cookTime: 30,
      servings: 6,
      imageUrl: 'https://hearthside.example.test/uploads/chili-16x9.jpg',
      sourceUrl: PAGE_URL,
      notes: 'By Ada Brook and Ben Ortiz',
      tags: ['Dinner', 'Main Course', 'Tex-Mex', 'chili', 'black beans', 'one pot'],
    });
    expect(lines('json-ld-webpage-reference.html').slice(0, 3)).toEqual([
      '2 tbsp olive oil',
      '1 large onion (diced)',
      '3 clove garlic (minced)',
    ]);
    expect(dish.ingredients).toHaveLength(8);
    expect(dish.instructions).toEqual([
      'Start the base:',
      'Soften the onion in the oil for 8 minutes.',
      'Add the garlic, chipotle and cocoa and stir for a minute.',
      'Keep the heat low so the cocoa does not scorch.',
      'Simmer:',
      'Add the beans, tomatoes and stock and simmer for 30 minutes.',
    ]);
    expect(warnings.map(englishText)).toEqual([]);
  });

  it('reads a commented script with raw line breaks in its ingredient text, entities encoded twice and times in words', () => {
    const { dish } = read('json-ld-loose-strings.html');
    expect(dish).toMatchObject({
      dishName: "Grandma's Ginger Snaps",
      description: 'Thin, crackly and very gingery.',
      notes: 'By Nell O’Hara',
      prepTime: 15,
      cookTime: 12,
      servings: 24,
      imageUrl: 'https://page.example.test/wp-content/uploads/2023/12/ginger-snaps.jpg',
      tags: ['cookies', 'ginger', 'holiday baking'],
    });
    expect(lines('json-ld-loose-strings.html')).toEqual([
      '2.25 cup all-purpose flour',
      '2 tsp ground ginger',
      '1 tsp baking soda',
      '0.75 cup butter (softened)',
      '1 cup sugar',
      '1 egg',
      '0.25 cup molasses',
    ]);
    expect(dish.instructions).toEqual([
      'Whisk the flour, ginger and baking soda. Set aside.',
      'Cream the butter and sugar, then beat in the egg and molasses.',
      'Stir in the dry ingredients and chill for 1 hour.',
      'Roll into balls, roll in sugar and bake at 350°F for 12 minutes.',
    ]);
  });

  it('reads the main recipe beside a carousel of related recipe stubs, without counting the stubs', () => {
    const { dish, warnings } = read('json-ld-related-recipes.html');
    expect(dish).toMatchObject({
      dishName: 'Miso Glazed Salmon',
      servings: 2,
      cookTime: null,
      totalTime: 25,
      imageUrl: 'https://tidewater.example.test/img/salmon.jpg',
      sourceUrl: 'https://tidewater.example.test/miso-glazed-salmon',
    });
    expect(dish.ingredients).toHaveLength(4);
    expect(dish.instructions).toHaveLength(2);
    expect(warnings.map(englishText)).toEqual([]);
  });

  it("prefers the recipe that names the page's address to a fuller sub-recipe", () => {
    const { dish, warnings } = read('json-ld-two-full-recipes.html');
    expect(dish).toMatchObject({
      dishName: 'Margherita Pizza',
      servings: 3,
      sourceUrl: 'https://ovennotes.example.test/margherita-pizza/',
    });
    expect(lines('json-ld-two-full-recipes.html')).toEqual([
      '1 batch pizza dough',
      '400 g canned tomatoes',
      '250 g mozzarella',
      'Fresh basil',
    ]);
    expect(warnings.map(englishText)).toEqual(['This page holds 2 recipes; “Margherita Pizza” was read.']);
  });
});

describe('readRecipePage with recipe plugins and microdata', () => {
  it('reads a WP Recipe Maker card whose parts touch with no space between, with its times, servings and groups', () => {
    const { dish } = read('wprm-adjacent-spans.html');
    expect(dish).toMatchObject({
      dishName: 'Maple Pecan Granola',
      prepTime: 10,
      cookTime: 65,
      servings: 8,
      imageUrl: 'https://littleoven.example.test/uploads/granola.jpg',
      sourceUrl: PAGE_URL,
    });
    expect(lines('wprm-adjacent-spans.html')).toEqual([
      '3 cup rolled oats [Dry]',
      '1.5 cup pecans (roughly chopped) [Dry]',
      '1 tsp flaky salt [Dry]',
      '0.5 cup maple syrup [Wet]',
      '0.333 cup coconut oil (melted) [Wet]',
    ]);
    expect(dish.instructions).toEqual([
      'Mix:',
      'Heat the oven to 300°F.',
      'Stir everything together in a big bowl.',
      'Bake:',
      'Spread on a tray and bake for 1 hour, stirring once.',
      'Cool on the tray to let clusters form.',
    ]);
  });

  it('reads a Tasty Recipes card with bold group names, its printed details and its picture on a page without og:image', () => {
    const { dish } = read('tasty-groups.html');
    expect(dish).toMatchObject({
      dishName: 'Blueberry Crumble Bars',
      prepTime: 15,
      cookTime: 45,
      servings: 16,
      imageUrl: 'https://sweetporch.example.test/img/bars-300x300.jpg',
    });
    expect(lines('tasty-groups.html')).toEqual([
      '3 cup flour [For the crust]',
      '1 cup sugar [For the crust]',
      '1 cup cold butter (cubed) [For the crust]',
      '4 cup blueberries [For the filling]',
      '2 tbsp cornstarch [For the filling]',
    ]);
    expect(dish.instructions).toHaveLength(3);
  });

  it('reads microdata with the steps as one ordered list, times in meta tags and a review left out', () => {
    const { dish, warnings } = read('microdata-steps-list.html');
    expect(dish).toMatchObject({
      dishName: 'Buttermilk Biscuits',
      prepTime: 15,
      cookTime: null,
      totalTime: 35,
      servings: 10,
      imageUrl: 'https://porchlight.example.test/pics/biscuits.jpg',
    });
    expect(lines('microdata-steps-list.html')).toEqual([
      '2.5 cup flour',
      '1 tbsp baking powder',
      '0.5 tsp salt',
      '6 tbsp cold butter',
      '1 cup buttermilk',
    ]);
    expect(dish.instructions).toEqual([
      'Heat the oven to 450°F.',
      'Cut the butter into the flour, baking powder and salt.',
      'Stir in the buttermilk, pat out, fold three times and cut rounds.',
      'Bake for 12 to 15 minutes.',
    ]);
    expect(warnings.map(englishText)).toEqual([]);
  });
});

describe('readRecipePage on pages without structured data', () => {
  it("reads a food blog's recipe card, not its story's ingredients section, table of contents, ads or comments, whatever ad classes tag the page", () => {
    const { dish } = read('headings-blog-story.html');
    expect(dish).toMatchObject({
      dishName: 'The Best Banana Bread (One Bowl!)',
      description: 'Moist, one-bowl banana bread with brown butter.',
      prepTime: 15,
      cookTime: 60,
      servings: 10,
      imageUrl: 'https://crumbkettle.example.test/wp-content/uploads/banana-bread.jpg',
      sourceUrl: PAGE_URL,
    });
    expect(lines('headings-blog-story.html')).toEqual([
      '3 very ripe bananas',
      '0.5 cup butter (browned)',
      '0.75 cup brown sugar',
      '1 large egg',
      '1 tsp baking soda',
      '1.5 cup flour',
    ]);
    expect(dish.instructions).toEqual([
      'Heat the oven to 350°F and line a loaf pan.',
      'Mash the bananas in a bowl and stir in the butter, sugar and egg.',
      'Stir in the baking soda and flour until just combined.',
      'Bake for 55 to 60 minutes, until a skewer comes out clean.',
    ]);
  });

  it('reads bold "Ingredients:" and "Directions:" lines over <br> lines and "Step 1:" paragraphs, without the byline after them', () => {
    const { dish } = read('headings-bold-paragraphs.html');
    expect(dish.dishName).toBe('Quick Pickled Red Onions');
    expect(lines('headings-bold-paragraphs.html')).toEqual([
      '1 large red onion (thinly sliced)',
      '0.75 cup apple cider vinegar',
      '0.5 cup water',
      '1 tbsp sugar',
      '1.5 tsp kosher salt',
    ]);
    expect(dish.instructions).toEqual([
      'Pack the onion into a jar.',
      'Warm the vinegar, water, sugar and salt until dissolved.',
      'Pour over the onion and leave for 30 minutes.',
    ]);
  });

  it('reads a Mediavine Create card with groups, its times and yield, and leaves its ad slots out', () => {
    const { dish } = read('mediavine-groups.html');
    expect(dish).toMatchObject({ dishName: 'Chicken Pot Pie Soup', prepTime: 15, cookTime: 30, servings: 6 });
    expect(lines('mediavine-groups.html')).toEqual([
      '2 tbsp butter [Soup]',
      '1 onion (diced) [Soup]',
      '2 carrots (sliced) [Soup]',
      '4 cup chicken stock [Soup]',
      '2 cup cooked chicken (shredded) [Soup]',
      '1 can refrigerated biscuits [Biscuit topping]',
    ]);
    expect(dish.instructions).toEqual([
      'Melt the butter and soften the onion and carrots.',
      'Add the stock and chicken and simmer for 20 minutes.',
      'Bake the biscuits and float one on each bowl.',
    ]);
  });

  it('reads a Japanese card with names and amounts in cells side by side, its servings under the heading and numbers styled apart', () => {
    const { dish } = read('japanese-split-cells.html');
    expect(dish).toMatchObject({
      dishName: '豚汁',
      servings: 4,
      cookTime: null,
      totalTime: 30,
      imageUrl: 'https://daidokoro.example.test/img/tonjiru.jpg',
    });
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['豚バラ肉', '大根', 'にんじん', 'だし汁', 'みそ']);
    expect(dish.ingredients[0]).toMatchObject({ quantity: 200, unit: 'g' });
    expect(dish.instructions).toEqual([
      '野菜を食べやすい大きさに切る。',
      '鍋で豚肉を炒め、野菜を加えてさらに炒める。',
      'だし汁を加えて15分煮て、みそを溶き入れる。',
    ]);
  });

  it('reads ingredients in a table, amount and name in cells of one row, under a heading with an emoji', () => {
    const { dish } = read('table-ingredients.html');
    expect(dish).toMatchObject({ dishName: 'Zwiebelkuchen', servings: 12 });
    expect(lines('table-ingredients.html')).toEqual([
      '250 g Mehl [Teig]',
      '0.5 Würfel Hefe [Teig]',
      '125 ml lauwarme Milch [Teig]',
      '1 kg Zwiebeln [Belag]',
      '150 g Speckwürfel [Belag]',
      '200 g saure Sahne [Belag]',
    ]);
    expect(dish.instructions).toHaveLength(3);
  });

  it('reads the hRecipe microformat: its name, yield and time', () => {
    const { dish } = read('microformat-hrecipe.html');
    expect(dish).toMatchObject({ dishName: 'Old-Fashioned Lemonade', servings: 8, prepTime: 10 });
    expect(lines('microformat-hrecipe.html')).toEqual([
      '1 cup sugar',
      '1 cup water (for the syrup)',
      '1 cup lemon juice',
      '6 cup cold water',
    ]);
    expect(dish.instructions).toEqual([
      'Dissolve the sugar in 1 cup of water over low heat to make a syrup.',
      'Add the lemon juice and the cold water and chill.',
    ]);
  });

  it('reads steps listed right under the ingredients with no heading of their own, without the sentences around the list or the sign-off', () => {
    const { dish } = read('headings-no-method-heading.html');
    expect(dish.dishName).toBe('Garlic Bread');
    expect(lines('headings-no-method-heading.html')).toEqual([
      '1 baguette',
      '0.5 cup salted butter (softened)',
      '4 clove garlic (crushed)',
      '2 tbsp parsley (chopped)',
    ]);
    expect(dish.instructions).toEqual([
      'Heat the oven to 400°F and split the baguette lengthwise.',
      'Mash the butter with the garlic and parsley and spread it over the cut sides.',
      'Bake for 10 minutes, until golden at the edges, and slice.',
    ]);
  });

  it("names the recipe from the page's title when the theme made the site's name its top heading", () => {
    const { dish } = read('headings-site-title-h1.html');
    expect(dish.dishName).toBe('Roasted Tomato Salsa');
    expect(dish.ingredients).toHaveLength(5);
    expect(dish.instructions).toHaveLength(2);
  });

  it('reads an EasyRecipe card: its singular class names and its labels printed above their values', () => {
    const { dish } = read('easyrecipe-classes.html');
    expect(dish).toMatchObject({ dishName: 'Honey Mustard Chicken Thighs', prepTime: 10, cookTime: 35, servings: 4 });
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['bone-in chicken thighs', 'honey', 'Dijon mustard', 'garlic']);
    expect(dish.instructions).toEqual([
      'Heat the oven to 400°F.',
      'Whisk the honey, mustard and garlic and coat the chicken.',
      'Roast for 35 minutes, basting halfway.',
    ]);
  });

  it('reads the steps under a plain heading when only the ingredients are marked with a class', () => {
    const { dish } = read('plugin-steps-unmarked.html');
    expect(dish.ingredients).toHaveLength(4);
    expect(dish.instructions).toEqual([
      'Squeeze the grated cucumber dry in a towel.',
      'Stir everything together and chill for 30 minutes.',
    ]);
  });
});

describe('readRecipePage with recipe card blocks', () => {
  it("reads a recipe card block's details printed label, value and unit apart, and a group title in a list item", () => {
    const { dish } = read('recipe-card-blocks.html');
    expect(dish).toMatchObject({ dishName: 'Sheet Pan Gnocchi', servings: 4, prepTime: 5, cookTime: 25 });
    expect(lines('recipe-card-blocks.html')).toEqual([
      '1 lb shelf-stable gnocchi [Tray]',
      '2 cup cherry tomatoes [Tray]',
      '1 red onion (in wedges) [Tray]',
      '3 tbsp olive oil [Tray]',
    ]);
    expect(dish.instructions).toHaveLength(3);
  });
});

describe('readRecipePage with ingredient parts in blocks of their own', () => {
  it("keeps an ingredient's name and amount, each in a div of its own, on one line, and reads the servings in the card's heading", () => {
    const { dish } = read('ingredient-rows-divs.html');
    expect(dish).toMatchObject({
      dishName: '簡単！鮭のホイル焼き',
      servings: 2,
      imageUrl: 'https://kondate.example.test/photos/foil-salmon.jpg',
    });
    expect(dish.ingredients.map((ingredient) => [ingredient.item, ingredient.quantity])).toEqual([
      ['生鮭', 2],
      ['玉ねぎ', 0.5],
      ['しめじ', 1],
      ['バター', 20],
      // Whole ingredients each in an "ingredient-name" block stay one a line.
      ['しょうゆ', 1],
      ['酒', 1],
    ]);
    expect(dish.instructions).toHaveLength(3);
  });
});

describe('readRecipePage with headings written as text', () => {
  it('reads a bold label run into its paragraph ("Directions: Toss…") as a heading over that text', () => {
    const { dish } = read('headings-run-in-label.html');
    expect(dish.dishName).toBe('Three Bean Salad');
    expect(dish.ingredients).toHaveLength(4);
    expect(dish.instructions).toEqual(['Toss the beans with the vinegar, season well and chill for at least an hour before serving.']);
  });

  it('reads "Step 1:" headings as the numbers of the paragraphs under them', () => {
    const { dish } = read('headings-step-headings.html');
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['halloumi', 'olive oil', 'lemon', 'dried oregano']);
    expect(dish.instructions).toEqual([
      'Cut the halloumi into 1 cm slices and pat dry.',
      'Fry in the oil over medium-high heat for 2 minutes a side.',
      'Squeeze over the lemon and scatter with oregano.',
    ]);
  });
});

describe('readRecipePage with sections around the recipe', () => {
  it('leaves an equipment list, nutrition and variations under deeper headings out of the ingredients and steps', () => {
    const { dish } = read('headings-equipment-faq.html');
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['rolled oats', 'milk', 'Greek yogurt', 'chia seeds']);
    expect(dish.instructions).toEqual(['Stir everything together in the jar.', 'Close and refrigerate overnight.']);
  });
});

describe('readRecipePage with ingredients in a definition list', () => {
  it('reads a term and its amount as one ingredient inside an ingredients list, and leaves a FAQ list alone', () => {
    const { dish } = read('ingredients-definition-list.html');
    expect(dish).toMatchObject({ dishName: 'Kaiserschmarrn', servings: 2 });
    expect(dish.ingredients.map((ingredient) => [ingredient.item, ingredient.quantity, ingredient.unit])).toEqual([
      ['Mehl', 125, 'g'],
      ['Milch', 250, 'ml'],
      ['Eier', 3, ''],
      ['Zucker', 2, 'tbsp'],
      ['Rosinen', 1, ''],
    ]);
    expect(dish.instructions).toHaveLength(2);
  });
});

describe('readRecipePage with group titles as bold lines', () => {
  it('reads a short bold line over each list as its group, and a sentence over the steps as no heading', () => {
    const { dish } = read('headings-bold-group-titles.html');
    expect(dish.ingredients.map((ingredient) => [ingredient.item, ingredient.group])).toEqual([
      ['can whole tomatoes', 'Sauce'],
      ['olive oil', 'Sauce'],
      ['garlic', 'Sauce'],
      ['spaghetti', 'Pasta'],
      ['Fresh basil', 'Pasta'],
    ]);
    expect(dish.instructions).toEqual([
      "Let's get cooking!",
      'Warm the garlic in the oil, add the tomatoes and simmer for 25 minutes.',
      'Boil the spaghetti, toss with the sauce and tear over the basil.',
    ]);
  });
});

describe('readRecipePage with the method as paragraphs after the ingredients', () => {
  it('reads the long sentences after the ingredient lines as the steps when no heading names the method', () => {
    const { dish } = read('headings-paragraph-method.html');
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['large shrimp', 'butter', 'garlic', 'lemon', 'Salt and pepper']);
    expect(dish.instructions).toEqual([
      'Melt the butter in a large skillet over medium heat and add the garlic for one minute.',
      'Add the shrimp in one layer and cook for 2 minutes a side, until pink all over.',
      'Squeeze over the lemon, season with salt and pepper and serve straight away.',
    ]);
  });
});

describe('readRecipePage on older pages', () => {
  it('reads an ASP.NET page whose whole body is one form, without its comment form after the steps', () => {
    const { dish } = read('webforms-page.html');
    expect(dish).toMatchObject({ dishName: 'Tortilla de patatas', servings: 4, prepTime: 15, cookTime: 30 });
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual([
      'patatas medianas',
      'huevos',
      'cebolla',
      'aceite de oliva',
      'Sal',
    ]);
    expect(dish.instructions).toEqual([
      'Pela y corta las patatas y la cebolla en láminas finas.',
      'Fríelas a fuego lento en el aceite durante 20 minutos.',
      'Bate los huevos, mezcla con las patatas y cuaja la tortilla por ambos lados.',
    ]);
  });
});

describe('recipe headings in the words pages use', () => {
  it.each(['Ingrédients :', 'INGREDIENTES', 'Zutaten (für 4 Personen)', 'What You’ll Need', '🥕 Ingredients'])(
    'reads %j as an ingredients heading',
    (text) => {
      expect(isIngredientsHeading(text)).toBe(true);
    },
  );

  it.each([
    'Modo de preparo',
    'Istruzioni',
    'Cómo hacerlo',
    'Les étapes',
    'So wird’s gemacht',
    'Zo maak je het',
    'Cooking method',
    '## Method',
  ])('reads %j as a method heading', (text) => {
    expect(isMethodHeading(text)).toBe(true);
  });
});

describe('readRecipePage with JSON-LD that holds only stubs', () => {
  it("reads the page's microdata, not a carousel's stubs, and takes the picture and description from the page's own stub", () => {
    const { dish, warnings } = read('json-ld-carousel-microdata.html');
    expect(dish).toMatchObject({
      dishName: 'Barley and Leek Stew',
      description: 'A thick winter stew of pearl barley, leeks and thyme.',
      prepTime: 15,
      cookTime: 65,
      servings: 4,
      imageUrl: 'https://stonebridge.example.test/img/barley-stew.jpg',
      tags: ['stew', 'barley', 'winter'],
    });
    expect(lines('json-ld-carousel-microdata.html')).toEqual([
      '200 g pearl barley',
      '3 leeks (sliced)',
      '1.5 l vegetable stock',
      '4 sprigs thyme',
    ]);
    expect(dish.instructions).toHaveLength(3);
    expect(warnings.map(englishText)).toEqual([]);
  });

  it("counts a carousel's stubs as no recipes of a saved page read as an export", () => {
    for (const name of ['json-ld-carousel-microdata.html', 'json-ld-carousel-plugin-card.html']) {
      const reads = readRecipesInPage(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));
      expect(reads.map((read) => read.dish.dishName)).toEqual([
        name.includes('microdata') ? 'Barley and Leek Stew' : 'Brown Butter Oat Cookies',
      ]);
    }
  });

  it("reads a plugin's card on a page whose JSON-LD names only other pages' recipes", () => {
    const { dish } = read('json-ld-carousel-plugin-card.html');
    expect(dish).toMatchObject({
      dishName: 'Brown Butter Oat Cookies',
      prepTime: 15,
      cookTime: 12,
      servings: 18,
      imageUrl: 'https://crumbtin.example.test/img/oat-cookies.jpg',
    });
    expect(lines('json-ld-carousel-plugin-card.html')).toEqual(['115 g butter', '150 g brown sugar', '1 egg', '120 g rolled oats']);
    expect(dish.instructions).toEqual([
      'Brown the butter and let it cool for 10 minutes.',
      'Beat in the sugar and egg, then stir in the oats.',
      'Bake spoonfuls at 180°C for 12 minutes.',
    ]);
  });

  it('reads a Recipe itemtype written without its itemscope', () => {
    const { dish, warnings } = read('microdata-without-itemscope.html');
    expect(dish).toMatchObject({ dishName: 'Green Pea Soup', cookTime: null, totalTime: 30, servings: 4, notes: 'By Wren Hollis' });
    expect(lines('microdata-without-itemscope.html')).toEqual(['500 g frozen peas', '1 onion (chopped)', '750 ml stock']);
    expect(dish.instructions).toEqual(['Soften the onion in a knob of butter.', 'Add the peas and stock, simmer for 5 minutes and blend.']);
    expect(warnings.map(englishText)).toEqual([]);
  });
});

describe('readRecipePage with a row of details in spans side by side', () => {
  it("reads a Cooked card's times and yield run together on one line, its groups and its numbered steps", () => {
    const { dish } = read('cooked-plugin.html');
    expect(dish).toMatchObject({ dishName: 'Honey Roast Fig Tart', prepTime: 20, cookTime: 35, servings: 8 });
    expect(lines('cooked-plugin.html')).toEqual([
      '320 g puff pastry [For the base]',
      '1 egg (beaten) [For the base]',
      '8 ripe figs (halved) [For the topping]',
      '2 tbsp honey [For the topping]',
    ]);
    expect(dish.instructions).toEqual([
      'Unroll the pastry onto a lined tray and brush the edges with egg.',
      'Lay the figs cut side up and drizzle with the honey.',
      'Bake at 200°C for 35 minutes, until the pastry is puffed and brown.',
    ]);
  });
});

describe('readRecipePage with a method written as one step', () => {
  it('reads one HowToStep holding the whole method as a list, lines escaped twice, times as a clock writes them and a yield in words', () => {
    const { dish, warnings } = read('json-ld-one-step-method.html');
    expect(dish).toMatchObject({ dishName: 'Slow Braised Red Cabbage', prepTime: 20, cookTime: 90, servings: 4 });
    expect(lines('json-ld-one-step-method.html')).toEqual([
      '1 red cabbage (shredded)',
      '2 apples (grated)',
      '1 onion (sliced)',
      '3 tbsp red wine vinegar',
      '2 tbsp brown sugar',
    ]);
    expect(dish.instructions).toEqual([
      'Heat the oven to 150°C.',
      'Layer the cabbage, apples and onion in a casserole with the sugar.',
      'Pour over the vinegar, cover and braise for 1 1/2 hours, stirring twice.',
    ]);
    expect(warnings.map(englishText)).toEqual([]);
  });
});

describe('readRecipePage with a WordPress.com recipe card', () => {
  it('reads its servings and its plain "Time" as the whole time, its ingredients and directions', () => {
    const { dish } = read('jetpack-recipe.html');
    expect(dish).toMatchObject({ dishName: 'Tomato and Bread Soup', prepTime: null, cookTime: null, totalTime: 40, servings: 4 });
    expect(lines('jetpack-recipe.html')).toEqual([
      '800 g ripe tomatoes (chopped)',
      '200 g stale bread (torn)',
      '3 clove garlic',
      '4 tbsp olive oil',
    ]);
    expect(dish.instructions).toHaveLength(3);
  });
});

describe('readRecipePage with microdata steps in parts', () => {
  it('reads each marked part of the method as a heading and one step per list item', () => {
    const { dish, warnings } = read('microdata-method-sections.html');
    expect(dish).toMatchObject({ dishName: 'Plum Frangipane Tart', cookTime: 45, servings: 8 });
    expect(dish.ingredients).toHaveLength(6);
    expect(dish.instructions).toEqual([
      'The frangipane:',
      'Beat the butter and sugar until pale. Take your time: it should be fluffy.',
      'Beat in the eggs one at a time, then fold in the almonds.',
      'Assembling:',
      'Spread the frangipane in the pastry case.',
      'Press in the plums cut side up and bake at 180°C for 45 minutes.',
    ]);
    expect(warnings.map(englishText)).toEqual([]);
  });
});

describe('readRecipePage on a Blogger post', () => {
  it("names the recipe from the post's title under the blog's <h1>, and reads dashed ingredient lines and keycap-numbered steps without the byline", () => {
    const { dish } = read('blogger-post.html');
    expect(dish.dishName).toBe('Masala Chickpea Curry');
    expect(lines('blogger-post.html')).toEqual([
      '2 tbsp oil',
      '1 onion (finely chopped)',
      '2 tsp garam masala',
      '400 g tomatoes (pureed)',
      '2 cup cooked chickpeas',
    ]);
    expect(dish.instructions).toEqual([
      'Heat the oil and fry the onion until golden.',
      'Add the garam masala and the tomatoes and cook for 10 minutes.',
      'Stir in the chickpeas with a splash of water and simmer for 15 minutes.',
    ]);
  });
});

describe('readRecipePage on a Drupal recipe node', () => {
  it('reads its field classes (field--name-field-ingredients) with no label over them, and its servings field', () => {
    const { dish } = read('drupal-fields.html');
    expect(dish).toMatchObject({ dishName: 'Leek and Potato Soup', servings: 6 });
    expect(lines('drupal-fields.html')).toEqual([
      '3 leeks (sliced)',
      '500 g floury potatoes (diced)',
      '1.2 l vegetable stock',
      '50 g butter',
    ]);
    expect(dish.instructions).toEqual([
      'Melt the butter and sweat the leeks for 10 minutes without browning.',
      'Add the potatoes and stock and simmer for 20 minutes.',
      'Blend until smooth and season to taste.',
    ]);
  });
});
