import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, buildTestAppForFile, cookieHeader, countRows, signUpUser } from '../../test/test-app.js';

const app = await buildTestAppForFile({ SIGN_IN_LIMIT_PER_EMAIL: '3', SIGN_IN_LIMIT_PER_IP: '1000' });

function signUp(payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: payload as object, headers });
}

function signIn(email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
}

function sessionOf(headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
}

function updateUser(headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: '/api/auth/update-user', headers, payload });
}

function signOut(headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-out', headers, payload: {} });
}

describe('POST /api/auth/sign-up/email', () => {
  it('creates the user with their username and signs them in', async () => {
    const response = await signUp({ email: 'Ann@Example.com', password: 'secret1', username: 'Ann', name: 'Ann' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'ann@example.com', username: 'Ann' });
    expect(body.token).toEqual(expect.any(String));

    const session = await sessionOf({ cookie: cookieHeader(response) });
    expect(session.json().user).toMatchObject({ email: 'ann@example.com', username: 'Ann' });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await signUp({ email: 'cookie@example.com', password: 'secret1', username: 'C', name: 'C' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  const badBodies: Array<[string, unknown, RegExp]> = [
    ['a malformed e-mail', { email: 'not-an-email', password: 'secret1', username: 'Bo', name: 'Bo' }, /email/i],
    [
      'a 10,000-character username',
      { email: 'long@example.com', password: 'secret1', username: 'x'.repeat(10_000), name: 'x' },
      /username/i,
    ],
    [
      'a password under 6 characters',
      { email: 'short@example.com', password: '12345', username: 'Bo', name: 'Bo' },
      /Password must be at least 6 characters/,
    ],
    ['a missing username', { email: 'nouser@example.com', password: 'secret1', name: 'Bo' }, /username/i],
    ['a missing password', { email: 'nopass@example.com', username: 'Bo', name: 'Bo' }, /password/i],
  ];

  it.each(badBodies)('answers 400 for %s and stores nothing', async (_case, payload, message) => {
    const before = await countRows(app, 'users');
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(message) });
    expect(await countRows(app, 'users')).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const before = await countRows(app, 'users');
    const response = await signUp('{"email": nope', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await countRows(app, 'users')).toBe(before);
  });

  it('answers 415 for a content type it does not read', async () => {
    const response = await signUp('email=a', { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/Content-Type/);
  });

  it('answers 422 for an e-mail that already has an account', async () => {
    const user = await signUpUser(app);
    const before = await countRows(app, 'users');
    const response = await signUp({ email: user.email, password: 'another1', username: 'Twin', name: 'Twin' });
    expect(response.statusCode).toBe(422);
    expect(await countRows(app, 'users')).toBe(before);
  });
});

describe('POST /api/auth/sign-in/email', () => {
  it('signs in with the right password and gives a new session token each time', async () => {
    const user = await signUpUser(app);
    const first = await signIn(user.email, user.password);
    const second = await signIn(user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().token).not.toBe(second.json().token);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const user = await signUpUser(app);
    const wrongPassword = await signIn(user.email, 'wrong password');
    const unknownEmail = await signIn('nobody-here@example.com', 'wrong password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
  });

  it('limits attempts per e-mail with a 429 and a clear message', async () => {
    const user = await signUpUser(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await signIn(user.email, 'wrong password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signIn(user.email, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/too many/i) });
  });
});

describe('bearer tokens', () => {
  it('lets an API client act with Authorization: Bearer', async () => {
    const user = await signUpUser(app);
    const response = await sessionOf({ authorization: `Bearer ${user.token}` });
    expect(response.json().user.email).toBe(user.email);
  });
});

describe('POST /api/auth/update-user', () => {
  it('changes the username and the avatar URL', async () => {
    const user = await signUpUser(app);
    const response = await updateUser(user.headers, {
      username: 'Chef Renamed',
      name: 'Chef Renamed',
      image: 'https://example.com/me.png',
    });
    expect(response.statusCode).toBe(200);
    const session = await sessionOf(user.headers);
    expect(session.json().user).toMatchObject({ username: 'Chef Renamed', image: 'https://example.com/me.png' });
  });

  it.each([
    ['a javascript: avatar URL', { image: 'javascript:alert(1)' }],
    ['a 10,000-character username', { username: 'y'.repeat(10_000) }],
    ['a blank username', { username: '   ' }],
  ])('answers 400 for %s and changes nothing', async (_case, payload) => {
    const user = await signUpUser(app, { username: 'Unchanged' });
    const response = await updateUser(user.headers, payload);
    expect(response.statusCode).toBe(400);
    const session = await sessionOf(user.headers);
    expect(session.json().user).toMatchObject({ username: 'Unchanged', image: null });
  });
});

describe('POST /api/auth/sign-out', () => {
  it('revokes the session on the server, not just in the browser', async () => {
    const user = await signUpUser(app);
    const signedOut = await signOut(user.headers);
    expect(signedOut.statusCode).toBe(200);
    const session = await sessionOf(user.headers);
    expect(session.json()).toBeNull();
  });
});

describe('sign-out and account deletion end sessions on the server', () => {
  it('sign-out also ends the bearer token of that session', async () => {
    const user = await signUpUser(app);
    await signOut(user.headers);
    expect((await sessionOf({ authorization: `Bearer ${user.token}` })).json()).toBeNull();
  });

  it('DELETE /api/account with the password deletes the account and every session of it', async () => {
    const user = await signUpUser(app);
    const otherDevice = cookieHeader(await signIn(user.email, user.password));
    await app.inject({ method: 'POST', url: '/api/dishes', headers: user.headers, payload: { dishName: 'Soon gone' } });

    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { confirmEmail: user.email, password: user.password },
    });
    expect(deletion.statusCode).toBe(204);

    for (const headers of [user.headers, { cookie: otherDevice }, { authorization: `Bearer ${user.token}` }]) {
      expect((await sessionOf(headers)).json()).toBeNull();
      expect((await app.inject({ method: 'GET', url: '/api/dishes', headers })).statusCode).toBe(401);
    }
    const sessions = await sql<{ id: string }>`select id from sessions where user_id = ${user.id}`.execute(app.db);
    expect(sessions.rows).toEqual([]);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
  });

  it.each([
    ['a wrong password', { password: 'not the password' }, 403, 'WRONG_PASSWORD'],
    ['no password', {}, 400, 'PASSWORD_REQUIRED'],
  ])('DELETE /api/account with %s keeps the account and its session', async (_case, extra, status, code) => {
    const user = await signUpUser(app);
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { confirmEmail: user.email, ...extra },
    });
    expect(deletion.statusCode).toBe(status);
    expect(deletion.json().code).toBe(code);
    expect((await sessionOf(user.headers)).json()?.user.email).toBe(user.email);
  });

  it('lets an account without a password (Google only) delete itself only within minutes of signing in', async () => {
    const user = await signUpUser(app);
    // As if the account had been made by signing in with Google: no password to ask for.
    await sql`delete from accounts where user_id = ${user.id} and provider_id = 'credential'`.execute(app.db);
    const remove = () =>
      app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers, payload: { confirmEmail: user.email } });

    await sql`update sessions set created_at = ${new Date(Date.now() - 20 * 60_000).toISOString()} where user_id = ${user.id}`.execute(
      app.db,
    );
    const stale = await remove();
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('SIGN_IN_AGAIN');
    expect((await sessionOf(user.headers)).json()?.user.email).toBe(user.email);

    await sql`update sessions set created_at = ${new Date().toISOString()} where user_id = ${user.id}`.execute(app.db);
    expect((await remove()).statusCode).toBe(204);
    expect((await sessionOf(user.headers)).json()).toBeNull();
  });

  it("keeps the auth library's own delete-user route off: accounts go through DELETE /api/account", async () => {
    const user = await signUpUser(app);
    const deletion = await app.inject({
      method: 'POST',
      url: '/api/auth/delete-user',
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(deletion.statusCode).toBeGreaterThanOrEqual(400);
    expect(deletion.statusCode).toBeLessThan(500);
    expect((await sessionOf(user.headers)).json()?.user.email).toBe(user.email);
  });
});

describe('session cookies', () => {
  it('are Secure when PUBLIC_URL is https, and still HttpOnly and SameSite=Lax', async () => {
    const httpsApp = await buildTestApp({ PUBLIC_URL: 'https://hearth.example' });
    const response = await httpsApp.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'secure@example.com', password: 'secret1', username: 'S', name: 'S' },
    });
    const sessionCookie = [response.headers['set-cookie']].flat().find((cookie) => cookie?.includes('session_token'));
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; SameSite=Lax/i);
    await httpsApp.close();
  });

  it('are not Secure on plain http, where a browser would drop them', async () => {
    const response = await signUp({ email: 'plain-http@example.com', password: 'secret1', username: 'P', name: 'P' });
    expect(String(response.headers['set-cookie'])).not.toMatch(/; Secure/i);
  });
});

describe('POST /api/auth/sign-in/social', () => {
  it('says clearly that Google sign-in is not configured', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'GOOGLE_NOT_CONFIGURED',
      message: 'Google sign-in is not configured on this server.',
    });
  });
});

describe('unknown auth routes', () => {
  it('answers 404 with a message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
