import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { INVITE_COOKIE } from '@hearth/shared/sign-in-rules';
import { hearthCalls } from '../../../test/hearth-fixtures.js';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import { buildTestApp, signUpUser, type TestUser } from '../../../test/test-app.js';

const opened: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});

async function server(env: Record<string, string> = {}) {
  const app = await buildTestApp(env);
  opened.push(app);
  return app;
}

let counter = 0;
function signUp(app: FastifyInstance, options: { email?: string; invitation?: string } = {}) {
  counter += 1;
  const email = options.email ?? `newcomer-${counter}@example.com`;
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: options.invitation ? { cookie: `${INVITE_COOKIE}=${encodeURIComponent(options.invitation)}` } : {},
    payload: { email, password: 'secret12', username: `New ${counter}`, name: `New ${counter}` },
  });
}

async function policyFor(app: FastifyInstance) {
  return (await app.inject({ method: 'GET', url: '/api/sign-in-options' })).json<{ signUp: string }>().signUp;
}

async function invitationToken(app: FastifyInstance, admin: TestUser) {
  const created = await app.inject({ method: 'POST', url: '/api/admin/invitations', headers: admin.headers });
  expect(created.statusCode).toBe(201);
  const body = created.json<{ id: string; url: string }>();
  expect(body.url).toMatch(/^http:\/\/localhost:3000\/register\?invite=/);
  return { id: body.id, token: new URL(body.url).searchParams.get('invite')! };
}

describe('SIGN_UP=open (the default)', () => {
  it('lets anyone sign up', async () => {
    const app = await server();
    await signUpUser(app);
    expect(await policyFor(app)).toBe('open');
    expect((await signUp(app)).statusCode).toBe(200);
  });
});

describe('SIGN_UP=closed', () => {
  it('lets the first account in (it becomes the admin), then nobody but ADMIN_EMAILS', async () => {
    const app = await server({ SIGN_UP: 'closed', ADMIN_EMAILS: 'boss@example.com' });
    // A server with no account yet is open to its first.
    expect(await policyFor(app)).toBe('open');
    expect((await signUp(app)).statusCode).toBe(200);
    expect(await policyFor(app)).toBe('closed');

    const before = await app.db.selectFrom('users').select('id').execute();
    const refused = await signUp(app);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'SIGN_UP_CLOSED',
      message: 'This server is not taking new accounts. Ask the person who runs it.',
    });
    expect(await app.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
    expect((await signUp(app, { email: 'Boss@example.com' })).statusCode).toBe(200);
  });

  it('refuses even with an invitation', async () => {
    const app = await server({ SIGN_UP: 'closed' });
    const admin = await signUpUser(app);
    const { token } = await invitationToken(app, admin);
    expect((await signUp(app, { invitation: token })).json().code).toBe('SIGN_UP_CLOSED');
  });

  it('says so clearly even when e-mail confirmation would hide whether an address has an account', async () => {
    const smtp = await startSmtpReceiver();
    try {
      const app = await server({ SIGN_UP: 'closed', REQUIRE_EMAIL_VERIFICATION: 'true', SMTP_URL: smtp.url });
      await signUpUser(app).catch(() => undefined);
      expect((await signUp(app)).statusCode).toBe(403);
    } finally {
      await smtp.close();
    }
  });
});

describe('SIGN_UP=invite', () => {
  it('needs an admin’s invitation link, which works until it is revoked', async () => {
    const app = await server({ SIGN_UP: 'invite' });
    const admin = await signUpUser(app);
    expect(await policyFor(app)).toBe('invite');
    const refused = await signUp(app);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SIGN_UP_INVITE_ONLY');
    expect((await signUp(app, { invitation: 'not-a-real-invitation' })).statusCode).toBe(403);

    const { id, token } = await invitationToken(app, admin);
    expect((await signUp(app, { invitation: token })).statusCode).toBe(200);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/invitations', headers: admin.headers });
    expect(listed.json().invitations).toEqual([expect.objectContaining({ id, created_by: expect.any(String) })]);

    expect((await app.inject({ method: 'DELETE', url: `/api/admin/invitations/${id}`, headers: admin.headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/invitations/${id}`, headers: admin.headers })).statusCode).toBe(404);
    expect((await signUp(app, { invitation: token })).statusCode).toBe(403);
  });

  it('lets in someone a hearth invited, and not once the link has expired', async () => {
    const app = await server({ SIGN_UP: 'invite' });
    const owner = await signUpUser(app);
    const hearths = hearthCalls(() => app);
    const invite = await hearths.invite(owner, await hearths.createHearth(owner));
    expect((await signUp(app, { invitation: invite.token })).statusCode).toBe(200);

    await app.db.updateTable('hearth_invites').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await signUp(app, { invitation: invite.token })).statusCode).toBe(403);
  });
});

describe('the admin screen’s choice', () => {
  it('wins over SIGN_UP, and is refused when it is no policy', async () => {
    const app = await server({ SIGN_UP: 'open' });
    const admin = await signUpUser(app);
    const settings = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(settings.json()).toMatchObject({ signUp: 'open', signUpDefault: 'open', mail: false });

    const closed = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sign-up',
      headers: admin.headers,
      payload: { signUp: 'closed' },
    });
    expect(closed.json()).toMatchObject({ signUp: 'closed', signUpDefault: 'open' });
    expect((await signUp(app)).statusCode).toBe(403);
    expect(await policyFor(app)).toBe('closed');

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/sign-up',
      headers: admin.headers,
      payload: { signUp: 'sometimes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await policyFor(app)).toBe('closed');

    await app.inject({ method: 'PUT', url: '/api/admin/settings/sign-up', headers: admin.headers, payload: { signUp: 'open' } });
    expect((await signUp(app)).statusCode).toBe(200);
  });
});
