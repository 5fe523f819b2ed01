import { dishInputSchema } from '@hearth/shared/dishes';
import { describe, expect, it } from 'vitest';
import { boundedCopy, recipeFromSchemaOrg } from './schema-org-recipe.js';
import { englishText } from '../import-notices.js';

describe('recipeFromSchemaOrg', () => {
  it('reads a recipe.json as Nextcloud Cookbook stores it', () => {
    const recipeJson = {
      '@context': 'http://schema.org',
      '@type': 'Recipe',
      id: '1234',
      name: 'Rhubarb Crumble',
      description: 'Sharp fruit under a buttery crumble.',
      url: 'https://garden.example.test/crumble',
      image: 'https://garden.example.test/crumble.jpg',
      prepTime: 'PT0H20M',
      cookTime: 'PT0H40M',
      totalTime: '',
      recipeCategory: 'Dessert',
      keywords: 'rhubarb,crumble,spring',
      recipeYield: 6,
      tool: ['Baking dish'],
      recipeIngredient: ['600 g rhubarb, cut into chunks', '75 g sugar', '150 g flour', '100 g cold butter'],
      recipeInstructions: [
        'Heat the oven to 190 °C.',
        'Sugar the rhubarb in the dish.',
        'Rub the butter into the flour and sugar, scatter over and bake for 40 minutes.',
      ],
      nutrition: { '@type': 'NutritionInformation' },
      dateCreated: '2024-04-02T10:00:00+0000',
    };
    const read = recipeFromSchemaOrg(recipeJson);
    expect(read?.dish).toMatchObject({
      dishName: 'Rhubarb Crumble',
      prepTime: 20,
      cookTime: 40,
      servings: 6,
      sourceUrl: 'https://garden.example.test/crumble',
      imageUrl: 'https://garden.example.test/crumble.jpg',
      tags: ['Dessert', 'rhubarb', 'crumble', 'spring'],
      utensils: ['Baking dish'],
    });
    expect(read?.dish.ingredients[0]).toEqual({ item: 'rhubarb', quantity: 600, unit: 'g', optional: false, note: 'cut into chunks' });
    expect(read?.warnings.map(englishText)).toEqual([]);
  });

  it('answers null for what holds no recipe', () => {
    expect(recipeFromSchemaOrg(null)).toBeNull();
    expect(recipeFromSchemaOrg('Recipe')).toBeNull();
    expect(recipeFromSchemaOrg({ '@type': 'Recipe' })).toBeNull();
  });

  it('names an unnamed recipe and says so', () => {
    const read = recipeFromSchemaOrg({ recipeIngredient: ['1 egg'] });
    expect(read?.dish.dishName).toBe('Imported recipe');
    expect(read?.warnings.map(englishText)).toEqual(['The recipe had no name; please give it one.']);
  });

  it('uses the page address when the recipe has no http(s) url of its own', () => {
    const read = recipeFromSchemaOrg({ name: 'Soup', url: '/soup', recipeIngredient: ['1 l stock'] }, 'https://a.test/recipes/');
    expect(read?.dish.sourceUrl).toBe('https://a.test/soup');
    expect(recipeFromSchemaOrg({ name: 'Soup', url: 'mailto:a@b.test' }, 'https://a.test/x')?.dish.sourceUrl).toBe('https://a.test/x');
  });

  it('keeps tags distinct whatever their case, at most ten, none longer than a tag may be', () => {
    const read = recipeFromSchemaOrg({
      name: 'Stew',
      recipeCategory: ['Dinner', 'dinner '],
      recipeCuisine: 'Irish',
      keywords: ['DINNER', 'x'.repeat(60), ...Array.from({ length: 12 }, (_, index) => `k${index}`)],
    });
    expect(read?.dish.tags).toEqual(['Dinner', 'Irish', 'k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7']);
    expect(read?.warnings.map(englishText)).toEqual([
      '1 tag longer than 50 characters left out.',
      'Only the first 10 of 14 tags were kept.',
    ]);
  });

  it('keeps utensils distinct and within their limits', () => {
    const read = recipeFromSchemaOrg({ name: 'Pie', tool: ['Pie dish', 'pie dish', { '@type': 'HowToTool', name: 'Rolling pin' }] });
    expect(read?.dish.utensils).toEqual(['Pie dish', 'Rolling pin']);
    expect(dishInputSchema.safeParse(read?.dish).success).toBe(true);
  });

  it('reads one text of ingredient lines, and a total apart from a cook time it does not give', () => {
    const read = recipeFromSchemaOrg({ name: 'Rice', recipeIngredient: '1 cup rice\n2 cups water', totalTime: 'PT25M', prepTime: 'PT5M' });
    expect(read?.dish).toMatchObject({ prepTime: 5, cookTime: null, totalTime: 25 });
    expect(read?.dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['rice', 'water']);
  });
});

describe('boundedCopy', () => {
  it('cuts what lies deeper than any recipe and keeps the rest', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    const copy = boundedCopy({ name: 'A', deep }) as { name: string; deep: unknown };
    expect(copy.name).toBe('A');
    expect(JSON.stringify(copy.deep).length).toBeLessThan(100);
  });
});
