import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { buildTestApp, buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';
import { freshDatabaseUrl, testDatabaseKind } from '../../../test/test-database.js';

/**
 * Favourites (docs/product.md#dishes): each cook hearts any dish they can read, their own or one
 * a hearth shares with them; the dish page and every list say whether they did, and the
 * library lists only the hearted ones with favourites=true.
 */
const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);

async function dishOf(owner: TestUser, dishName: string) {
  const response = await call(owner, 'POST', '/api/dishes', { dishName });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const names = (response: { json: () => Array<{ dishName: string }> }) => response.json().map((dish) => dish.dishName);

describe('PUT and DELETE /api/dishes/:id/favourite', () => {
  it("hearts one's own dish, says so on the dish and in the library, and takes it back; both may be repeated", async () => {
    const cook = await signUpUser(app);
    const soup = await dishOf(cook, 'Soup');
    await dishOf(cook, 'Stew');
    expect((await call(cook, 'GET', `/api/dishes/${soup}`)).json()).toMatchObject({ favourite: false });

    for (let time = 0; time < 2; time += 1) {
      const hearted = await call(cook, 'PUT', `/api/dishes/${soup}/favourite`);
      expect(hearted.statusCode).toBe(200);
      expect(hearted.json()).toEqual({ favourite: true });
    }
    expect((await call(cook, 'GET', `/api/dishes/${soup}`)).json()).toMatchObject({ favourite: true });
    const library = (await call(cook, 'GET', '/api/dishes')).json();
    expect(library.map((dish: { dishName: string; favourite: boolean }) => [dish.dishName, dish.favourite])).toEqual([
      ['Soup', true],
      ['Stew', false],
    ]);
    expect(names(await call(cook, 'GET', '/api/dishes?favourites=true'))).toEqual(['Soup']);
    expect(names(await call(cook, 'GET', '/api/dishes?favourites=false'))).toEqual(['Soup', 'Stew']);

    for (let time = 0; time < 2; time += 1) {
      const taken = await call(cook, 'DELETE', `/api/dishes/${soup}/favourite`);
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual({ favourite: false });
    }
    expect((await call(cook, 'GET', `/api/dishes/${soup}`)).json()).toMatchObject({ favourite: false });
    expect(names(await call(cook, 'GET', '/api/dishes?favourites=true'))).toEqual([]);
  });

  it("a hearth-mate hearts a shared dish for themselves alone; the owner's own heart is apart", async () => {
    const { owner, member, hearthId } = await household();
    const lasagna = await dishOf(owner, 'Lasagna');
    expect((await call(owner, 'PUT', `/api/dishes/${lasagna}/hearths/${hearthId}`)).statusCode).toBe(200);

    expect((await call(member, 'PUT', `/api/dishes/${lasagna}/favourite`)).json()).toEqual({ favourite: true });
    expect((await call(member, 'GET', `/api/dishes/${lasagna}`)).json()).toMatchObject({ editable: false, favourite: true });
    expect((await call(owner, 'GET', `/api/dishes/${lasagna}`)).json()).toMatchObject({ editable: true, favourite: false });

    const memberCookbook = (await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}`)).json();
    expect(memberCookbook).toEqual([expect.objectContaining({ dishName: 'Lasagna', favourite: true })]);
    const ownerCookbook = (await call(owner, 'GET', `/api/dishes?hearth_id=${hearthId}`)).json();
    expect(ownerCookbook).toEqual([expect.objectContaining({ dishName: 'Lasagna', favourite: false })]);
    expect(names(await call(owner, 'GET', `/api/dishes?hearth_id=${hearthId}&favourites=true`))).toEqual([]);
    expect(names(await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}&favourites=true`))).toEqual(['Lasagna']);
  });

  it("answers another cook's private dish, and a missing one, 404 DISH_NOT_FOUND and hearts nothing", async () => {
    const owner = await signUpUser(app);
    const stranger = await signUpUser(app);
    const secret = await dishOf(owner, 'Secret Sauce');
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const id of [secret, 999_999]) {
        const refused = await call(stranger, method, `/api/dishes/${id}/favourite`);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'DISH_NOT_FOUND' });
      }
    }
    expect(names(await call(stranger, 'GET', '/api/dishes?favourites=true'))).toEqual([]);
    expect((await call(owner, 'GET', `/api/dishes/${secret}`)).json()).toMatchObject({ favourite: false });
  });

  it('refuses a bad id, a bad filter and a caller with no session with a 4xx, and changes nothing', async () => {
    const cook = await signUpUser(app);
    const soup = await dishOf(cook, 'Soup');
    const badId = await call(cook, 'PUT', '/api/dishes/abc/favourite');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'INVALID_DISH_ID' });
    expect((await call(cook, 'GET', '/api/dishes?favourites=yes')).statusCode).toBe(400);
    expect((await call(null, 'PUT', `/api/dishes/${soup}/favourite`)).statusCode).toBe(401);
    expect(names(await call(cook, 'GET', '/api/dishes?favourites=true'))).toEqual([]);
  });

  it('goes with the dish when it is deleted, and a hearth-mate loses the heart with their access', async () => {
    const { owner, member, hearthId } = await household();
    const pie = await dishOf(owner, 'Pie');
    await call(owner, 'PUT', `/api/dishes/${pie}/hearths/${hearthId}`);
    await call(owner, 'PUT', `/api/dishes/${pie}/favourite`);
    await call(member, 'PUT', `/api/dishes/${pie}/favourite`);
    expect((await call(owner, 'DELETE', `/api/dishes/${pie}`)).statusCode).toBe(204);
    expect(names(await call(owner, 'GET', '/api/dishes?favourites=true'))).toEqual([]);
    expect(names(await call(member, 'GET', `/api/dishes?hearth_id=${hearthId}&favourites=true`))).toEqual([]);
    expect((await call(member, 'PUT', `/api/dishes/${pie}/favourite`)).statusCode).toBe(404);
  });
});

