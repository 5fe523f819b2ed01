import { describe, expect, it } from 'vitest';
import { expectRecipeWithPhoto, tempFolderForEachTest, writeAndReadExport, zipAndReadExport } from '../../../../test/export-fixtures.js';
import { platePhotoJpeg } from '../../../../test/pictures.js';

const folder = tempFolderForEachTest();

/** A recipe as Mealie's Recipe model serialises it in a recipe export. */
const GOULASH = {
  id: '5c1b3a9e-7f3e-4b53-9d0e-2f1c8d9a6b11',
  name: 'Beef Goulash',
  slug: 'beef-goulash',
  description: 'Hungarian stew with paprika.',
  recipeYield: '6 servings',
  recipeServings: 6,
  totalTime: '2 hours 30 minutes',
  prepTime: '20 minutes',
  cookTime: null,
  performTime: '2 hours 10 minutes',
  orgURL: 'https://example.com/goulash',
  tags: [{ id: 't1', name: 'Stew', slug: 'stew' }],
  recipeCategory: [{ id: 'c1', name: 'Dinner', slug: 'dinner' }],
  tools: [{ id: 'o1', name: 'Dutch oven', slug: 'dutch-oven' }],
  recipeIngredient: [
    { title: 'Meat', quantity: 1.5, unit: { name: 'pound' }, food: { name: 'beef chuck' }, note: 'cubed', display: '' },
    { title: null, quantity: 2, unit: { name: 'tablespoon' }, food: { name: 'sweet paprika' }, note: '' },
    { title: null, quantity: 0, unit: null, food: null, note: '2 onions, sliced', originalText: '2 onions, sliced' },
  ],
  recipeInstructions: [
    { id: 'i1', title: '', text: 'Brown the beef in batches.' },
    { id: 'i2', title: 'Simmer', text: 'Add onions and paprika, cover and simmer for two hours.' },
  ],
  notes: [{ title: 'Tip', text: 'Better the next day.' }],
  rating: 4,
};

describe('Mealie recipe exports', () => {
  it("reads an early Mealie export: recipes without a slug beside its users', groups' and settings' folders", async () => {
    const early = {
      name: 'Chicken Soup',
      description: '',
      recipeIngredient: ['1 chicken', '2 carrots'],
      recipeInstructions: [{ text: 'Simmer.' }],
    };
    const { format, total, recipes } = await zipAndReadExport(folder, 'Auto_2021-Jul-23.zip', [
      { name: 'users/users.json', data: JSON.stringify([{ email: 'cook@example.test' }]) },
      { name: 'groups/groups.json', data: JSON.stringify([{ name: 'Home' }]) },
      { name: 'settings/settings.json', data: JSON.stringify([{ language: 'en' }]) },
      { name: 'recipes/chicken-soup/chicken-soup.json', data: JSON.stringify(early) },
      { name: 'recipes/bread/bread.json', data: JSON.stringify({ ...early, name: 'Bread', recipeIngredient: ['500 g flour'] }) },
      { name: 'templates/recipes.md/chicken-soup.md', data: '# Chicken Soup' },
    ]);
    expect(format).toBe('mealie');
    expect(total).toBe(2);
    expect(recipes.map((recipe) => [recipe.name, recipe.error])).toEqual([
      ['Chicken Soup', undefined],
      ['Bread', undefined],
    ]);
  });

  it('reads recipes/<slug>/<slug>.json with the photo from images/', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, total, recipes } = await zipAndReadExport(folder, 'mealie_export.zip', [
      { name: 'recipes/beef-goulash/beef-goulash.json', data: JSON.stringify(GOULASH) },
      { name: 'recipes/beef-goulash/images/original.webp', data: photo, store: true },
      { name: 'recipes/beef-goulash/images/min-original.webp', data: photo, store: true },
      { name: 'recipes/toast/toast.json', data: JSON.stringify({ name: 'Toast', slug: 'toast', recipeIngredient: ['2 slices bread'] }) },
    ]);
    expect(format).toBe('mealie');
    expect(total).toBe(2);
    const [goulash, toast] = recipes;
    expectRecipeWithPhoto(goulash, photo, {
      dishName: 'Beef Goulash',
      prepTime: 20,
      cookTime: 130,
      servings: 6,
      sourceUrl: 'https://example.com/goulash',
      tags: ['Dinner', 'Stew'],
      utensils: ['Dutch oven'],
      notes: 'Tip: Better the next day.',
      instructions: ['Brown the beef in batches.', 'Simmer:', 'Add onions and paprika, cover and simmer for two hours.'],
    });
    expect(goulash!.dish!.ingredients.map(({ quantity, unit }) => [quantity, unit])).toEqual([
      [1.5, 'lb'],
      [2, 'tbsp'],
      [2, ''],
    ]);
    expect(goulash!.dish!.ingredients[0]!.item).toMatch(/^beef chuck/);
    // Mealie marks a section on its first ingredient's title.
    expect(goulash!.dish!.ingredients[0]!.group).toBe('Meat');
    expect(toast!.dish!.ingredients[0]).toMatchObject({ quantity: 2, unit: 'slice' });
  });

  it('reads the single-recipe zip Mealie downloads (<slug>.json beside original.webp)', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, recipes } = await zipAndReadExport(folder, 'beef-goulash.zip', [
      { name: 'beef-goulash.json', data: JSON.stringify(GOULASH) },
      { name: 'original.webp', data: photo, store: true },
    ]);
    expect(format).toBe('mealie');
    expect(recipes).toHaveLength(1);
    expect(recipes[0]!.dish!.dishName).toBe('Beef Goulash');
    expect(recipes[0]!.picture?.equals(photo)).toBe(true);
  });

  it('reads one Mealie recipe JSON on its own', async () => {
    const { format, recipes } = await writeAndReadExport(folder, 'beef-goulash.json', JSON.stringify(GOULASH));
    expect(format).toBe('mealie');
    expect(recipes[0]!.dish!.dishName).toBe('Beef Goulash');
  });
});

