import { DISH_SUMMARY_FIELDS } from '@hearth/shared/dishes';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULL_DISH as soup } from '../../../test/dish-fixtures.js';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
let cook: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  cook = await signUpUser(app);
  stranger = await signUpUser(app);
});

function createDish(user: TestUser, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/dishes', headers: user.headers, payload: payload as object });
}

/** A create request whose body is sent as written, under the content type given. */
function createDishFromRaw(contentType: string, body: string) {
  return app.inject({ method: 'POST', url: '/api/dishes', headers: { ...cook.headers, 'content-type': contentType }, payload: body });
}

describe('POST /api/dishes', () => {
  it('answers 201 with the created dish in the contract field names', async () => {
    const response = await createDish(cook, soup);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ...soup, id: expect.any(Number) });
  });

  it('ignores an id in the body and fills the defaults', async () => {
    const response = await createDish(cook, { id: 999_999, dishName: 'Toast' });
    expect(response.statusCode).toBe(201);
    const dish = response.json();
    expect(dish.id).not.toBe(999_999);
    expect(dish).toMatchObject({
      dishName: 'Toast',
      description: '',
      prepTime: null,
      cookTime: null,
      servings: null,
      difficulty: '',
      tags: [],
      ingredients: [],
      instructions: '',
      utensils: [],
    });
  });

  it('defaults an ingredient quantity to 0 and optional to false', async () => {
    const response = await createDish(cook, { dishName: 'Salted water', ingredients: [{ item: 'salt', unit: 'to taste' }] });
    expect(response.json().ingredients).toEqual([{ item: 'salt', quantity: 0, unit: 'to taste', optional: false }]);
  });

  it('stores HTML in every text field as plain text, unchanged', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const response = await createDish(cook, {
      dishName: html,
      description: html,
      notes: html,
      tags: [html],
      utensils: [html],
      ingredients: [{ item: html, quantity: 1 }],
      instructions: html,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const stored = await app.inject({ method: 'GET', url: `/api/dishes/${response.json().id}`, headers: cook.headers });
    expect(stored.json()).toMatchObject({ dishName: html, description: html, notes: html, tags: [html], instructions: html });
  });

  const badBodies: Array<[string, unknown, RegExp]> = [
    ['a missing dishName', { description: 'x' }, /dishName/],
    ['a blank dishName', { dishName: '   ' }, /dishName: Dish name is required/],
    ['a 1,000-character dishName', { dishName: 'x'.repeat(1000) }, /dishName/],
    ['a negative prepTime', { dishName: 'x', prepTime: -1 }, /prepTime/],
    ['a fractional cookTime', { dishName: 'x', cookTime: 1.5 }, /cookTime/],
    ['servings of 0', { dishName: 'x', servings: 0 }, /servings/],
    ['servings as text', { dishName: 'x', servings: 'four' }, /servings/],
    ['an unknown difficulty', { dishName: 'x', difficulty: 'Extreme' }, /difficulty/],
    ['a javascript: source URL', { dishName: 'x', sourceUrl: 'javascript:alert(1)' }, /sourceUrl/],
    ['a data: image URL', { dishName: 'x', imageUrl: 'data:image/png;base64,AAAA' }, /imageUrl/],
    ['a relative source URL', { dishName: 'x', sourceUrl: '/etc/passwd' }, /sourceUrl/],
    ['10,000 tags', { dishName: 'x', tags: Array.from({ length: 10_000 }, (_, i) => `t${i}`) }, /tags/],
    ['a repeated tag', { dishName: 'x', tags: ['a', 'a'] }, /tags/],
    ['a blank utensil', { dishName: 'x', utensils: [' '] }, /utensils/],
    ['an ingredient without an item', { dishName: 'x', ingredients: [{ quantity: 1 }] }, /ingredients\.0\.item/],
    ['a negative quantity', { dishName: 'x', ingredients: [{ item: 'egg', quantity: -2 }] }, /ingredients\.0\.quantity/],
    ['an unknown unit', { dishName: 'x', ingredients: [{ item: 'egg', unit: 'bucket' }] }, /ingredients\.0\.unit/],
    ['instructions as a number', { dishName: 'x', instructions: 42 }, /instructions/],
    ['a list instead of an object', [soup], /body|expected object/i],
  ];

  it.each(badBodies)('answers 400 naming the field for %s, and stores nothing', async (_case, payload, message) => {
    const before = await countRows(app, 'dishes');
    const response = await createDish(cook, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(message) });
    expect(await countRows(app, 'dishes')).toBe(before);
  });

  it('refuses a 1 MB description with a 4xx and stores nothing', async () => {
    const before = await countRows(app, 'dishes');
    const response = await createDish(cook, { dishName: 'x', description: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await countRows(app, 'dishes')).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await createDishFromRaw('application/json', '{"dishName": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
  });

  it('answers 415 for a body in another format', async () => {
    const response = await createDishFromRaw('text/xml', '<dish/>');
    expect(response.statusCode).toBe(415);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/dishes', payload: soup });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });
});

describe('GET /api/dishes', () => {
  let owner: TestUser;

  beforeAll(async () => {
    owner = await signUpUser(app);
    await createDish(owner, { ...soup, dishName: 'Soup A', tags: ['Soup', 'Quick'], difficulty: 'Easy' });
    await createDish(owner, { ...soup, dishName: 'Soup B', tags: ['Soup'], difficulty: 'Hard' });
    await createDish(owner, {
      ...soup,
      dishName: 'Cake',
      tags: ['Dessert', 'Quick'],
      difficulty: 'Hard',
      sourceUrl: 'https://cakes.example/lemon?x=1',
    });
  });

  function list(query = '') {
    return app.inject({ method: 'GET', url: `/api/dishes${query}`, headers: owner.headers });
  }

  it("answers only the caller's dishes, summarised for lists", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const dishes = response.json();
    expect(dishes.map((dish: { dishName: string }) => dish.dishName)).toEqual(['Soup A', 'Soup B', 'Cake']);
    expect(Object.keys(dishes[0]).sort()).toEqual(
      [...DISH_SUMMARY_FIELDS, 'favourite', 'average_rating', 'times_cooked', 'last_cooked_on'].sort(),
    );
  });

  it('answers only the first dishes with ?limit, for the list screen’s first paint', async () => {
    const response = await list('?limit=2');
    expect(response.json().map((dish: { dishName: string }) => dish.dishName)).toEqual(['Soup A', 'Soup B']);
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?limit=501')).statusCode).toBe(400);
  });

  it.each([
    ['?tags=Soup', ['Soup A', 'Soup B']],
    ['?tags=Soup&tags=Quick', ['Soup A']],
    ['?tags=Quick&difficulty=Hard', ['Cake']],
    ['?difficulty=Easy', ['Soup A']],
    ['?tags=Nothing', []],
    ['?tags=%25', []],
    // The import screen asks whether a page was saved before.
    [`?sourceUrl=${encodeURIComponent('https://cakes.example/lemon?x=1')}`, ['Cake']],
    [`?sourceUrl=${encodeURIComponent('https://cakes.example/lemon')}`, []],
  ])('filters %s', async (query, names) => {
    const response = await list(query);
    expect(response.json().map((dish: { dishName: string }) => dish.dishName)).toEqual(names);
  });

  it.each(['?difficulty=Extreme', `?tags=${'x'.repeat(60)}`])(
    'answers 400 for a filter value outside the allow-list (%s)',
    async (query) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    },
  );

  it('ignores query keys it does not know instead of trusting them', async () => {
    const response = await list('?owner_id=someone-else&order=owner_id');
    expect(response.json().map((dish: { dishName: string }) => dish.dishName)).toEqual(['Soup A', 'Soup B', 'Cake']);
  });
});