describe('the lists answered from a copy', () => {
  it('a heart changes the library and its ETag at once, on a second server sharing the database too', async () => {
    const DATABASE_URL =
      testDatabaseKind === 'sqlite' ? `file:${join(mkdtempSync(join(tmpdir(), 'hearth-hearts-')), 'hearth.db')}` : await freshDatabaseUrl();
    const first = await buildTestApp({ DATABASE_URL });
    const second = await buildTestApp({ DATABASE_URL });
    try {
      const cook = await signUpUser(first);
      const created = await first.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName: 'Soup' } });
      const soup = created.json().id as number;
      const list = (server: typeof first, headers: Record<string, string> = {}) =>
        server.inject({ method: 'GET', url: '/api/dishes', headers: { ...cook.headers, ...headers } });
      const favourites = async (server: typeof first) =>
        names(await server.inject({ method: 'GET', url: '/api/dishes?favourites=true', headers: cook.headers }));

      const before = await list(second);
      expect(before.json()).toEqual([expect.objectContaining({ favourite: false })]);
      expect(await favourites(second)).toEqual([]);

      await first.inject({ method: 'PUT', url: `/api/dishes/${soup}/favourite`, headers: cook.headers });
      const after = await list(second, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual([expect.objectContaining({ favourite: true })]);
      expect(await favourites(second)).toEqual(['Soup']);

      await first.inject({ method: 'DELETE', url: `/api/dishes/${soup}/favourite`, headers: cook.headers });
      expect((await list(second)).json()).toEqual([expect.objectContaining({ favourite: false })]);
      expect(await favourites(second)).toEqual([]);
      // Given again: the same count of hearts as before it was taken back, yet a new version.
      await first.inject({ method: 'PUT', url: `/api/dishes/${soup}/favourite`, headers: cook.headers });
      const again = await list(second, { 'if-none-match': String(after.headers.etag) });
      expect(again.statusCode).toBe(200);
      expect(await favourites(second)).toEqual(['Soup']);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
