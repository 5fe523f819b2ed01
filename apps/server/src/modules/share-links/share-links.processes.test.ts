import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_READS_PER_MINUTE } from '../../plugins/rate-limits.js';
import { buildTestApp, signUpUser, TEST_PUBLIC_URL } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';

/** Two server processes on one database: a link made on one opens on the other, and ends on both at once. */
const DATABASE_URL = await sharedDatabaseUrl();
const one = await buildTestApp({ DATABASE_URL });
const two = await buildTestApp({ DATABASE_URL });
afterAll(async () => {
  await one.close();
  await two.close();
});

describe('a public link across two processes', () => {
  it('opens on the other process, and is dead there the moment it is revoked', async () => {
    const owner = await signUpUser(one);
    const dish = await one.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: owner.headers,
      payload: { dishName: 'Two-Process Stew' },
    });
    const link = (await one.inject({ method: 'POST', url: `/api/dishes/${dish.json().id}/share-link`, headers: owner.headers })).json();
    const path = (link.url as string).slice(TEST_PUBLIC_URL.length);

    const read = await two.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.20' });
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Two-Process Stew');
    expect((await two.inject({ method: 'GET', url: `/api/dishes/${dish.json().id}/share-link`, headers: owner.headers })).json()).toEqual(
      link,
    );

    expect(
      (await one.inject({ method: 'DELETE', url: `/api/dishes/${dish.json().id}/share-link`, headers: owner.headers })).statusCode,
    ).toBe(204);
    expect((await two.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.20' })).statusCode).toBe(404);
  });

  it('counts one reader against one limit, whichever process answers', async () => {
    const owner = await signUpUser(one);
    const dish = await one.inject({ method: 'POST', url: '/api/dishes', headers: owner.headers, payload: { dishName: 'Counted Soup' } });
    const link = (await one.inject({ method: 'POST', url: `/api/dishes/${dish.json().id}/share-link`, headers: owner.headers })).json();
    const path = (link.url as string).slice(TEST_PUBLIC_URL.length);
    for (let read = 0; read < PUBLIC_PAGE_READS_PER_MINUTE; read++) {
      const app = read % 2 === 0 ? one : two;
      expect((await app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.21' })).statusCode).toBe(200);
    }
    expect((await one.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.21' })).statusCode).toBe(429);
    expect((await two.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.21' })).statusCode).toBe(429);
  });
});
