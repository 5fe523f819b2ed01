import { dishInputSchema } from '@hearth/shared/dishes';
import { describe, expect, it } from 'vitest';
import { readRecipePage } from './read-recipe-page.js';

/**
 * Slips real recipe pages make in their JSON-LD, each written here as a small page of our own:
 * the reader should still find the recipe, whole.
 */

const PAGE_URL = 'https://page.example.test/recipes/soup';
const RECIPE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Leek Soup',
  recipeIngredient: ['2 leeks', '1 litre stock'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer the leeks in the stock.' }],
};

function page(script: string, head = ''): string {
  return `<!doctype html><html><head><title>Leek Soup | A Site</title>${head}<script type="application/ld+json">${script}</script></head><body><p>Hello</p></body></html>`;
}

function read(html: string) {
  const { dish, warnings } = readRecipePage(html, PAGE_URL);
  expect(dishInputSchema.safeParse(dish).success).toBe(true);
  return { dish, warnings };
}

function items(html: string): string[] {
  return read(html).dish.ingredients.map((ingredient) =>
    `${ingredient.quantity} ${ingredient.unit} ${ingredient.item}`.replace(/\s+/gu, ' '),
  );
}

describe('readRecipePage with structured data as real pages write it', () => {
  it('reads a script with PHP-escaped apostrophes, a stray quote inside a string and NaN', () => {
    const script = `{"@context":"https://schema.org","@type":"Recipe","name":"Gran\\'s "best" soup","recipeIngredient":["2 leeks"],"aggregateRating":{"ratingValue":NaN,"ratingCount":undefined}}`;
    expect(read(page(script)).dish.dishName).toBe('Gran\'s "best" soup');
  });

  it('reads a script written out HTML-escaped', () => {
    const script = JSON.stringify(RECIPE).replace(/"/gu, '&quot;');
    expect(read(page(script)).dish.dishName).toBe('Leek Soup');
  });

  it('reads texts and lists in JSON-LD value objects, and an ingredient written as a HowToSupply', () => {
    const script = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: { '@value': 'Leek Soup', '@language': 'en' },
      description: { '@value': 'Silky and mild.', '@language': 'en' },
      recipeIngredient: [
        { '@value': '2 leeks' },
        { '@type': 'HowToSupply', name: 'stock', requiredQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'litre' } },
      ],
      recipeInstructions: {
        '@list': [
          { '@type': 'HowToStep', text: { '@value': 'Sweat the leeks.' } },
          { '@type': 'HowToStep', text: 'Add the stock.' },
        ],
      },
    });
    const { dish } = read(page(script));
    expect(dish).toMatchObject({
      dishName: 'Leek Soup',
      description: 'Silky and mild.',
      instructions: ['Sweat the leeks.', 'Add the stock.'],
    });
    expect(items(page(script))).toEqual(['2 leeks', '1 l stock']);
  });

  it('reads capitalised and space-padded property names', () => {
    const script = JSON.stringify({
      '@context': 'https://schema.org',
      '@type ': 'Recipe',
      Name: 'Leek Soup',
      'recipeIngredient ': ['2 leeks'],
      RecipeInstructions: 'Simmer.',
      Author: { '@type': 'Person', name: 'Ann Cook' },
    });
    const { dish } = read(page(script));
    expect(dish).toMatchObject({ dishName: 'Leek Soup', instructions: ['Simmer.'], notes: 'By Ann Cook' });
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['leeks']);
  });

  it('reads ingredient lists nested in lists, and ingredients written as PropertyValues', () => {
    const nested = page(JSON.stringify({ ...RECIPE, recipeIngredient: [['2 leeks', '1 litre stock'], ['1 tbsp butter']] }));
    expect(items(nested)).toEqual(['2 leeks', '1 l stock', '1 tbsp butter']);
    const valued = page(
      JSON.stringify({ ...RECIPE, recipeIngredient: [{ '@type': 'PropertyValue', value: 2, unitText: 'cups', name: 'flour' }] }),
    );
    expect(items(valued)).toEqual(['2 cup flour']);
  });

  it('splits a list written as one text joined by commas, and leaves one line with a comma whole', () => {
    expect(items(page(JSON.stringify({ ...RECIPE, recipeIngredient: '1 cup flour, 2 eggs, 1 cup milk' })))).toEqual([
      '1 cup flour',
      '2 eggs',
      '1 cup milk',
    ]);
    expect(items(page(JSON.stringify({ ...RECIPE, recipeIngredient: ['1 onion, chopped'] })))).toEqual(['1 onion']);
  });

  it('reads times written as ranges, mixed fractions and QuantitativeValues', () => {
    const times = (prepTime: unknown, cookTime: unknown) => read(page(JSON.stringify({ ...RECIPE, prepTime, cookTime }))).dish;
    expect(times('1 1/2 hours', '1½ hrs')).toMatchObject({ prepTime: 90, cookTime: 90 });
    expect(times({ '@type': 'QuantitativeValue', minValue: 'PT10M', maxValue: 'PT15M' }, 'P0Y0M0DT0H35M0.000S')).toMatchObject({
      prepTime: 15,
      cookTime: 35,
    });
  });

  it('reads a cooking time written as zero as none, and keeps the total apart', () => {
    const times = (cookTime: string, totalTime: string) =>
      read(page(JSON.stringify({ ...RECIPE, prepTime: 'PT15M', cookTime, totalTime }))).dish;
    expect(times('PT0M', 'PT45M')).toMatchObject({ prepTime: 15, cookTime: null, totalTime: 45 });
    // A dough that rises overnight: the total is no sum, and never the cook time.
    expect(times('PT25M', 'PT8H')).toMatchObject({ prepTime: 15, cookTime: 25, totalTime: 480 });
  });

  it('takes the first of an ImageObject whose url is a list', () => {
    const script = JSON.stringify({ ...RECIPE, image: { '@type': 'ImageObject', url: ['/img/soup-big.jpg', '/img/soup-small.jpg'] } });
    expect(read(page(script)).dish.imageUrl).toBe('https://page.example.test/img/soup-big.jpg');
  });

  it('reads a yield in dozens as the count it makes', () => {
    expect(read(page(JSON.stringify({ ...RECIPE, recipeYield: 'Makes 2 dozen cookies' }))).dish.servings).toBe(24);
  });

  it("cuts the site's name from the recipe's name, and nothing from a name whose title is the name itself", () => {
    const named = (name: string, title: string, head = '') =>
      read(
        `<html><head><title>${title}</title>${head}<script type="application/ld+json">${JSON.stringify({ ...RECIPE, name })}</script></head></html>`,
      ).dish.dishName;
    expect(named('Leek Soup - Green Pot', 'Leek Soup | Green Pot')).toBe('Leek Soup');
    expect(named('Leek Soup - Green Pot', 'Leek Soup - Green Pot', '<meta property="og:site_name" content="Green Pot">')).toBe('Leek Soup');
    expect(named('Fish - Chips', 'Fish - Chips')).toBe('Fish - Chips');
  });

  it.each([
    ['twitter:image:src', '<meta name="twitter:image:src" content="/pics/soup.jpg">'],
    ['a link to image_src', '<link rel="image_src" href="/pics/soup.jpg">'],
    ['a thumbnail meta tag', '<meta name="thumbnail" content="/pics/soup.jpg">'],
  ])("takes the page's picture from %s when neither the recipe nor og:image has one", (_case, head) => {
    expect(read(page(JSON.stringify(RECIPE), head)).dish.imageUrl).toBe('https://page.example.test/pics/soup.jpg');
  });

  it("takes the page's description when the recipe has none", () => {
    const html = page(JSON.stringify(RECIPE), '<meta name="description" content="A soup for cold days.">');
    expect(read(html).dish.description).toBe('A soup for cold days.');
  });

  it('takes the picture a lazy-loading theme keeps in data-src, in microdata', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Leek Soup</h1>
<img itemprop="image" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/soup.jpg">
<ul><li itemprop="recipeIngredient">2 leeks</li></ul><p itemprop="recipeInstructions">Simmer.</p></div></body></html>`;
    expect(read(html).dish.imageUrl).toBe('https://page.example.test/img/soup.jpg');
  });

  it('reads a byline written whole as the author, and a step whose text is a list of sentences', () => {
    const script = JSON.stringify({
      ...RECIPE,
      author: 'By Ann Cook',
      recipeInstructions: [{ '@type': 'HowToStep', text: ['Sweat the leeks.', 'Add the stock.'] }],
    });
    expect(read(page(script)).dish).toMatchObject({ notes: 'By Ann Cook', instructions: ['Sweat the leeks. Add the stock.'] });
  });

  it('orders ListItems by position, drops "Step 2" names and keeps strings inside a named section', () => {
    const listed = {
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 2, item: { '@type': 'HowToStep', name: 'Step 2', text: 'Add the stock.' } },
        { '@type': 'ListItem', position: 1, item: { '@type': 'HowToStep', text: 'Sweat the leeks.' } },
      ],
    };
    expect(read(page(JSON.stringify({ ...RECIPE, recipeInstructions: listed }))).dish.instructions).toEqual([
      'Sweat the leeks.',
      'Add the stock.',
    ]);
    const section = [{ '@type': 'HowToSection', name: 'Soup', itemListElement: ['Sweat the leeks.', 'Add the stock.'] }];
    expect(read(page(JSON.stringify({ ...RECIPE, recipeInstructions: section }))).dish.instructions).toEqual([
      'Soup:',
      'Sweat the leeks.',
      'Add the stock.',
    ]);
  });

  it('reads a protocol-relative picture and entities in ingredient lines', () => {
    const script = JSON.stringify({
      ...RECIPE,
      image: '//cdn.example.test/soup.jpg',
      recipeIngredient: ['&frac12; cup cream', '2 &amp;#189; cups stock'],
    });
    expect(read(page(script)).dish.imageUrl).toBe('https://cdn.example.test/soup.jpg');
    expect(items(page(script))).toEqual(['0.5 cup cream', '2.5 cup stock']);
  });
});

describe('readRecipePage with microdata as real pages write it', () => {
  const html = (body: string) => `<html><head><title>Pea Soup | Soup Site</title></head><body>${body}</body></html>`;

  it('takes the first of two names, not both', () => {
    const page =
      html(`<div itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Pea Soup"><h1 itemprop="name">Pea Soup</h1>
<ul><li itemprop="recipeIngredient">2 cups peas</li></ul><p itemprop="recipeInstructions">Simmer.</p></div>`);
    expect(read(page).dish.dishName).toBe('Pea Soup');
  });

  it("reads a linked author's and category's names, not their links, and the recipe's own link", () => {
    const page = html(`<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pea Soup</h1>
By <a href="/author/jane" itemprop="author">Jane Roe</a> in <a href="/cat/soup" itemprop="recipeCategory">Soups</a>
<ul><li itemprop="recipeIngredient">2 cups peas</li></ul><p itemprop="recipeInstructions">Simmer.</p><a itemprop="url" href="/pea-soup">Permalink</a></div>`);
    expect(read(page).dish).toMatchObject({ notes: 'By Jane Roe', tags: ['Soups'], sourceUrl: 'https://page.example.test/pea-soup' });
  });
});

describe('readRecipePage with steps marked one element each', () => {
  it('reads each marked element as one step, whatever paragraphs and number it holds', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pea Soup</h1>
<ul><li itemprop="recipeIngredient">2 cups peas</li></ul><ol>
<li itemprop="recipeInstructions"><span class="num">1</span><p>Put the peas in a pot.</p><p>Cover with water.</p></li>
<li itemprop="recipeInstructions"><span class="num">2</span><p>Simmer for 20 minutes.</p></li></ol></div></body></html>`;
    expect(read(html).dish.instructions).toEqual(['Put the peas in a pot. Cover with water.', 'Simmer for 20 minutes.']);
  });
});
