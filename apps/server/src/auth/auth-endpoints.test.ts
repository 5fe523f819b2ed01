import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpUser } from '../../test/test-app.js';
import { startSmtpReceiver } from '../../test/smtp-receiver.js';
import { VERIFICATION_MAILS_PER_HOUR } from '../plugins/rate-limits.js';
import { AUTH_ENDPOINTS_IN_USE } from './auth-paths.js';

const app = await buildTestApp({ SIGN_IN_LIMIT_PER_EMAIL: '3', SIGN_IN_LIMIT_PER_IP: '1000' });
afterAll(() => app.close());

function formSignIn(body: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
}

describe('a sign-in form that names a field twice', () => {
  it('is refused with 400 REPEATED_FIELD before any password is checked', async () => {
    const victim = await signUpUser(app);
    const answer = await formSignIn(
      `email=decoy%40example.com&email=${encodeURIComponent(victim.email)}&password=${encodeURIComponent(victim.password)}`,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'REPEATED_FIELD' });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('cannot sign in an account whose guesses ran out, whatever the decoy in front', async () => {
    const victim = await signUpUser(app);
    for (let guess = 0; guess < 3; guess += 1) {
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: victim.email, password: 'wrong-guess' },
      });
      expect(wrong.statusCode).toBe(401);
    }
    for (let decoy = 0; decoy < 3; decoy += 1) {
      const answer = await formSignIn(
        `email=decoy${decoy}%40example.com&email=${encodeURIComponent(victim.email)}&password=${encodeURIComponent(victim.password)}`,
      );
      expect(answer.statusCode).not.toBe(200);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const locked = await formSignIn(`email=${encodeURIComponent(victim.email)}&password=${encodeURIComponent(victim.password)}`);
    expect(locked.statusCode).toBe(429);
  });
});

describe('auth endpoints the app does not use', () => {
  it.each([
    ['POST', '/api/auth/verify-password', { password: 'correct horse' }],
    ['POST', '/api/auth/delete-user', { password: 'correct horse' }],
    ['POST', '/api/auth/revoke-session', { token: 'nonexistent' }],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['GET', '/api/auth/list-accounts', undefined],
    ['POST', '/api/auth/set-password', { newPassword: 'another horse' }],
    ['POST', '/api/auth/send-verification-email', { email: 'someone@example.com' }],
    ['POST', '/api/auth/request-password-reset', { email: 'someone@example.com' }],
    ['POST', '/api/auth/change-email', { newEmail: 'other@example.com' }],
  ] as const)('%s %s answers 404, even with a session', async (method, url, payload) => {
    const user = await signUpUser(app);
    const answer = await app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('leaves no password check uncounted: verify-password is closed, so the guesses end where sign-in ends', async () => {
    const user = await signUpUser(app);
    for (let guess = 0; guess < 3; guess += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: user.headers,
        payload: { currentPassword: 'wrong-one', newPassword: 'new horse' },
      });
    }
    const probe = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-password',
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(probe.statusCode).toBe(404);
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { confirmEmail: user.email, password: user.password },
    });
    expect(deletion.statusCode).toBe(429);
  });

  it('lists every endpoint it keeps open in one table, each still answering', async () => {
    expect(Object.keys(AUTH_ENDPOINTS_IN_USE)).toEqual(
      expect.arrayContaining(['get-session', 'sign-up/email', 'sign-in/email', 'sign-out', 'update-user', 'change-password']),
    );
    const user = await signUpUser(app);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers });
    expect(session.json()?.user.email).toBe(user.email);
  });
});

describe('confirmation mails (REQUIRE_EMAIL_VERIFICATION with SMTP_URL)', () => {
  const smtpReady = startSmtpReceiver();
  afterAll(async () => (await smtpReady).close());

  it('cannot be asked for on demand, and an unconfirmed address gets a few an hour however often it signs in', async () => {
    const smtp = await smtpReady;
    const mailing = await buildTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: smtp.url, SIGN_IN_LIMIT_PER_EMAIL: '100' });
    try {
      const email = 'unconfirmed@example.com';
      const signUp = await mailing.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: 'secret1', username: 'Un', name: 'Un' },
      });
      expect(signUp.statusCode).toBe(200);
      for (let ask = 0; ask < 30; ask += 1) {
        const asked = await mailing.inject({ method: 'POST', url: '/api/auth/send-verification-email', payload: { email } });
        expect(asked.statusCode).toBe(404);
      }
      for (let signIn = 0; signIn < 8; signIn += 1) {
        const answer = await mailing.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'secret1' } });
        expect(answer.statusCode).toBe(403);
      }
      // A mail to another address marks the end of what was sent.
      await mailing.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'marker@example.com', password: 'secret1', username: 'M', name: 'M' },
      });
      let toUnconfirmed = 0;
      for (let mail = await smtp.nextMail(); !mail.to.includes('marker@example.com'); mail = await smtp.nextMail()) {
        if (mail.to.includes(email)) toUnconfirmed += 1;
      }
      expect(toUnconfirmed).toBe(VERIFICATION_MAILS_PER_HOUR);
    } finally {
      await mailing.close();
    }
    // Eighteen password hashes and a dozen mails: on a busy two-core machine, past the usual 20 s.
  }, 60_000);
});
