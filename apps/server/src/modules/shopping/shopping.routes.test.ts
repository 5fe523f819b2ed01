import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOPPING_LIMITS } from '@hearth/shared/shopping';
import { INSTACART_TEST_KEY, pancakes, startShoppingTest, shoppingTestForFile } from '../../../test/shopping-fixtures.js';
import { TEST_PUBLIC_URL, countRows } from '../../../test/test-app.js';
import { freshDatabaseUrl, testDatabaseKind } from '../../../test/test-database.js';

const context = await shoppingTestForFile();

const sentPage = (index = 0) => context.stub.requests[index]?.body as Record<string, unknown>;

describe('POST /api/instacart/shopping-list', () => {
  it('sends the dish to Instacart exactly as documented and answers the page address', async () => {
    const response = await context.shop({ dish: pancakes, returnUrl: `${TEST_PUBLIC_URL}/dishes/7` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      products_link_url: expect.stringMatching(new RegExp(`^${context.stub.url}/store/shopping_lists/\\d+$`)),
    });
    expect(context.stub.requests).toHaveLength(1);
    const [sent] = context.stub.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/idp/v1/products/products_link');
    expect(sent?.headers).toMatchObject({
      authorization: `Bearer ${INSTACART_TEST_KEY}`,
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(sent?.body).toEqual({
      title: 'Pancakes',
      image_url: 'https://images.example/pancakes.jpg',
      link_type: 'shopping_list',
      expires_in: 30,
      line_items: [
        { name: 'flour', display_text: '2 cups flour', line_item_measurements: [{ quantity: 2, unit: 'cup' }] },
        { name: 'milk', display_text: '1 ½ cups milk', line_item_measurements: [{ quantity: 1.5, unit: 'cup' }] },
        { name: 'salt', display_text: '½ tsp salt', line_item_measurements: [{ quantity: 0.5, unit: 'teaspoon' }] },
        { name: 'eggs', display_text: '2 eggs', line_item_measurements: [{ quantity: 2, unit: 'each' }] },
        { name: 'maple syrup', display_text: 'maple syrup, as needed' },
      ],
      landing_page_configuration: { partner_linkback_url: `${TEST_PUBLIC_URL}/dishes/7` },
    });
  });

  it('accepts the bearer token API clients use', async () => {
    const response = await context.shop({ dish: pancakes }, { authorization: `Bearer ${context.user.token}` });
    expect(response.statusCode).toBe(200);
  });

  it('includes optional ingredients when asked to', async () => {
    await context.shop({ dish: pancakes, includeOptional: true });
    const names = (sentPage().line_items as Array<{ name: string }>).map((item) => item.name);
    expect(names).toContain('blueberries');
  });

  it('adds up an item the dish lists twice', async () => {
    const dish = {
      id: 3,
      dishName: 'Garlic bread',
      ingredients: [
        { item: 'garlic', quantity: 3, unit: 'clove' },
        { item: 'Garlic', quantity: 1, unit: 'clove' },
      ],
    };
    await context.shop({ dish });
    expect(sentPage().line_items).toEqual([
      { name: 'garlic', display_text: '4 cloves garlic', line_item_measurements: [{ quantity: 4, unit: 'each' }] },
    ]);
  });

  it('keeps a picture stored here at home: only signed-in people may fetch it', async () => {
    await context.shop({ dish: { ...pancakes, imageUrl: '/api/images/abc123' } });
    expect(sentPage()).not.toHaveProperty('image_url');
  });

  it('sends a reviewed list as it is, under its title', async () => {
    const response = await context.shop({
      title: 'Meals for Nov 23 to 29',
      items: [
        { item: 'milk', quantity: 973, unit: 'ml' },
        { item: 'salt', quantity: 0, unit: 'to taste' },
      ],
      returnUrl: `${TEST_PUBLIC_URL}/dashboard`,
    });
    expect(response.statusCode).toBe(200);
    expect(sentPage()).toEqual({
      title: 'Meals for Nov 23 to 29',
      link_type: 'shopping_list',
      expires_in: 30,
      line_items: [
        { name: 'milk', display_text: '973 ml milk', line_item_measurements: [{ quantity: 973, unit: 'milliliter' }] },
        { name: 'salt', display_text: 'salt, to taste' },
      ],
      landing_page_configuration: { partner_linkback_url: `${TEST_PUBLIC_URL}/dashboard` },
    });
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['our host on another port', 'http://localhost:4000/dishes/7'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a relative path', '/dishes/7'],
    ['a link carrying credentials', 'http://user:pass@localhost:3000/dishes/7'],
  ])('links back to our home page instead of %s', async (_case, returnUrl) => {
    const response = await context.shop({ dish: pancakes, returnUrl });
    expect(response.statusCode).toBe(200);
    expect(sentPage().landing_page_configuration).toEqual({ partner_linkback_url: TEST_PUBLIC_URL });
  });
});

describe('POST /api/instacart/shopping-list reusing pages', () => {
  it('answers the same list asked again with the page already made', async () => {
    const first = await context.shop({ dish: pancakes });
    const second = await context.shop({ dish: pancakes });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(context.stub.requests).toHaveLength(1);
    expect(await countRows(context.app, 'shopping_links')).toBe(1);
  });

  it('makes a new page when the list changes', async () => {
    const first = await context.shop({ dish: pancakes });
    const changed = { ...pancakes, ingredients: [...pancakes.ingredients, { item: 'butter', quantity: 2, unit: 'tbsp' }] };
    const second = await context.shop({ dish: changed });
    expect(context.stub.requests).toHaveLength(2);
    expect(second.json().products_link_url).not.toBe(first.json().products_link_url);
  });

  it('makes a new page once the old one is about to expire', async () => {
    await context.shop({ dish: pancakes });
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await context.app.db.updateTable('shopping_links').set({ expires_at: soon }).execute();
    await context.shop({ dish: pancakes });
    expect(context.stub.requests).toHaveLength(2);
  });

  it('stores the page for 30 days, matching what Instacart was asked for', async () => {
    await context.shop({ dish: pancakes });
    const row = await context.app.db.selectFrom('shopping_links').selectAll().executeTakeFirstOrThrow();
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / (24 * 60 * 60 * 1000);
    expect(days).toBe(30);
    expect(row.request_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shares pages between app instances on the same database', async () => {
    // In-memory SQLite cannot be shared, so two instances meet in a file.
    const sqliteDir = testDatabaseKind === 'sqlite' ? mkdtempSync(join(tmpdir(), 'hearth-shop-')) : undefined;
    const databaseUrl = sqliteDir ? `file:${join(sqliteDir, 'shared.db')}` : await freshDatabaseUrl();
    const one = await startShoppingTest({ DATABASE_URL: databaseUrl });
    const two = await startShoppingTest({ DATABASE_URL: databaseUrl, INSTACART_BASE_URL: one.stub.url });
    try {
      const first = await one.shop({ dish: pancakes });
      const second = await two.shop({ dish: pancakes });
      expect(second.json()).toEqual(first.json());
      expect(one.stub.requests).toHaveLength(1);
    } finally {
      await one.close();
      await two.close();
      if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/instacart/shopping-list with bad input', () => {
  const manyItems = Array.from({ length: 10_000 }, (_, index) => ({ item: `item ${index}`, quantity: 1, unit: '' }));

  it.each([
    ['no dish and no items', {}, /dish: Send a dish, or a title and a list of items/],
    ['a dish without a dishName', { dish: { id: 1, ingredients: [] } }, /dish\.dishName/],
    ['a blank dishName', { dish: { ...pancakes, dishName: ' ' } }, /dish\.dishName: Dish name is required/],
    ['a dish that is a string', { dish: 'Pancakes' }, /dish: .*expected object/],
    ['10,000 items', { title: 'Huge', items: manyItems }, new RegExp(`items: At most ${SHOPPING_LIMITS.items} items`)],
    ['a quantity in words', { title: 'List', items: [{ item: 'egg', quantity: 'two', unit: '' }] }, /items\.0\.quantity/],
    ['an unknown unit', { title: 'List', items: [{ item: 'egg', quantity: 2, unit: 'bushel' }] }, /items\.0\.unit/],
    ['includeOptional as text', { dish: pancakes, includeOptional: 'yes' }, /includeOptional/],
    ['items without a title', { items: [{ item: 'egg', quantity: 2, unit: '' }] }, /title: A list of items needs a title/],
    ['both a dish and items', { dish: pancakes, title: 'x', items: [{ item: 'egg' }] }, /not both/],
    ['a 10,000-character returnUrl', { dish: pancakes, returnUrl: `${TEST_PUBLIC_URL}/${'x'.repeat(10_000)}` }, /returnUrl/],
  ])('answers 400 for %s, naming the field', async (_case, body, message) => {
    const response = await context.shop(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(message) });
    expect(context.stub.requests).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await context.shop('{"dish": ', { ...context.user.headers, 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('answers 422 for a dish with no ingredients', async () => {
    const response = await context.shop({ dish: { id: 1, dishName: 'Water' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'NOTHING_TO_SHOP', message: 'This dish has no ingredients to shop for.' });
    expect(context.stub.requests).toHaveLength(0);
  });

  it('answers 422 for a dish whose every ingredient is optional, saying how to shop it', async () => {
    const dish = { id: 1, dishName: 'Garnish', ingredients: [{ item: 'parsley', quantity: 1, unit: '', optional: true }] };
    const response = await context.shop({ dish });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/only optional ingredients/);
  });
});

describe('POST /api/instacart/shopping-list without a session', () => {
  it.each([
    ['a valid body', { dish: pancakes }],
    ['a bad body', { dish: 'nope' }],
  ])('answers 401 for %s and never calls Instacart', async (_case, body) => {
    const response = await context.shop(body, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    expect(context.stub.requests).toHaveLength(0);
  });
});
