import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { dishInputSchema } from '@hearth/shared/dishes';
import { importDraftSchema } from '@hearth/shared/imports';
import { closeSites, sendHtml, startSite } from '../../../test/loopback-site.js';
import { buildTestApp, buildTestAppForFile, countRows, signUpUser } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';

function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(302, { location }).end();
}

/** A recipe site on loopback, which URL_IMPORT_ALLOWED_HOSTS lets the importer reach. */
const site = await startSite((request, response) => {
  const path = new URL(request.url!, 'http://site').pathname;
  if (path === '/pancakes') return sendHtml(response, fixture('json-ld-plain.html'));
  if (path === '/moved') return redirect(response, '/pancakes');
  if (path === '/to-metadata') return redirect(response, 'http://169.254.169.254/latest/meta-data/iam/security-credentials/');
  if (path === '/to-private') return redirect(response, 'http://10.0.0.7/recipes/soup');
  if (path === '/to-file') return redirect(response, 'file:///etc/passwd');
  if (path === '/refuses') return response.writeHead(403).end('no bots');
  if (path === '/about') return sendHtml(response, fixture('no-recipe.html'));
  // An older page in windows-1252 that names no encoding anywhere, as browsers still meet them.
  if (path === '/latin')
    return sendHtml(response, readFileSync(new URL('./fixtures/windows-1252-no-charset.html', import.meta.url)), {
      'content-type': 'text/html',
    });
  return response.writeHead(404).end();
});
const other = await startSite((_request, response) => sendHtml(response, fixture('json-ld-plain.html')));
afterAll(closeSites);

const app = await buildTestAppForFile({ URL_IMPORT_ALLOWED_HOSTS: site.hostPort, RECIPE_IMPORT_LIMIT_PER_HOUR: '1000' });
const cook = await signUpUser(app);

async function post(path: string, payload: object, headers: Record<string, string> = cook.headers) {
  const before = await Promise.all(['dishes', 'images'].map((table) => countRows(app, table)));
  const response = await app.inject({ method: 'POST', url: `/api/import/${path}`, headers, payload });
  // A draft is never saved, whatever the answer.
  expect(await Promise.all(['dishes', 'images'].map((table) => countRows(app, table)))).toEqual(before);
  return response;
}

