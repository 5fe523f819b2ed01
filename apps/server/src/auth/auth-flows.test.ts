import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookieHeader, countRows, signUpUser } from '../../test/test-app.js';
import { freshDatabaseUrl, testDatabaseKind } from '../../test/test-database.js';
import { startSmtpReceiver } from '../../test/smtp-receiver.js';

async function databaseUrlForTwoStarts() {
  if (testDatabaseKind === 'sqlite') return `file:${join(mkdtempSync(join(tmpdir(), 'hearth-secret-')), 'hearth.db')}`;
  return freshDatabaseUrl();
}

describe('a server started without AUTH_SECRET', () => {
  it('generates a secret once and keeps it, so sessions survive a restart', async () => {
    const DATABASE_URL = await databaseUrlForTwoStarts();
    const first = await buildTestApp({ DATABASE_URL, AUTH_SECRET: '' });
    const user = await signUpUser(first);
    await first.close();

    const second = await buildTestApp({ DATABASE_URL, AUTH_SECRET: '' });
    const session = await second.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers });
    expect(session.json()?.user?.email).toBe(user.email);
    await second.close();
  });
});

describe('sign-in limits per client address', () => {
  it('answers 429 once one address has used its attempts, whatever the e-mail', async () => {
    const app = await buildTestApp({ SIGN_IN_LIMIT_PER_IP: '2', SIGN_IN_LIMIT_PER_EMAIL: '100' });
    const statuses: number[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'whatever1' } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
    await app.close();
  });
});

describe('Google sign-in, when configured', () => {
  it('sends the browser to Google asking for offline access and a fresh consent, returning to /', async () => {
    const app = await buildTestApp({ GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toContain('consent');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    await app.close();
  });
});

describe('e-mail confirmation (REQUIRE_EMAIL_VERIFICATION with SMTP_URL)', () => {
  const smtpReady = startSmtpReceiver();

  afterAll(async () => {
    await (await smtpReady).close();
  });

  it('signs up without a session, mails a link, and the link confirms and signs in', async () => {
    const smtp = await smtpReady;
    const app = await buildTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: smtp.url });

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'confirm@example.com', password: 'secret1', username: 'Con', name: 'Con', callbackURL: '/dashboard' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().token).toBeNull();
    expect(signUp.headers['set-cookie']).toBeUndefined();

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['confirm@example.com']);
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = unfolded.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/)?.[0];
    expect(link).toBeDefined();

    const signInEarly = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'confirm@example.com', password: 'secret1' },
    });
    expect(signInEarly.statusCode).toBe(403);
    await smtp.nextMail(); // signing in unconfirmed sends the link again

    const confirm = await app.inject({ method: 'GET', url: link!.replace('http://localhost:3000', '') });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/dashboard');
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: cookieHeader(confirm) } });
    expect(session.json().user).toMatchObject({ email: 'confirm@example.com', emailVerified: true });
    await app.close();
  });

  it('answers a sign-up with a known address exactly as a new one, and mails the owner instead', async () => {
    const smtp = await smtpReady;
    const app = await buildTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: smtp.url });
    const signUp = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: 'secret1', username: 'Twin', name: 'Twin' },
      });

    const first = await signUp('taken@example.com');
    await smtp.nextMail(); // the owner's own confirmation
    const usersBefore = await countRows(app, 'users');
    const again = await signUp('taken@example.com');
    const fresh = await signUp('fresh@example.com');

    const shape = (response: typeof first) => ({
      status: response.statusCode,
      token: response.json().token,
      userKeys: Object.keys(response.json().user).sort(),
      cookie: response.headers['set-cookie'],
    });
    expect(shape(again)).toEqual(shape(fresh));
    expect(again.json().user.id).not.toBe(first.json().user.id);
    expect(await countRows(app, 'users')).toBe(usersBefore + 1);

    const mails = [await smtp.nextMail(), await smtp.nextMail()];
    const toOwner = mails.find((mail) => mail.to.includes('taken@example.com'));
    expect(toOwner?.raw).toMatch(/already have an account/);
    expect(toOwner?.raw).not.toMatch(/verify-email/);
    await app.close();
  });

  it('is off when no SMTP server is configured, so nobody gets locked out', async () => {
    const app = await buildTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
    const user = await signUpUser(app);
    expect(user.headers.cookie).toContain('session_token');
    await app.close();
  });
});