describe('Mealie ingredients, parsed and not', () => {
  const recipe = (recipeIngredient: unknown[], extra: Record<string, unknown> = {}) => ({
    name: 'Eggs',
    slug: 'eggs',
    recipeIngredient,
    ...extra,
  });
  async function lines(value: unknown) {
    const { recipes } = await writeAndReadExport(folder, 'eggs.json', JSON.stringify(value));
    return recipes[0]!.dish!.ingredients.map(({ quantity, unit, item }) => [quantity, unit, item]);
  }

  it("reads a parsed line from its parts, with the food's plural beside a quantity that is not one", async () => {
    const egg = { name: 'egg', pluralName: 'eggs' };
    expect(
      await lines(
        recipe([
          { quantity: 3, unit: null, food: egg, note: '', isFood: true, disableAmount: false, display: '3 eggs' },
          { quantity: 1, unit: null, food: egg, note: 'beaten', isFood: true, disableAmount: false },
          { quantity: 2, unit: { name: 'cup' }, food: null, note: 'milk', isFood: true, disableAmount: false },
        ]),
      ),
    ).toEqual([
      [3, '', 'eggs'],
      [1, '', 'egg'],
      [2, 'cup', 'milk'],
    ]);
  });

  it('reads a line Mealie never parsed from its note, without the default quantity of one', async () => {
    expect(
      await lines(
        recipe([
          {
            quantity: 1,
            unit: null,
            food: { name: 'flour' },
            note: '2 cups flour',
            isFood: false,
            disableAmount: true,
            display: '2 cups flour',
          },
          { quantity: 2, unit: null, food: null, note: 'onions', disableAmount: true },
        ]),
      ),
    ).toEqual([
      [2, 'cup', 'flour'],
      [2, '', 'onions'],
    ]);
    const settingsSayUnparsed = recipe([{ quantity: 1, unit: { name: 'cup' }, food: { name: 'sugar' }, note: '½ cup sugar' }], {
      settings: { disableAmount: true },
    });
    expect(await lines(settingsSayUnparsed)).toEqual([[0.5, 'cup', 'sugar']]);
  });

  it("reads a recipe from Mealie's first versions (title, ingredients, directions, categories)", async () => {
    const { format, recipes } = await writeAndReadExport(
      folder,
      'old.json',
      JSON.stringify({
        title: 'Old Toast',
        slug: 'old-toast',
        ingredients: ['2 slices bread'],
        directions: 'Toast it.\n\nButter it.',
        categories: ['Breakfast'],
      }),
    );
    expect(format).toBe('mealie');
    expect(recipes[0]!.dish).toMatchObject({ dishName: 'Old Toast', instructions: ['Toast it.', 'Butter it.'], tags: ['Breakfast'] });
  });
});

