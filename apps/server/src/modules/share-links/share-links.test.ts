import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_READS_PER_MINUTE } from '../../plugins/rate-limits.js';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { multipartPost } from '../../../test/multipart-upload.js';
import { foodPhotoJpeg } from '../../../test/pictures.js';
import { buildTestAppForFile, signUpUser, TEST_PUBLIC_URL, type TestUser } from '../../../test/test-app.js';
import { readRecipePage } from '../imports/index.js';

/**
 * A dish's public link (docs/product.md#public-links): its owner makes, reads and revokes it;
 * anyone with the address reads the dish with no account; nothing else leaks through it.
 */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

const LASAGNA = {
  dishName: 'Family Lasagna',
  description: 'Layers of pasta, ragù & béchamel',
  prepTime: 30,
  cookTime: 45,
  totalTime: 90,
  servings: 4,
  tags: ['pasta', 'baked'],
  notes: 'Less salt next time </script><script>alert(1)</script>',
  ingredients: [
    { item: 'lasagna sheets', quantity: 12, unit: 'piece' },
    { item: 'flour', quantity: 1.5, unit: 'cup', note: 'sifted' },
    { item: 'olive oil', quantity: 2, unit: 'tbsp' },
    { item: 'basil', quantity: 0, unit: '', optional: true },
  ],
  instructions: ['Make the ragù.', 'Layer the sheets with ragù and béchamel.', 'Bake for 45 minutes at 180 °C.'],
};

