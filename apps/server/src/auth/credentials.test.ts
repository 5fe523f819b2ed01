import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countRows, signUpUser, TEST_PUBLIC_URL, type TestUser } from '../../test/test-app.js';
import { credentialKey, credentialOf } from './credentials.js';

const COOKIE = 'better-auth.session_token';
/** What a browser sends to every page behind a reverse proxy with HTTP Basic authentication. */
const PROXY_BASIC = 'Basic aG91c2U6aG9sZA==';

describe('credentialOf', () => {
  it.each([
    ['a bearer token', { authorization: 'Bearer abc.def' }, 'bearer:abc.def'],
    ['the scheme in any case', { authorization: 'bEaReR abc.def', cookie: `${COOKIE}=c.s` }, 'bearer:abc.def'],
    ['the session cookie', { cookie: `theme=dark; ${COOKIE}=tok.sig; other=1` }, 'cookie:tok.sig'],
    ['the cookie beside a Basic header, which is not ours', { authorization: PROXY_BASIC, cookie: `${COOKIE}=tok.sig` }, 'cookie:tok.sig'],
  ])('reads %s', (_case, headers, key) => {
    const credential = credentialOf(headers, COOKIE);
    expect(credential && credentialKey(credential)).toBe(key);
  });

  it.each([
    ['nothing', {}],
    ['a Basic header alone', { authorization: PROXY_BASIC }],
    ['an empty Bearer header, even with a cookie', { authorization: 'Bearer ', cookie: `${COOKIE}=tok.sig` }],
    ['a cookie of another name', { cookie: `x-${COOKIE}=tok.sig` }],
  ])('finds no credential in %s', (_case, headers) => {
    expect(credentialOf(headers, COOKIE)).toBeUndefined();
  });
});

describe('sessions are remembered only under the credential that proved them', () => {
  let app: FastifyInstance;
  let ada: TestUser;
  let bob: TestUser;
  let adasDish: number;

  beforeAll(async () => {
    app = await buildTestApp();
    ada = await signUpUser(app, { username: 'Ada' });
    bob = await signUpUser(app, { username: 'Bob' });
    adasDish = (await app.inject({ method: 'POST', url: '/api/dishes', headers: ada.headers, payload: { dishName: "Ada's soup" } })).json()
      .id;
  });

  afterAll(async () => {
    await app.close();
  });

  const dishNames = async (headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: '/api/dishes', headers });
    return response.statusCode === 200 ? response.json().map((dish: { dishName: string }) => dish.dishName) : response.statusCode;
  };

  it("never serves someone else's session for a proxy's Basic header", async () => {
    // Ada's browser behind the proxy: her cookie and the proxy's Basic credentials.
    expect(await dishNames({ ...ada.headers, authorization: PROXY_BASIC })).toEqual(["Ada's soup"]);
    // The same Basic header alone, or with Bob's cookie, is not Ada.
    expect(await dishNames({ authorization: PROXY_BASIC })).toBe(401);
    expect(await dishNames({ ...bob.headers, authorization: PROXY_BASIC })).toEqual([]);
    const deletion = await app.inject({
      method: 'DELETE',
      url: `/api/dishes/${adasDish}`,
      headers: { ...bob.headers, authorization: PROXY_BASIC },
    });
    expect(deletion.statusCode).toBe(404);
    expect(await dishNames(ada.headers)).toEqual(["Ada's soup"]);
  });

  it('judges a request with a Bearer header by that token alone, never by its cookie', async () => {
    expect(await dishNames({ ...ada.headers, authorization: 'Bearer not-a-token' })).toBe(401);
    expect(await dishNames({ ...ada.headers, authorization: `Bearer ${bob.token}` })).toEqual([]);
  });

  it('lets another origin write only with a bearer token that verified', async () => {
    const before = await countRows(app, 'dishes');
    const forged = await app.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: { ...ada.headers, authorization: 'Bearer forged.token', origin: 'https://evil.example' },
      payload: { dishName: 'Planted' },
    });
    expect(forged.statusCode).toBe(401);
    expect(await countRows(app, 'dishes')).toBe(before);

    const client = await app.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: { authorization: `Bearer ${ada.token}`, origin: 'https://tool.example' },
      payload: { dishName: 'From my script' },
    });
    expect(client.statusCode).toBe(201);
    expect(TEST_PUBLIC_URL).not.toBe('https://tool.example');
  });

  it('refuses the raw token the database keeps: only the signed token handed out is a credential', async () => {
    const { rows } = await sql<{ token: string }>`select token from sessions where user_id = ${ada.id}`.execute(app.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const { token } of rows) {
      expect(ada.token.startsWith(`${token}.`)).toBe(true);
      expect(await dishNames({ authorization: `Bearer ${token}` })).toBe(401);
    }
    expect(await dishNames({ authorization: `Bearer ${ada.token}` })).toContain("Ada's soup");
  });
});
