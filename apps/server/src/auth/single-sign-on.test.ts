import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { INVITE_COOKIE } from '@hearth/shared/sign-in-rules';
import { signInWithSso } from '../../test/oidc-browser.js';
import { OIDC_ADMIN_GROUP, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from '../../test/oidc-provider.js';
import { TEST_PUBLIC_URL, buildTestApp, signUpUser } from '../../test/test-app.js';

const CALLBACK = `${TEST_PUBLIC_URL}/api/auth/callback/oidc`;
const provider = await startOidcProvider({ redirectUris: [CALLBACK] });
const opened: FastifyInstance[] = [];

afterAll(async () => {
  for (const app of opened) await app.close();
  await provider.close();
});

const ssoEnv = (issuer = provider.url) => ({
  OIDC_ISSUER_URL: issuer,
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_PROVIDER_NAME: 'Household ID',
  OIDC_ADMIN_GROUP,
});

/** A server with single sign-on whose first account (its admin) already exists. */
async function serverWithSso(env: Record<string, string> = {}) {
  const app = await buildTestApp({ ...ssoEnv(), ...env });
  opened.push(app);
  const owner = await signUpUser(app, { email: `owner-${opened.length}@example.com` });
  return { app, owner };
}

async function sessionUser(app: FastifyInstance, cookie: string) {
  const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  return session.json<{ user: { id: string; email: string; role: string; username: string | null } } | null>()?.user ?? null;
}

let counter = 0;
const person = (extra: { groups?: string[]; unverified?: boolean } = {}) => ({ email: `person-${(counter += 1)}@sso.example`, ...extra });

const { app } = await serverWithSso();

describe('single sign-on through an OpenID Connect provider', () => {
  it('offers the provider on the sign-in screen under its name', async () => {
    const options = await app.inject({ method: 'GET', url: '/api/sign-in-options' });
    expect(options.json()).toEqual({ password: true, google: false, sso: { name: 'Household ID' }, signUp: 'open' });
  });

  it('asks with PKCE, a state and a nonce, at the endpoint discovery named', async () => {
    const { authorizationUrl } = await signInWithSso(app, person());
    expect(authorizationUrl.origin).toBe(provider.url);
    const params = authorizationUrl.searchParams;
    expect(params.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'groups']));
  });

  it('creates the account on the first sign-in, comes back signed in, and finds the same account the next time', async () => {
    const someone = { ...person(), name: 'Ada Lovelace' };
    const first = await signInWithSso(app, someone);
    expect(first.callback.statusCode).toBe(302);
    expect(first.landing.pathname).toBe('/dashboard');
    const user = await sessionUser(app, first.cookie);
    expect(user).toMatchObject({ email: someone.email, role: 'user', username: 'Ada Lovelace' });

    const again = await signInWithSso(app, someone);
    expect((await sessionUser(app, again.cookie))?.id).toBe(user?.id);

    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: again.cookie, origin: TEST_PUBLIC_URL },
    });
    expect(signOut.statusCode).toBe(200);
    expect(await sessionUser(app, again.cookie)).toBeNull();
  });

  it('makes a member of OIDC_ADMIN_GROUP an admin, new or known, and nobody else', async () => {
    const admin = await signInWithSso(app, person({ groups: ['cooks', OIDC_ADMIN_GROUP] }));
    expect((await sessionUser(app, admin.cookie))?.role).toBe('admin');

    const cook = person({ groups: ['cooks'] });
    const plain = await signInWithSso(app, cook);
    expect((await sessionUser(app, plain.cookie))?.role).toBe('user');
    const promoted = await signInWithSso(app, { ...cook, groups: [OIDC_ADMIN_GROUP] });
    expect((await sessionUser(app, promoted.cookie))?.role).toBe('admin');
  });

  it('links to an account whose e-mail both sides have verified, and to no other', async () => {
    const verified = await signUpUser(app, { email: 'linked@sso.example' });
    // As a confirmation e-mail's link would have done.
    await sql`update users set email_verified = true where id = ${verified.id}`.execute(app.db);
    const linked = await signInWithSso(app, { email: 'linked@sso.example' });
    expect((await sessionUser(app, linked.cookie))?.id).toBe(verified.id);

    // A provider that has not verified the address cannot claim the account behind it.
    await signUpUser(app, { email: 'claimed@sso.example' });
    const unverified = await signInWithSso(app, { email: 'claimed@sso.example', unverified: true });
    expect(unverified.landing.pathname).toBe('/login');
    expect(unverified.landing.searchParams.get('error')).toBe('account_not_linked');
    expect(await sessionUser(app, unverified.cookie)).toBeNull();

    // Nor can anyone take over an account whose address was never confirmed here.
    await signUpUser(app, { email: 'unconfirmed@sso.example' });
    const unconfirmed = await signInWithSso(app, { email: 'unconfirmed@sso.example' });
    expect(unconfirmed.landing.searchParams.get('error')).toBe('account_not_linked');
  });

  it('refuses a disabled account', async () => {
    const { app: server, owner } = await serverWithSso();
    const someone = person();
    const first = await signInWithSso(server, someone);
    const user = await sessionUser(server, first.cookie);
    const disabled = await server.inject({
      method: 'PATCH',
      url: `/api/admin/accounts/${user!.id}`,
      headers: owner.headers,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await sessionUser(server, first.cookie)).toBeNull();
    const again = await signInWithSso(server, someone);
    expect(again.landing.pathname).toBe('/login');
    expect(again.landing.searchParams.get('error')).toBe('BANNED_USER');
    expect(await sessionUser(server, again.cookie)).toBeNull();
  });
});

