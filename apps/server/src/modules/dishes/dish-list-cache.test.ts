import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTestAppForFile, signUpUser, type TestUser } from '../../../test/test-app.js';
import { freshDatabaseUrl, testDatabaseKind } from '../../../test/test-database.js';
import { DishListCache, MAX_BYTES, MAX_ENTRIES } from './dish-list-cache.js';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { utcToday } from '@hearth/shared/calendar-dates';

const app = await buildTestAppForFile();
const { call, household } = hearthCalls(() => app);
let cook: TestUser;

function list(user: TestUser, headers: Record<string, string> = {}, query = '') {
  return app.inject({ method: 'GET', url: `/api/dishes${query}`, headers: { ...user.headers, ...headers } });
}

const names = (response: { json: () => Array<{ dishName: string }> }) => response.json().map((dish) => dish.dishName);

beforeAll(async () => {
  cook = await signUpUser(app);
  for (const dishName of ['Soup', 'Stew']) {
    await app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName, tags: ['Winter'] } });
  }
});

describe('GET /api/dishes, answered from a copy while the library is unchanged', () => {
  it('shows every change at once: a new dish, a renamed one, a deleted one', async () => {
    expect(names(await list(cook))).toEqual(['Soup', 'Stew']);
    const created = await app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName: 'Pie' } });
    expect(names(await list(cook))).toEqual(['Soup', 'Stew', 'Pie']);
    await app.inject({ method: 'PUT', url: `/api/dishes/${created.json().id}`, headers: cook.headers, payload: { dishName: 'Apple Pie' } });
    expect(names(await list(cook))).toEqual(['Soup', 'Stew', 'Apple Pie']);
    await app.inject({ method: 'DELETE', url: `/api/dishes/${created.json().id}`, headers: cook.headers });
    expect(names(await list(cook))).toEqual(['Soup', 'Stew']);
  });

  it('keeps filters apart', async () => {
    expect(names(await list(cook, {}, '?tags=Winter'))).toEqual(['Soup', 'Stew']);
    expect(names(await list(cook, {}, '?tags=Summer'))).toEqual([]);
  });

  it('answers the same list compressed for browsers, and 304 to a browser that has it', async () => {
    const plain = await list(cook);
    const br = await list(cook, { 'accept-encoding': 'br, gzip' });
    const gzip = await list(cook, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    const etag = String(plain.headers.etag);
    const again = await list(cook, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await app.inject({ method: 'POST', url: '/api/dishes', headers: cook.headers, payload: { dishName: 'Tart' } });
    const changed = await list(cook, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(names(changed)).toContain('Tart');
  });

  it('reads two statements when the copy is current: the session still there, and the version', async () => {
    await list(cook);
    const before = app.statementCount();
    await list(cook);
    expect(app.statementCount() - before).toBe(2);
  });

  it('never shows one cook the list of another', async () => {
    const other = await signUpUser(app);
    expect(names(await list(other))).toEqual([]);
  });
});

describe('two servers sharing one database', () => {
  it("each sees the cookings recorded, changed and deleted through the other, though it kept the list's copy", async () => {
    const DATABASE_URL =
      testDatabaseKind === 'sqlite' ? `file:${join(mkdtempSync(join(tmpdir(), 'hearth-list-')), 'hearth.db')}` : await freshDatabaseUrl();
    const first = await buildTestApp({ DATABASE_URL });
    const second = await buildTestApp({ DATABASE_URL });
    const user = await signUpUser(first);
    const dishId = (
      await first.inject({ method: 'POST', url: '/api/dishes', headers: user.headers, payload: { dishName: 'Chili' } })
    ).json().id;
    const figuresOn = async (server: FastifyInstance) => {
      const [dish] = (await server.inject({ method: 'GET', url: '/api/dishes?sort=rating', headers: user.headers })).json();
      return [dish.times_cooked, dish.average_rating];
    };
    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      first.inject({ method, url: `/api/dishes/${dishId}/cooked${url}`, headers: user.headers, payload });

    expect(await figuresOn(second)).toEqual([0, null]);
    const entryId = (await send('POST', '', { date: utcToday(), rating: 3 })).json().entry_id;
    expect(await figuresOn(second)).toEqual([1, 3]);
    expect((await send('PATCH', `/${entryId}`, { rating: 4 })).statusCode).toBe(200);
    expect(await figuresOn(second)).toEqual([1, 4]);
    expect((await send('DELETE', `/${entryId}`)).statusCode).toBe(200);
    expect(await figuresOn(second)).toEqual([0, null]);
    await first.close();
    await second.close();
  });

  it('each sees the changes the other makes', async () => {
    const DATABASE_URL =
      testDatabaseKind === 'sqlite' ? `file:${join(mkdtempSync(join(tmpdir(), 'hearth-list-')), 'hearth.db')}` : await freshDatabaseUrl();
    const first = await buildTestApp({ DATABASE_URL });
    const second = await buildTestApp({ DATABASE_URL });
    const user = await signUpUser(first);
    const readFrom = async (server: FastifyInstance) =>
      (await server.inject({ method: 'GET', url: '/api/dishes', headers: user.headers }))
        .json()
        .map((d: { dishName: string }) => d.dishName);

    expect(await readFrom(second)).toEqual([]);
    await first.inject({ method: 'POST', url: '/api/dishes', headers: user.headers, payload: { dishName: 'Shared Soup' } });
    expect(await readFrom(second)).toEqual(['Shared Soup']);
    await first.close();
    await second.close();
  });
});

describe('a cooking recorded, changed or deleted', () => {
  const today = utcToday();

  it('changes the ETag and the figures of the library and of a cookbook, for the writer and for a hearth-mate', async () => {
    const { owner, member, hearthId } = await household();
    const dishId = (await call(owner, 'POST', '/api/dishes', { dishName: 'Chili' })).json().id;
    expect((await call(owner, 'PUT', `/api/dishes/${dishId}/hearths/${hearthId}`)).statusCode).toBe(200);
    const views = [
      { reader: owner, query: '' },
      { reader: member, query: `?hearth_id=${hearthId}` },
    ];
    const figures = async () =>
      Promise.all(
        views.map(async ({ reader, query }) => {
          const response = await list(reader, {}, query);
          const dish = response.json().find((found: { id: number }) => found.id === dishId);
          return { etag: String(response.headers.etag), times: dish.times_cooked, rating: dish.average_rating };
        }),
      );
    const before = await figures();

    const recorded = await call(member, 'POST', `/api/dishes/${dishId}/cooked`, { date: today, rating: 2 });
    const entryId = recorded.json().entry_id;
    const afterRecord = await figures();
    const changed = await call(member, 'PATCH', `/api/dishes/${dishId}/cooked/${entryId}`, { rating: 5 });
    expect(changed.statusCode).toBe(200);
    const afterChange = await figures();
    expect((await call(member, 'DELETE', `/api/dishes/${dishId}/cooked/${entryId}`)).statusCode).toBe(200);
    const afterDelete = await figures();

    for (const [index, view] of afterRecord.entries()) {
      expect(view).toMatchObject({ times: 1, rating: 2 });
      expect(afterChange[index]).toMatchObject({ times: 1, rating: 5 });
      expect(afterDelete[index]).toMatchObject({ times: 0, rating: null });
      // Each change a new version, so a browser holding the one before gets the new list.
      const etags = [before[index]!.etag, view.etag, afterChange[index]!.etag, afterDelete[index]!.etag];
      for (let step = 1; step < etags.length; step += 1) expect(etags[step]).not.toBe(etags[step - 1]);
    }
  });
});

describe('DishListCache size', () => {
  it('keeps at most MAX_ENTRIES copies, and counts their keys, however many different filters are asked for', async () => {
    const cache = new DishListCache();
    const filter = 'tag='.padEnd(1_000, 'x');
    for (let index = 0; index < MAX_ENTRIES + 3_000; index += 1) {
      await cache.body(`owner-1?${filter}${index}`, 'v1', 'identity', async () => '[]');
    }
    expect(cache.size.entries).toBe(MAX_ENTRIES);
    // Two bytes of body each; the keys are what the memory holds.
    expect(cache.size.bytes).toBeGreaterThan(MAX_ENTRIES * 2_000);
    expect(cache.size.bytes).toBeLessThanOrEqual(MAX_BYTES);
  });
});
