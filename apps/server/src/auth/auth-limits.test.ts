import { describe, expect, it } from 'vitest';
import { buildTestApp, buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../test/test-app.js';

/**
 * The limits on guessing and creating accounts hold whatever spelling of the path and
 * whatever body type a client uses (docs/design.md#reliability-and-security, decision 0004).
 */
const app = await buildTestAppForFile({ SIGN_IN_LIMIT_PER_EMAIL: '2', SIGN_IN_LIMIT_PER_IP: '1000' });

async function exhaustEmailLimit(user: TestUser) {
  const json = (password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password } });
  expect([(await json('wrong 1')).statusCode, (await json('wrong 2')).statusCode, (await json(user.password)).statusCode]).toEqual([
    401, 401, 429,
  ]);
}

describe('sign-in limits cannot be walked around', () => {
  it.each([
    '/api/auth/./sign-in/email',
    '/api/auth/%2e/sign-in/email',
    '/api/auth/x/../sign-in/email',
    '/api/auth/sign-in/./email',
    '/api/auth/sign-in//email',
    '/api/auth/sign-in/email/',
    '/api/auth/sign-in/%65mail',
    '/api/auth/Sign-In/Email',
  ])('answers %s with 404 or 429 once the e-mail is limited, never a session', async (path) => {
    const user = await signUpUser(app);
    await exhaustEmailLimit(user);
    const response = await app.inject({ method: 'POST', url: path, payload: { email: user.email, password: user.password } });
    expect([404, 429]).toContain(response.statusCode);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [
      'an urlencoded form',
      (email: string, password: string) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password }).toString(),
      }),
    ],
    [
      'a multipart form',
      (email: string, password: string) => {
        const boundary = 'hearthboundary';
        const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
        return {
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: `${part('email', email)}${part('password', password)}--${boundary}--\r\n`,
        };
      },
    ],
    [
      'JSON with a vendor type',
      (email: string, password: string) => ({
        headers: { 'content-type': 'application/vnd.api+json' },
        payload: JSON.stringify({ email, password }),
      }),
    ],
  ])('counts the e-mail in %s too', async (_case, body) => {
    const user = await signUpUser(app);
    await exhaustEmailLimit(user);
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', ...body(user.email, user.password) });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('still answers the one spelling of every auth path', async () => {
    const user = await signUpUser(app);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers });
    expect(session.json().user.email).toBe(user.email);
  });
});

describe('password checks behind a session are guesses too', () => {
  it('limits wrong current passwords on a password change, and the account stays as it was', async () => {
    const user = await signUpUser(app);
    const change = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { ...user.headers, origin: 'http://localhost:3000' },
        payload: { currentPassword, newPassword: 'brand new password' },
      });
    expect([(await change('wrong 1')).statusCode, (await change('wrong 2')).statusCode]).toEqual([400, 400]);
    const refused = await change(user.password);
    expect(refused.statusCode).toBe(429);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'brand new password' },
    });
    expect(signIn.statusCode).not.toBe(200);
  });

  it('limits wrong passwords when deleting the account, and deletes nothing', async () => {
    const user = await signUpUser(app);
    const remove = (password: string) =>
      app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers, payload: { confirmEmail: user.email, password } });
    expect([(await remove('wrong 1')).statusCode, (await remove('wrong 2')).statusCode]).toEqual([403, 403]);
    const refused = await remove(user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers });
    expect(session.json().user.email).toBe(user.email);
  });
});

describe('sign-up limits', () => {
  it('lets one address create SIGN_UP_LIMIT_PER_HOUR accounts an hour, then answers 429 and creates nothing', async () => {
    const limited = await buildTestApp({ SIGN_UP_LIMIT_PER_HOUR: '2' });
    try {
      const signUp = (n: number) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { email: `new${n}@example.com`, password: 'secret1', username: `N${n}`, name: `N${n}` },
        });
      expect([(await signUp(1)).statusCode, (await signUp(2)).statusCode]).toEqual([200, 200]);
      const before = await countRows(limited, 'users');
      const refused = await signUp(3);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many new accounts from this address. Please try again in an hour.',
        params: { limit: 'sign-up-ip' },
      });
      expect(await countRows(limited, 'users')).toBe(before);
    } finally {
      await limited.close();
    }
  });

  it('refuses a sign-up image that is not an http(s) link, as the profile does', async () => {
    const before = await countRows(app, 'users');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'pic@example.com', password: 'secret1', username: 'Pic', image: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/image/);
    expect(await countRows(app, 'users')).toBe(before);
  });
});

describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  it('trusts only the hops it is told to, so a forged left-most X-Forwarded-For cannot reset a per-address limit', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '1', SIGN_IN_LIMIT_PER_IP: '2', SIGN_IN_LIMIT_PER_EMAIL: '1000' });
    try {
      const attempt = (forged: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          // The proxy appends the address it saw; everything before it is what the client sent.
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` },
          payload: { email: `${forged}@example.com`, password: 'whatever1' },
        });
      const statuses = [
        (await attempt('198.51.100.1')).statusCode,
        (await attempt('198.51.100.2')).statusCode,
        (await attempt('198.51.100.3')).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });
});