async function dishOf(owner: TestUser, dish: object = LASAGNA): Promise<number> {
  const response = await call(owner, 'POST', '/api/dishes', dish);
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function linkOf(owner: TestUser, dishId: number, body?: object): Promise<{ url: string; created_at: string; indexable: boolean }> {
  const response = await call(owner, 'POST', `/api/dishes/${dishId}/share-link`, body);
  expect([200, 201]).toContain(response.statusCode);
  return response.json();
}

/** The page's path on this server ("/r/<token>"), from the link's full address. */
function pathOf(url: string): string {
  expect(url.startsWith(`${TEST_PUBLIC_URL}/r/`)).toBe(true);
  return url.slice(TEST_PUBLIC_URL.length);
}

/** A reader with no session, from an address of its own (each address has its own rate limit). */
function stranger(url: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') {
  return app.inject({ method: 'GET', url, headers, remoteAddress });
}

describe('POST/GET/DELETE /api/dishes/:id/share-link', () => {
  it('makes an unguessable link, answers it again, and revokes it at once', async () => {
    const owner = await signUpUser(app);
    const dishId = await dishOf(owner);
    expect((await call(owner, 'GET', `/api/dishes/${dishId}/share-link`)).json()).toMatchObject({ code: 'SHARE_LINK_NOT_FOUND' });

    const made = await call(owner, 'POST', `/api/dishes/${dishId}/share-link`);
    expect(made.statusCode).toBe(201);
    const link = made.json();
    expect(link).toEqual({ url: expect.stringMatching(/\/r\/[A-Za-z0-9_-]{43}$/), created_at: expect.any(String), indexable: false });
    // 43 base64url characters carry 256 bits.
    expect(Buffer.from(link.url.split('/r/')[1], 'base64url')).toHaveLength(32);

    const again = await call(owner, 'GET', `/api/dishes/${dishId}/share-link`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(link);
    // Making it again keeps the same address.
    const remade = await call(owner, 'POST', `/api/dishes/${dishId}/share-link`, { indexable: true });
    expect(remade.statusCode).toBe(200);
    expect(remade.json()).toEqual({ ...link, indexable: true });

    expect((await stranger(pathOf(link.url))).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/dishes/${dishId}/share-link`)).statusCode).toBe(204);
    const revoked = await stranger(pathOf(link.url));
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('Family Lasagna');
    expect((await call(owner, 'GET', `/api/dishes/${dishId}/share-link`)).statusCode).toBe(404);

    // A new link is a new address; the old one stays dead.
    const fresh = await linkOf(owner, dishId);
    expect(fresh.url).not.toBe(link.url);
    expect((await stranger(pathOf(link.url))).statusCode).toBe(404);
    expect((await stranger(pathOf(fresh.url))).statusCode).toBe(200);
  });

  it("only the dish's owner: 403 for a hearth-mate who reads it, 404 for anyone else, 401 signed out", async () => {
    const { owner, member, hearthId } = await household();
    const dishId = await dishOf(owner);
    expect((await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`)).statusCode).toBe(200);
    const outsider = await signUpUser(app);
    for (const method of ['POST', 'GET', 'DELETE'] as const) {
      expect((await call(member, method, `/api/dishes/${dishId}/share-link`)).json()).toMatchObject({ code: 'NOT_DISH_OWNER' });
      expect((await call(outsider, method, `/api/dishes/${dishId}/share-link`)).json()).toMatchObject({ code: 'DISH_NOT_FOUND' });
      expect((await call(null, method, `/api/dishes/${dishId}/share-link`)).statusCode).toBe(401);
    }
    expect((await call(owner, 'GET', `/api/dishes/${dishId}/share-link`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const owner = await signUpUser(app);
    const dishId = await dishOf(owner);
    const badId = await call(owner, 'POST', '/api/dishes/abc/share-link');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'INVALID_DISH_ID' });
    const badBody = await call(owner, 'POST', `/api/dishes/${dishId}/share-link`, { indexable: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect((await call(owner, 'GET', `/api/dishes/${dishId}/share-link`)).statusCode).toBe(404);
  });

  it('goes with its dish: a deleted dish leaves a dead address', async () => {
    const owner = await signUpUser(app);
    const dishId = await dishOf(owner);
    const link = await linkOf(owner, dishId);
    expect((await call(owner, 'DELETE', `/api/dishes/${dishId}`)).statusCode).toBe(204);
    expect((await stranger(pathOf(link.url))).statusCode).toBe(404);
  });
});

describe('GET /r/:token', () => {
  it('shows the dish to a stranger, rendered on the server, with schema.org Recipe, Open Graph and noindex', async () => {
    const owner = await signUpUser(app, { username: 'SecretChef' });
    const link = await linkOf(owner, await dishOf(owner));
    const page = await stranger(pathOf(link.url));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const html = page.body;
    for (const text of [
      'Family Lasagna',
      'Ingredients',
      'Steps',
      'lasagna sheets',
      'Layer the sheets with ragù and béchamel.',
      '4 servings',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta property="og:title" content="Family Lasagna">');
    expect(html).toContain(`<meta property="og:url" content="${link.url}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    // The owner's notes are text, never markup; the owner's name is nowhere.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('SecretChef');
    expect(html).not.toContain(owner.email);

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Family Lasagna',
      prepTime: 'PT30M',
      cookTime: 'PT45M',
      totalTime: 'PT1H30M',
      recipeYield: '4',
      recipeIngredient: ['12 pieces lasagna sheets', '1 ½ cups flour, sifted', '2 tbsp olive oil', 'basil (optional)'],
      recipeInstructions: LASAGNA.instructions.map((text) => ({ '@type': 'HowToStep', text })),
      keywords: 'pasta, baked',
    });
    expect(jsonLd).not.toHaveProperty('author');
  });

  it('scales the ingredients by the servings in the address, with no JavaScript', async () => {
    const owner = await signUpUser(app);
    const link = await linkOf(owner, await dishOf(owner));
    const doubled = (await stranger(`${pathOf(link.url)}?servings=8`)).body;
    expect(doubled).toContain('8 servings');
    expect(doubled).toContain('<b>24 pieces</b>');
    expect(doubled).toContain('<b>3 cups</b>');
    const nonsense = await stranger(`${pathOf(link.url)}?servings=lots`);
    expect(nonsense.statusCode).toBe(200);
    expect(nonsense.body).toContain('4 servings');
  });

  it("speaks the reader's language", async () => {
    const owner = await signUpUser(app);
    const link = await linkOf(owner, await dishOf(owner));
    const page = (await stranger(pathOf(link.url), { 'accept-language': 'de-DE,de;q=0.9' })).body;
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain('Zutaten');
    expect(page).toContain('4 Portionen');
    const arabic = (await stranger(pathOf(link.url), { 'accept-language': 'ar' })).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
  });

  it('lets the owner allow search engines', async () => {
    const owner = await signUpUser(app);
    const link = await linkOf(owner, await dishOf(owner), { indexable: true });
    const page = await stranger(pathOf(link.url));
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.body).not.toContain('noindex');
  });

  it('names the source by its site and links to it', async () => {
    const owner = await signUpUser(app);
    const link = await linkOf(owner, await dishOf(owner, { ...LASAGNA, sourceUrl: 'https://www.example.com/recipes/lasagna?ref=1' }));
    const page = (await stranger(pathOf(link.url))).body;
    expect(page).toContain(
      '<a href="https://www.example.com/recipes/lasagna?ref=1" rel="nofollow noopener noreferrer">www.example.com</a>',
    );
    expect(page).toContain('"isBasedOn":"https://www.example.com/recipes/lasagna?ref=1"');
  });

  it('answers 404 for unknown, malformed and overlong tokens', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(43)}x`, '%00'.repeat(20)]) {
      const page = await stranger(`/r/${token}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This recipe is not shared');
    }
  });

  it('serves a stored picture through the link, and nothing once revoked', async () => {
    const owner = await signUpUser(app);
    const upload = await app.inject(
      await multipartPost('/api/images', owner.headers, [{ bytes: await foodPhotoJpeg(), filename: 'lasagna.jpg' }], {
        defaultField: 'dishImage',
        defaultType: 'image/jpeg',
      }),
    );
    expect(upload.statusCode).toBe(201);
    const dishId = await dishOf(owner, { ...LASAGNA, imageUrl: upload.json().imageUrl });
    const link = await linkOf(owner, dishId);
    const page = (await stranger(pathOf(link.url))).body;
    expect(page).toContain(`<meta property="og:image" content="${link.url}/picture">`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    const picture = await stranger(`${pathOf(link.url)}/picture`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    await call(owner, 'DELETE', `/api/dishes/${dishId}/share-link`);
    expect((await stranger(`${pathOf(link.url)}/picture`)).statusCode).toBe(404);
  });

  it('reads back through our own recipe importer into the same dish', async () => {
    const owner = await signUpUser(app);
    const link = await linkOf(owner, await dishOf(owner));
    const page = (await stranger(pathOf(link.url))).body;
    const { dish } = readRecipePage(page, link.url);
    expect(dish).toMatchObject({
      dishName: LASAGNA.dishName,
      description: LASAGNA.description,
      prepTime: LASAGNA.prepTime,
      cookTime: LASAGNA.cookTime,
      totalTime: LASAGNA.totalTime,
      servings: LASAGNA.servings,
      tags: LASAGNA.tags,
      instructions: LASAGNA.instructions,
      sourceUrl: link.url,
    });
    expect(dish.ingredients.map(({ item, quantity, unit, optional }) => ({ item, quantity, unit, optional }))).toEqual(
      LASAGNA.ingredients.map(({ item, quantity, unit, optional = false }) => ({ item, quantity, unit, optional })),
    );
    expect(dish.ingredients[1]).toMatchObject({ note: 'sifted' });
  });

  it('is rate-limited per address', async () => {
    const owner = await signUpUser(app);
    const link = await linkOf(owner, await dishOf(owner));
    for (let read = 0; read < PUBLIC_PAGE_READS_PER_MINUTE; read++) {
      expect((await stranger(pathOf(link.url), {}, '198.51.100.77')).statusCode).toBe(200);
    }
    const refused = await stranger(pathOf(link.url), {}, '198.51.100.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/shared-dishes/:token/save', () => {
  it("copies the dish into a signed-in visitor's dishes and opens it", async () => {
    const owner = await signUpUser(app);
    const link = await linkOf(owner, await dishOf(owner));
    const visitor = await signUpUser(app);
    const page = await app.inject({ method: 'GET', url: pathOf(link.url), headers: visitor.headers, remoteAddress: '192.0.2.5' });
    expect(page.body).toContain('Save to my dishes');
    expect((await stranger(pathOf(link.url))).body).not.toContain('Save to my dishes');

    const saved = await app.inject({
      method: 'POST',
      url: `/api/shared-dishes/${link.url.split('/r/')[1]}/save`,
      headers: { ...visitor.headers, 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PUBLIC_URL },
      payload: '',
    });
    expect(saved.statusCode).toBe(303);
    const newId = Number(/^\/dishes\/(\d+)$/.exec(saved.headers.location as string)![1]);
    const copy = (await call(visitor, 'GET', `/api/dishes/${newId}`)).json();
    expect(copy).toMatchObject({ dishName: 'Family Lasagna', editable: true, sourceUrl: link.url, servings: 4 });
    expect(copy.ingredients).toHaveLength(4);
  });

  it('sends a signed-out visitor to sign in, and answers 404 for a dead link', async () => {
    const owner = await signUpUser(app);
    const dishId = await dishOf(owner);
    const token = (await linkOf(owner, dishId)).url.split('/r/')[1];
    const signedOut = await app.inject({ method: 'POST', url: `/api/shared-dishes/${token}/save` });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/login');
    await call(owner, 'DELETE', `/api/dishes/${dishId}/share-link`);
    const visitor = await signUpUser(app);
    const dead = await app.inject({ method: 'POST', url: `/api/shared-dishes/${token}/save`, headers: visitor.headers });
    expect(dead.statusCode).toBe(404);
    expect((await call(visitor, 'GET', '/api/dishes')).json()).toEqual([]);
  });
});