describe('POST /api/import/url', () => {
  it('answers the recipe of an allowed page as a draft, without saving it', async () => {
    const response = await post('url', { url: `${site.origin}/pancakes` });
    expect(response.statusCode, response.body).toBe(200);
    const { dish, warnings } = importDraftSchema.parse(response.json());
    expect(dishInputSchema.safeParse(dish).success).toBe(true);
    expect(dish).toMatchObject({ dishName: 'Lemon Ricotta Pancakes', prepTime: 10, cookTime: 15, servings: 4 });
    expect(dish.ingredients[6]).toEqual({ item: 'large eggs', quantity: 2, unit: '', optional: false, note: 'separated' });
    expect(warnings).toEqual([]);
  });

  it('reads a windows-1252 page that names no encoding, accents and entities in its name', async () => {
    const response = await post('url', { url: `${site.origin}/latin` });
    expect(response.statusCode, response.body).toBe(200);
    const { dish } = importDraftSchema.parse(response.json());
    expect(dish).toMatchObject({ dishName: 'Crème brûlée à l’orange', servings: 6, sourceUrl: `${site.origin}/latin` });
    expect(dish.ingredients.map((ingredient) => ingredient.item)).toEqual(['crème fraîche', 'jaunes d’œufs', 'sucre', 'zeste d’orange']);
    expect(dish.instructions).toHaveLength(3);
  });

  it('follows a redirect within the allowed site', async () => {
    const response = await post('url', { url: `${site.origin}/moved` });
    expect(response.statusCode).toBe(200);
    expect(response.json().dish.dishName).toBe('Lemon Ricotta Pancakes');
  });

  it.each([
    ['a file: URL', 'file:///etc/passwd'],
    ['an ftp: URL', 'ftp://ftp.example.com/recipe.html'],
    ['a data: URL', 'data:text/html,<h1>Soup</h1>'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a URL with credentials', `http://admin:secret@${site.hostPort}/pancakes`],
    ['a URL with a user name', `http://admin@${site.hostPort}/pancakes`],
    ['text that is no address', 'pancakes please'],
  ])('refuses %s with 400, fetching nothing', async (_kind, url) => {
    const requests = site.requests.length;
    const response = await post('url', { url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_URL', message: expect.stringMatching(/\w/) });
    expect(site.requests.length).toBe(requests);
  });

  it.each([
    ['the cloud metadata address', '/to-metadata'],
    ['a private address', '/to-private'],
  ])('refuses a page that redirects to %s', async (_kind, path) => {
    const response = await post('url', { url: `${site.origin}${path}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', message: expect.stringMatching(/private or local network/) });
  });

  it('refuses a redirect to a file: URL', async () => {
    const response = await post('url', { url: `${site.origin}/to-file` });
    expect(response.statusCode).toBe(424);
    expect(response.json().code).toBe('BAD_REDIRECT');
  });

  it('refuses a loopback site the operator did not allow', async () => {
    const response = await post('url', { url: `${other.origin}/pancakes` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ADDRESS_NOT_ALLOWED');
    expect(other.requests).toHaveLength(0);
  });

  it('points to Paste when the site refuses servers', async () => {
    const response = await post('url', { url: `${site.origin}/refuses` });
    expect(response.statusCode).toBe(424);
    expect(response.json()).toEqual({
      code: 'SITE_REFUSED',
      message:
        'That site refused to share the page with The Hearth. Open the recipe in your browser, copy the page (or its text) and use Paste instead.',
    });
  });

  it('answers 422 "No recipe found on that page" for a page without one', async () => {
    const response = await post('url', { url: `${site.origin}/about` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'NO_RECIPE_FOUND', message: 'No recipe found on that page' });
  });

  it('answers 424 for a page the site does not have', async () => {
    const response = await post('url', { url: `${site.origin}/gone` });
    expect(response.statusCode).toBe(424);
    expect(response.json().code).toBe('PAGE_NOT_FOUND');
  });

  it('answers 401 to an anonymous caller without fetching', async () => {
    const requests = site.requests.length;
    const response = await app.inject({ method: 'POST', url: '/api/import/url', payload: { url: `${site.origin}/pancakes` } });
    expect(response.statusCode).toBe(401);
    expect(site.requests.length).toBe(requests);
  });
});

describe('POST /api/import/html', () => {
  it('reads a pasted page, taking its address from the body when the page has none', async () => {
    const response = await post('html', { html: fixture('headings-english.html'), url: 'https://blog.example.test/soup' });
    expect(response.statusCode, response.body).toBe(200);
    const { dish, warnings } = importDraftSchema.parse(response.json());
    expect(dish.sourceUrl).toBe('https://blog.example.test/soup');
    expect(dish.ingredients.length).toBeGreaterThan(0);
    expect(warnings).toEqual([expect.stringMatching(/no recipe markup/)]);
  });

  it('says each warning in English and, in the same order, as a code with its values', async () => {
    const recipe = (name: string, tags: number) => ({
      '@type': 'Recipe',
      name,
      keywords: Array.from({ length: tags }, (_, index) => `tag ${index + 1}`).join(', '),
      recipeIngredient: ['2 eggs', '1 cup flour'],
      recipeInstructions: ['Mix.', 'Bake.'],
    });
    const html = `<script type="application/ld+json">${JSON.stringify([recipe('Lasagne', 14), recipe('Tiramisu', 1)])}</script>`;
    const response = await post('html', { html });
    expect(response.statusCode, response.body).toBe(200);
    const draft = importDraftSchema.parse(response.json());
    expect(draft.warnings).toEqual(['Only the first 10 of 14 tags were kept.', 'This page holds 2 recipes; “Lasagne” was read.']);
    expect(draft.warning_details).toEqual([
      { code: 'tags_cut', params: { kept: 10, found: 14 } },
      { code: 'several_recipes', params: { count: 2, name: 'Lasagne' } },
    ]);
  });

  it('answers 422 for a page of 5 MB of nested tags, and for JSON-LD nested 10,000 deep', async () => {
    const nested = await post('html', { html: '<div>'.repeat(1_000_000) });
    expect(nested.statusCode).toBe(422);
    const deep = `<script type="application/ld+json">${'['.repeat(10_000)}${']'.repeat(10_000)}</script>`;
    const deepJson = await post('html', { html: deep });
    expect(deepJson.statusCode).toBe(422);
    expect(deepJson.json().message).toBe('No recipe found on that page');
  });

  it('refuses a page over 5 MB', async () => {
    const response = await post('html', { html: 'x'.repeat(5 * 1024 * 1024 + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/larger than 5 MB/);
  });
});

describe('POST /api/import/text', () => {
  it('reads a recipe written as lines: name, ingredients with notes, steps', async () => {
    const text = [
      'Weeknight Dal',
      '',
      'Ingredients',
      '1 cup red lentils, rinsed',
      '2 cloves garlic, minced',
      '½ tsp salt or to taste',
      '',
      'Method',
      '1. Simmer the lentils for 20 minutes.',
      '2. Fry the garlic and stir it in.',
    ].join('\n');
    const response = await post('text', { text });
    expect(response.statusCode, response.body).toBe(200);
    const { dish } = importDraftSchema.parse(response.json());
    expect(dish.dishName).toBe('Weeknight Dal');
    expect(dish.ingredients).toEqual([
      { item: 'red lentils', quantity: 1, unit: 'cup', optional: false, note: 'rinsed' },
      { item: 'garlic', quantity: 2, unit: 'clove', optional: false, note: 'minced' },
      { item: 'salt', quantity: 0.5, unit: 'tsp', optional: false, note: 'or to taste' },
    ]);
    expect(dish.instructions).toEqual(['Simmer the lentils for 20 minutes.', 'Fry the garlic and stir it in.']);
  });

  it('answers 422 for text with no ingredient in it, and 400 for no text', async () => {
    expect((await post('text', { text: 'Just a note to myself.' })).statusCode).toBe(422);
    expect((await post('text', { text: '   ' })).statusCode).toBe(400);
  });
});

describe('the recipe import rate limit', () => {
  it('is counted per cook in the database, across processes and across the three routes', async () => {
    const DATABASE_URL = await sharedDatabaseUrl();
    const env = { DATABASE_URL, RECIPE_IMPORT_LIMIT_PER_HOUR: '2' };
    const one = await buildTestApp(env);
    const two = await buildTestApp(env);
    try {
      const reader = await signUpUser(one);
      const neighbour = await signUpUser(one);
      const send = async (server: typeof one, headers: Record<string, string>, path: string, payload: object) =>
        (await server.inject({ method: 'POST', url: `/api/import/${path}`, headers, payload })).statusCode;
      expect(await send(one, reader.headers, 'text', { text: 'Soup\n1 l stock' })).toBe(200);
      expect(await send(two, reader.headers, 'html', { html: fixture('json-ld-plain.html') })).toBe(200);
      const refused = await two.inject({
        method: 'POST',
        url: '/api/import/text',
        headers: reader.headers,
        payload: { text: 'Soup\n1 l stock' },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await send(one, reader.headers, 'url', { url: 'https://example.com/' })).toBe(429);
      expect(await send(one, neighbour.headers, 'text', { text: 'Soup\n1 l stock' })).toBe(200);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