describe('what single sign-on refuses', () => {
  it('refuses a callback whose state was tampered with', async () => {
    const tampered = await signInWithSso(app, person(), {
      tamper: (callback) => callback.searchParams.set('state', `${callback.searchParams.get('state')}x`),
    });
    expect(tampered.landing.pathname).toBe('/login');
    expect(tampered.landing.searchParams.get('error')).toBeTruthy();
    expect(await sessionUser(app, tampered.cookie)).toBeNull();
  });

  it('refuses a callback that names another issuer', async () => {
    const mixedUp = await signInWithSso(app, person(), {
      tamper: (callback) => callback.searchParams.set('iss', 'http://127.0.0.1:1/'),
    });
    expect(mixedUp.landing.pathname).toBe('/login');
    expect(mixedUp.landing.searchParams.get('error')).toBe('issuer_mismatch');
    expect(await sessionUser(app, mixedUp.cookie)).toBeNull();
  });

  it('refuses a provider whose tokens come from another issuer than the one configured', async () => {
    const impostor = await startOidcProvider({ redirectUris: [CALLBACK], issuerHost: 'localhost' });
    try {
      const server = await buildTestApp(ssoEnv(impostor.url));
      opened.push(server);
      const attempt = await signInWithSso(server, person());
      expect(attempt.landing.pathname).toBe('/login');
      expect(attempt.landing.searchParams.get('error')).toBeTruthy();
      expect(await sessionUser(server, attempt.cookie)).toBeNull();
    } finally {
      await impostor.close();
    }
  });

  it('refuses a callback played twice', async () => {
    const once = await signInWithSso(app, person());
    expect(await sessionUser(app, once.cookie)).toBeTruthy();
    const replay = await app.inject({ method: 'GET', url: `${once.callbackUrl.pathname}${once.callbackUrl.search}` });
    expect(String(replay.headers.location)).toMatch(/\/login\?error=/);
    expect(replay.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
  });
});

describe('sign-up policy for single sign-on', () => {
  it('refuses a new person while sign-up is closed, and still lets known ones in', async () => {
    const { app: server } = await serverWithSso({ SIGN_UP: 'open' });
    const known = person();
    await signInWithSso(server, known);
    await server.db.insertInto('app_settings').values({ key: 'sign_up_policy', value: 'closed' }).execute();

    const stranger = await signInWithSso(server, person());
    expect(stranger.landing.pathname).toBe('/login');
    expect(stranger.landing.searchParams.get('error')).toBe('SIGN_UP_CLOSED');
    expect(stranger.landing.searchParams.get('error_description')).toBe(
      'This server is not taking new accounts. Ask the person who runs it.',
    );
    expect(await sessionUser(server, stranger.cookie)).toBeNull();

    expect(await sessionUser(server, (await signInWithSso(server, known)).cookie)).toMatchObject({ email: known.email });
  });

  it('lets a new person in through an invitation link while sign-up is by invitation', async () => {
    const { app: server, owner } = await serverWithSso({ SIGN_UP: 'invite' });
    const refused = await signInWithSso(server, person());
    expect(refused.landing.searchParams.get('error')).toBe('SIGN_UP_INVITE_ONLY');

    const invitation = await server.inject({ method: 'POST', url: '/api/admin/invitations', headers: owner.headers });
    const token = new URL(invitation.json<{ url: string }>().url).searchParams.get('invite')!;
    const invited = await signInWithSso(server, person(), { appCookies: `${INVITE_COOKIE}=${encodeURIComponent(token)}` });
    expect(invited.landing.pathname).toBe('/dashboard');
    expect(await sessionUser(server, invited.cookie)).toBeTruthy();
  });
});

describe('PASSWORD_SIGN_IN=false', () => {
  it('leaves single sign-on as the only door', async () => {
    const server = await buildTestApp({ ...ssoEnv(), PASSWORD_SIGN_IN: 'false' });
    opened.push(server);
    expect((await server.inject({ method: 'GET', url: '/api/sign-in-options' })).json()).toMatchObject({
      password: false,
      sso: { name: 'Household ID' },
    });
    const signUp = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'pw@example.com', password: 'secret12', username: 'Pw', name: 'Pw' },
    });
    expect(signUp.statusCode).toBeGreaterThanOrEqual(400);
    expect(signUp.statusCode).toBeLessThan(500);
    const signIn = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'pw@example.com', password: 'secret12' },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect(signIn.statusCode).toBeLessThan(500);

    const first = await signInWithSso(server, person());
    expect((await sessionUser(server, first.cookie))?.role).toBe('admin');
  });
});
