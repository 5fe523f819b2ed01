import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, signUpUser } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { connectedServices } from './config.routes.js';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const SECRETS = {
  GOOGLE_CLIENT_ID: 'google-client-id-7c1e',
  GOOGLE_CLIENT_SECRET: 'google-client-secret-93fa',
  SMTP_URL: 'smtp://mailer:smtp-password-41d2@mail.internal.example:587',
  INSTACART_API_KEY: 'instacart-key-0b8d',
  VISION_BASE_URL: 'https://vision-user:vision-password-5e6a@vision.internal.example/v1',
  VISION_API_KEY: 'vision-key-22c9',
  VISION_MODEL: 'ft:gpt-4o:acme-org-8f3b',
};

describe('GET /api/config/services', () => {
  it('answers 401 without a session', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/config/services' });
    expect(response.statusCode).toBe(401);
  });

  it('says nothing optional is set up on a bare server, and photos fall back to built-in OCR', async () => {
    app = await buildTestApp();
    const user = await signUpUser(app);
    const response = await app.inject({ method: 'GET', url: '/api/config/services', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      googleSignIn: { configured: false },
      email: { configured: false, confirmationRequired: false },
      instacart: { configured: false },
      photoRecognition: { configured: true, engine: 'built-in-ocr' },
    });
  });

  it('says everything is set up without revealing a key, a password, a host or a model', async () => {
    app = await buildTestApp(SECRETS);
    const user = await signUpUser(app);
    const response = await app.inject({ method: 'GET', url: '/api/config/services', headers: user.headers });
    expect(response.json()).toEqual({
      googleSignIn: { configured: true },
      email: { configured: true, confirmationRequired: false },
      instacart: { configured: true },
      photoRecognition: { configured: true, engine: 'vision-model' },
    });
    for (const fragment of [...Object.values(SECRETS), 'smtp-password', 'vision-password', 'internal.example', 'acme-org', 'mailer']) {
      expect(response.body).not.toContain(fragment);
    }
  });
});

describe('connectedServices', () => {
  it('says when new accounts must confirm their e-mail address, which needs SMTP', () => {
    const withMail = loadConfig({ SMTP_URL: SECRETS.SMTP_URL, REQUIRE_EMAIL_VERIFICATION: 'true' });
    expect(connectedServices(withMail).email).toEqual({ configured: true, confirmationRequired: true });
    const withoutMail = loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' });
    expect(connectedServices(withoutMail).email).toEqual({ configured: false, confirmationRequired: false });
  });
});

describe('GET /api/sign-in-options', () => {
  it('answers without a session that Google is off on a bare server', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/sign-in-options' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ google: boolean }>().google).toBe(false);
  });

  it('says Google is on once both its id and secret are set, and no secret', async () => {
    app = await buildTestApp(SECRETS);
    const response = await app.inject({ method: 'GET', url: '/api/sign-in-options' });
    expect(response.json<{ google: boolean }>().google).toBe(true);
    for (const secret of Object.values(SECRETS)) expect(response.body).not.toContain(secret);
  });
});
