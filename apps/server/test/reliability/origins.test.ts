import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonClient } from '../http-json.js';
import { type HttpSession, signUpOverHttp } from '../http-session.js';
import { type ServerProcess, startServerProcess } from '../server-process.js';

/**
 * Cross-origin writes against the real server process, in production mode. In-process tests
 * cannot show the auth library's half: it skips its origin checks when NODE_ENV is test.
 */
const FOREIGN = 'https://evil.example';
/** What a browser adds to a fetch() made by a page of another site. */
const FROM_ANOTHER_SITE = { origin: FOREIGN, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' };

const dir = mkdtempSync(join(tmpdir(), 'hearth-origins-'));
let server: ServerProcess;
let cook: HttpSession;
let foreign: JsonClient;
let own: JsonClient;

beforeAll(async () => {
  server = await startServerProcess({ databaseUrl: `file:${join(dir, 'hearth.db')}` });
  cook = await signUpOverHttp(server.url, { email: 'origin@example.com', password: 'origin-password', username: 'Before' });
  foreign = new JsonClient(server.url, { cookie: cook.cookie, ...FROM_ANOTHER_SITE });
  own = new JsonClient(server.url, { cookie: cook.cookie, origin: server.url, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
});

afterAll(async () => {
  foreign.close();
  own.close();
  await server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

async function username() {
  const session = await own.send({ path: '/api/auth/get-session' });
  return (session.body as { user?: { username?: string } } | null)?.user?.username;
}

describe('state-changing requests from another origin, against the real server', () => {
  it('are refused by the auth library on its own endpoints, and change nothing', async () => {
    const attempts = [
      { path: '/api/auth/update-user', body: { username: 'Hijacked', name: 'Hijacked' } },
      { path: '/api/auth/sign-out', body: {} },
      // delete-user is not served at all (the allow-list, decision 0048); change-password is.
      { path: '/api/auth/change-password', body: { currentPassword: 'origin-password', newPassword: 'hijacked-password' } },
    ];
    for (const { path, body } of attempts) {
      const answer = await foreign.send({ method: 'POST', path, body });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
    }
    expect(await username()).toBe('Before');
  });

  it('cannot sign a visitor in from another site (login CSRF)', async () => {
    const stranger = new JsonClient(server.url, FROM_ANOTHER_SITE);
    const answer = await stranger.send({
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: { email: 'origin@example.com', password: 'origin-password' },
    });
    stranger.close();
    expect(answer.status).toBe(403);
  });

  it('are refused with 403 CROSS_ORIGIN_REQUEST on our API, and change nothing', async () => {
    const before = await own.send({ path: '/api/dishes' });
    const answer = await foreign.send({ method: 'POST', path: '/api/dishes', body: { dishName: 'Planted' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'CROSS_ORIGIN_REQUEST' });
    expect((await own.send({ path: '/api/dishes' })).body).toEqual(before.body);
  });

  it('are accepted from the app itself', async () => {
    const created = await own.send({ method: 'POST', path: '/api/dishes', body: { dishName: 'Our own soup' } });
    expect(created.status).toBe(201);
    const renamed = await own.send({ method: 'POST', path: '/api/auth/update-user', body: { username: 'After', name: 'After' } });
    expect(renamed.status).toBe(200);
    expect(await username()).toBe('After');
  });
});