describe('Mealie backups', () => {
  const recipeId = '6f0e2d4c-1111-4a2b-8c3d-9e8f7a6b5c4d';
  const database = {
    alembic_version: [{ version_num: 'abc123' }],
    recipes: [
      {
        id: recipeId,
        name: 'Chicken Tikka',
        slug: 'chicken-tikka',
        description: 'Grilled yoghurt-marinated chicken.',
        prep_time: '4 hours',
        perform_time: '20 Minutes',
        total_time: null,
        recipe_yield: '4 servings',
        org_url: 'https://example.com/tikka',
        recipeCuisine: 'Indian',
      },
      { id: 'aaaaaaaa-0000-0000-0000-000000000002', name: 'Plain Rice', slug: 'plain-rice' },
    ],
    ingredient_units: [
      { id: 'u-1', name: 'cup' },
      { id: 'u-2', name: 'teaspoon' },
    ],
    ingredient_foods: [
      { id: 'f-1', name: 'plain yoghurt' },
      { id: 'f-2', name: 'garam masala' },
      { id: 'f-3', name: 'chicken thighs' },
    ],
    recipes_ingredients: [
      { id: 3, position: 2, recipe_id: recipeId, quantity: 600, unit_id: null, food_id: 'f-3', note: 'grams, boneless' },
      { id: 1, position: 0, recipe_id: recipeId, quantity: 1, unit_id: 'u-1', food_id: 'f-1', note: '', title: 'Marinade' },
      { id: 2, position: 1, recipe_id: recipeId, quantity: 2, unit_id: 'u-2', food_id: 'f-2', note: null },
      // A row as Mealie's first database versions wrote it (parent_id), in a recipe whose settings say it was never parsed.
      {
        id: 4,
        position: 0,
        parent_id: 'aaaaaaaa-0000-0000-0000-000000000002',
        quantity: 1,
        unit_id: 'u-1',
        food_id: 'f-1',
        note: '1 cup basmati rice',
      },
    ],
    recipe_instructions: [
      { id: 'r2', recipe_id: recipeId, position: 1, title: '', text: 'Grill until charred.' },
      { id: 'r1', recipe_id: recipeId, position: 0, title: '', text: 'Marinate the chicken.' },
    ],
    tags: [{ id: 'tag-1', name: 'Grill' }],
    recipes_to_tags: [{ recipe_id: recipeId, tag_id: 'tag-1' }],
    categories: [{ id: 'cat-1', name: 'Main' }],
    recipes_to_categories: [{ recipe_id: recipeId, category_id: 'cat-1' }],
    tools: [],
    recipes_to_tools: [],
    notes: [{ id: 1, recipe_id: recipeId, title: '', text: 'Use thighs, not breast.' }],
    recipe_settings: [{ id: 1, recipe_id: 'aaaaaaaa-0000-0000-0000-000000000002', disable_amount: true }],
    shopping_lists: [{ id: 'x', name: 'Weekly' }],
  };

  it('relates database.json tables by id and finds photos under data/recipes/<id>/', async () => {
    const photo = await platePhotoJpeg(40, 30);
    const { format, recipes } = await zipAndReadExport(folder, 'mealie_2026.10.01.zip', [
      { name: 'database.json', data: JSON.stringify(database) },
      { name: `data/recipes/${recipeId}/images/original.webp`, data: photo, store: true },
      { name: 'data/users/1/profile.webp', data: photo, store: true },
    ]);
    expect(format).toBe('mealie-backup');
    expect(recipes.map((recipe) => recipe.name)).toEqual(['Chicken Tikka', 'Plain Rice']);
    const tikka = recipes[0]!;
    expectRecipeWithPhoto(tikka, photo, {
      prepTime: 240,
      cookTime: 20,
      servings: 4,
      sourceUrl: 'https://example.com/tikka',
      tags: ['Main', 'Grill', 'Indian'],
      notes: 'Use thighs, not breast.',
      instructions: ['Marinate the chicken.', 'Grill until charred.'],
    });
    expect(tikka.dish!.ingredients.map(({ quantity, unit }) => [quantity, unit])).toEqual([
      [1, 'cup'],
      [2, 'tsp'],
      [600, ''],
    ]);
    expect(tikka.dish!.ingredients[2]!.item).toMatch(/chicken thighs/);
    expect(tikka.dish!.ingredients.map((ingredient) => ingredient.group)).toEqual(['Marinade', 'Marinade', 'Marinade']);
    expect(recipes[1]!.picture).toBeUndefined();
    expect(recipes[1]!.dish!.ingredients.map(({ quantity, unit, item }) => [quantity, unit, item])).toEqual([[1, 'cup', 'basmati rice']]);
  });
});