describe('GET, PUT and DELETE /api/dishes/:id', () => {
  let dishId: number;

  beforeAll(async () => {
    dishId = (await createDish(cook, soup)).json().id;
  });

  it('reads a dish in full', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/dishes/${dishId}`, headers: cook.headers });
    expect(response.statusCode).toBe(200);
    // The owner also learns where it is shared (nowhere yet).
    expect(response.json()).toEqual({ ...soup, id: dishId, editable: true, favourite: false, shared_with: [] });
  });

  it('replaces a dish with PUT', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/dishes/${dishId}`,
      headers: cook.headers,
      payload: { ...soup, dishName: 'Roasted Tomato Soup', tags: ['Soup'], instructions: 'Roast, then blend.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: dishId,
      dishName: 'Roasted Tomato Soup',
      tags: ['Soup'],
      instructions: 'Roast, then blend.',
    });
  });

  it("answers another person's dish exactly like a missing one", async () => {
    const foreign = await app.inject({ method: 'GET', url: `/api/dishes/${dishId}`, headers: stranger.headers });
    const missing = await app.inject({ method: 'GET', url: '/api/dishes/987654', headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'DISH_NOT_FOUND', message: 'Dish not found' });
    expect(foreign.json()).toEqual(missing.json());

    const put = await app.inject({ method: 'PUT', url: `/api/dishes/${dishId}`, headers: stranger.headers, payload: soup });
    const del = await app.inject({ method: 'DELETE', url: `/api/dishes/${dishId}`, headers: stranger.headers });
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    const still = await app.inject({ method: 'GET', url: `/api/dishes/${dishId}`, headers: cook.headers });
    expect(still.json().dishName).toBe('Roasted Tomato Soup');
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '..%2F..%2Fetc%2Fpasswd', '%00'])('answers 400 "Invalid dish ID: %s"', async (id) => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/api/dishes/${id}`,
        headers: cook.headers,
        payload: method === 'PUT' ? soup : undefined,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'INVALID_DISH_ID', message: `Invalid dish ID: ${decodeURIComponent(id)}` });
    }
  });

  it('refuses a bad update and leaves the dish as it was', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/dishes/${dishId}`,
      headers: cook.headers,
      payload: { ...soup, dishName: '', sourceUrl: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    const still = await app.inject({ method: 'GET', url: `/api/dishes/${dishId}`, headers: cook.headers });
    expect(still.json().dishName).toBe('Roasted Tomato Soup');
  });

  it('deletes with 204, then answers 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: `/api/dishes/${dishId}`, headers: cook.headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const gone = await app.inject({ method: 'GET', url: `/api/dishes/${dishId}`, headers: cook.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Dish not found');
  });
});
