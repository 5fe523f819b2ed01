import { afterAll, describe, expect, it } from 'vitest';
import { readMail, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { buildTestAppForFile, cookieHeader } from '../../test/test-app.js';

/** The account's language and unit system, as a person's browser and Settings choose them. */
const smtpReady = startSmtpReceiver();
const smtp = await smtpReady;
const app = await buildTestAppForFile({ REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: smtp.url });

afterAll(async () => {
  await smtp.close();
});

let counter = 0;

function signUp(headers: Record<string, string>, extra: object = {}) {
  counter += 1;
  const email = `lang${counter}-${Date.now()}@example.com`;
  const request = app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload: { email, password: 'secret12', username: 'Lena', name: 'Lena', ...extra },
  });
  return { email, request };
}

async function storedUser(email: string) {
  return app.db.selectFrom('users').select(['units', 'language']).where('email', '=', email).executeTakeFirstOrThrow();
}

describe('a new account', () => {
  it.each([
    ['de-DE,de;q=0.9', 'metric'],
    ['en-GB', 'metric'],
    ['pt-BR', 'metric'],
    ['en-US,en;q=0.9', 'as-written'],
    ['', 'as-written'],
  ])('signed up from a browser reading %j measures in %s', async (acceptLanguage, units) => {
    const { email, request } = signUp(acceptLanguage ? { 'accept-language': acceptLanguage } : {});
    expect((await request).statusCode).toBe(200);
    await smtp.nextMail();
    expect(await storedUser(email)).toEqual({ units, language: null });
  });

  it('keeps the units the sign-up chose, whatever the browser reads', async () => {
    const { email, request } = signUp({ 'accept-language': 'de' }, { units: 'us', language: 'sv' });
    expect((await request).statusCode).toBe(200);
    await smtp.nextMail();
    expect(await storedUser(email)).toEqual({ units: 'us', language: 'sv' });
  });

  it('refuses a language the product does not speak', async () => {
    const { request } = signUp({}, { language: 'tlh' });
    const response = await request;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^language: /) });
  });
});

describe('the confirmation mail', () => {
  it('is written in the language of the browser that signed up', async () => {
    const { email, request } = signUp({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    await request;
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([email]);
    const { subject, text } = readMail(mail.raw);
    expect(subject).toBe('Bestätige deine E-Mail-Adresse für The Hearth');
    expect(text).toMatch(
      /^Willkommen bei The Hearth!\n\nBestätige deine E-Mail-Adresse, um dein Konto fertig einzurichten:\nhttp:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+\n\nWenn du dich nicht registriert hast/,
    );
  });

  it('is written in the language the account chose, over the browser', async () => {
    const { email, request } = signUp({ 'accept-language': 'de' }, { language: 'ar' });
    await request;
    const { subject } = readMail((await smtp.nextMail()).raw);
    expect(subject).toBe('أكّد بريدك الإلكتروني في The Hearth');
    // Signing in before confirming sends the link again, still in the account's language.
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'accept-language': 'fr' },
      payload: { email, password: 'secret12' },
    });
    expect(readMail((await smtp.nextMail()).raw).subject).toBe('أكّد بريدك الإلكتروني في The Hearth');
  });

  it('keeps its English text for an English browser', async () => {
    const { request } = signUp({ 'accept-language': 'en-US' });
    await request;
    const { subject, text } = readMail((await smtp.nextMail()).raw);
    expect(subject).toBe('Confirm your e-mail for The Hearth');
    expect(text).toMatch(/^Welcome to The Hearth!\n\nConfirm your e-mail address to finish creating your account:\n/);
    expect(text).toMatch(/\n\nIf you did not sign up, you can ignore this message\.$/);
  });

  it('tells the owner of a known address in the owner’s language, else the language of the sign-up', async () => {
    const owner = signUp({}, { language: 'pl' });
    await owner.request;
    await smtp.nextMail();
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'it' },
      payload: { email: owner.email, password: 'secret12', username: 'Twin', name: 'Twin' },
    });
    const { subject, text } = readMail((await smtp.nextMail()).raw);
    expect(subject).toBe('Ktoś próbował zarejestrować się w The Hearth Twoim adresem e-mail');
    expect(text).toContain('Masz już konto.');
  });
});

describe('Settings: "Language"', () => {
  it('is kept on the account, cleared with null, and read back in the session', async () => {
    const { request } = signUp({});
    expect((await request).statusCode).toBe(200);
    // The confirmation link signs in.
    const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(readMail((await smtp.nextMail()).raw).text)?.[1];
    const confirmed = await app.inject({ method: 'GET', url: link! });
    const headers = { cookie: cookieHeader(confirmed) };

    const session = () => app.inject({ method: 'GET', url: '/api/auth/get-session', headers }).then((response) => response.json().user);
    expect((await session()).language).toBeNull();
    expect((await app.inject({ method: 'POST', url: '/api/auth/update-user', headers, payload: { language: 'pt-BR' } })).statusCode).toBe(
      200,
    );
    expect((await session()).language).toBe('pt-BR');
    const refused = await app.inject({ method: 'POST', url: '/api/auth/update-user', headers, payload: { language: 'pt' } });
    expect(refused.statusCode).toBe(400);
    expect((await session()).language).toBe('pt-BR');
    expect((await app.inject({ method: 'POST', url: '/api/auth/update-user', headers, payload: { language: null } })).statusCode).toBe(200);
    expect((await session()).language).toBeNull();
  });
});
