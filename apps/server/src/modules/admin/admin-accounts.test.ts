import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_DISH } from '../../../test/dish-fixtures.js';
import { openEventStream } from '../../../test/event-stream.js';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import { buildTestApp, cookieHeader, signUpUser, type TestUser } from '../../../test/test-app.js';
import { sharedDatabaseUrl } from '../../../test/test-database.js';

/** Two app instances on one database, as two server processes would be. */
let app: FastifyInstance;
let other: FastifyInstance;
let admin: TestUser;
const smtpReady = startSmtpReceiver();

beforeAll(async () => {
  const DATABASE_URL = await sharedDatabaseUrl();
  const smtp = await smtpReady;
  app = await buildTestApp({ DATABASE_URL, SMTP_URL: smtp.url, ADMIN_EMAILS: 'named-admin@example.com', EVENTS_HEARTBEAT_MS: '60000' });
  other = await buildTestApp({ DATABASE_URL, SMTP_URL: smtp.url, EVENTS_HEARTBEAT_MS: '60000' });
  admin = await signUpUser(app, { email: 'first@example.com', username: 'First' });
});

afterAll(async () => {
  await app.close();
  await other.close();
  await (await smtpReady).close();
});

const asUser = (user: TestUser) => user.headers;

async function accounts(user: TestUser = admin) {
  const response = await app.inject({ method: 'GET', url: '/api/admin/accounts', headers: asUser(user) });
  expect(response.statusCode).toBe(200);
  return response.json<{ accounts: Array<Record<string, unknown>> }>().accounts;
}

function change(id: string, body: Record<string, unknown>, user: TestUser = admin) {
  return app.inject({ method: 'PATCH', url: `/api/admin/accounts/${id}`, headers: asUser(user), payload: body });
}

function signIn(instance: FastifyInstance, user: TestUser, password = user.password) {
  return instance.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password } });
}

describe('who is an admin', () => {
  it('makes the first account the admin, and nobody after it unless ADMIN_EMAILS names them', async () => {
    const cook = await signUpUser(app);
    await signUpUser(app, { email: 'Named-Admin@example.com' });
    const roles = Object.fromEntries((await accounts()).map((account) => [account.email, account.role]));
    expect(roles['first@example.com']).toBe('admin');
    expect(roles[cook.email]).toBe('user');
    expect(roles['named-admin@example.com']).toBe('admin');
  });

  it('tells the web app who is an admin through the session', async () => {
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: asUser(admin) });
    expect(session.json().user.role).toBe('admin');
  });

  it('refuses every admin call to an account that is not an admin (403) and to nobody (401)', async () => {
    const cook = await signUpUser(app);
    for (const [method, url] of [
      ['GET', '/api/admin/accounts'],
      ['GET', '/api/admin/settings'],
      ['GET', '/api/admin/backup'],
      ['POST', '/api/admin/invitations'],
    ] as const) {
      expect((await app.inject({ method, url, headers: asUser(cook) })).statusCode).toBe(403);
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
    expect((await change(admin.id, { disabled: true }, cook)).json()).toMatchObject({ code: 'ADMIN_ONLY' });
  });

  it('never answers the auth library’s admin and reset-request endpoints to a browser', async () => {
    for (const path of ['admin/impersonate-user', 'admin/list-users', 'admin/ban-user', 'admin/remove-user', 'request-password-reset']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/auth/${path}`,
        headers: asUser(admin),
        payload: { userId: admin.id },
      });
      expect(response.statusCode, path).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/api/auth/admin/list-users', headers: asUser(admin) })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/accounts', () => {
  it('lists name, e-mail, created, last active and dishes', async () => {
    const cook = await signUpUser(app, { username: 'Dish Keeper' });
    for (const dishName of ['Soup', 'Stew']) {
      await app.inject({ method: 'POST', url: '/api/dishes', headers: asUser(cook), payload: { ...FULL_DISH, dishName } });
    }
    const listed = (await accounts()).find((account) => account.id === cook.id);
    expect(listed).toMatchObject({ name: 'Dish Keeper', email: cook.email, dishes: 2, role: 'user', disabled: false });
    expect(Date.parse(listed!.created_at as string)).not.toBeNaN();
    expect(Date.parse(listed!.last_active_at as string)).not.toBeNaN();
  });
});

describe('disabling an account', () => {
  it('ends its sessions at once on every process, refuses its sign-in, and re-enabling lets it back', async () => {
    const cook = await signUpUser(app);
    // Remembered by both processes' session caches, and a live stream open on the other one.
    expect((await app.inject({ method: 'GET', url: '/api/hearths', headers: asUser(cook) })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url: '/api/hearths', headers: asUser(cook) })).statusCode).toBe(200);
    const stream = await openEventStream(other, asUser(cook));
    expect(stream.status).toBe(200);
    expect((await stream.events.next()).data).toEqual({ type: 'connected' });

    const disabled = await change(cook.id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: cook.id, disabled: true });

    expect((await app.inject({ method: 'GET', url: '/api/hearths', headers: asUser(cook) })).statusCode).toBe(401);
    expect((await other.inject({ method: 'GET', url: '/api/hearths', headers: asUser(cook) })).statusCode).toBe(401);
    expect(
      (await other.inject({ method: 'GET', url: '/api/hearths', headers: { authorization: `Bearer ${cook.token}` } })).statusCode,
    ).toBe(401);
    await stream.events.ended;

    const refused = await signIn(other, cook);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account has been disabled. Ask the person who runs this server.');

    expect((await change(cook.id, { disabled: false })).json()).toMatchObject({ disabled: false });
    expect((await signIn(other, cook)).statusCode).toBe(200);
  });

  it('refuses to disable yourself', async () => {
    const self = await change(admin.id, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CANNOT_DISABLE_SELF');
  });

  it('answers 404 for an account that does not exist and 400 for an empty change', async () => {
    expect((await change('no-such-account', { disabled: true })).statusCode).toBe(404);
    expect((await change(admin.id, {})).statusCode).toBe(400);
    expect((await change(admin.id, { role: 'owner' })).statusCode).toBe(400);
  });
});

describe('making and unmaking admins', () => {
  it('makes an account an admin, which opens the admin calls to it, and unmakes it', async () => {
    const cook = await signUpUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/accounts', headers: asUser(cook) })).statusCode).toBe(403);
    expect((await change(cook.id, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
    // Checked in the database on every call: the other process agrees at once.
    expect((await other.inject({ method: 'GET', url: '/api/admin/accounts', headers: asUser(cook) })).statusCode).toBe(200);
    expect((await change(cook.id, { role: 'user' })).json()).toMatchObject({ role: 'user' });
    expect((await other.inject({ method: 'GET', url: '/api/admin/accounts', headers: asUser(cook) })).statusCode).toBe(403);
  });

  it('keeps an admin who can sign in: the only one cannot unmake themselves', async () => {
    const DATABASE_URL = await sharedDatabaseUrl();
    const lone = await buildTestApp({ DATABASE_URL });
    try {
      const only = await signUpUser(lone);
      const second = await signUpUser(lone);
      await lone.inject({ method: 'PATCH', url: `/api/admin/accounts/${second.id}`, headers: only.headers, payload: { role: 'admin' } });
      // Two admins: the second may unmake the first, who is then a plain account...
      const unmade = await lone.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${only.id}`,
        headers: second.headers,
        payload: { role: 'user' },
      });
      expect(unmade.json()).toMatchObject({ role: 'user' });
      // ...and the second, now the only admin, cannot unmake themselves.
      const last = await lone.inject({
        method: 'PATCH',
        url: `/api/admin/accounts/${second.id}`,
        headers: second.headers,
        payload: { role: 'user' },
      });
      expect(last.statusCode).toBe(409);
      expect(last.json().code).toBe('LAST_ADMIN');
    } finally {
      await lone.close();
    }
  });
});

describe('DELETE /api/admin/accounts/:id', () => {
  it('deletes the account with its data and ends its sessions on every process', async () => {
    const cook = await signUpUser(app);
    const dish = await app.inject({ method: 'POST', url: '/api/dishes', headers: asUser(cook), payload: FULL_DISH });
    expect(dish.statusCode).toBe(201);
    expect((await other.inject({ method: 'GET', url: '/api/dishes', headers: asUser(cook) })).statusCode).toBe(200);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/accounts/${cook.id}`, headers: asUser(admin) });
    expect(deleted.statusCode).toBe(204);
    expect((await other.inject({ method: 'GET', url: '/api/dishes', headers: asUser(cook) })).statusCode).toBe(401);
    expect((await accounts()).some((account) => account.id === cook.id)).toBe(false);
    const left = await app.db.selectFrom('dishes').select('id').where('owner_id', '=', cook.id).execute();
    expect(left).toEqual([]);
    expect((await signIn(app, cook)).statusCode).toBe(401);
  });

  it('refuses to delete your own account here (Settings does that) and answers 404 for nobody', async () => {
    const self = await app.inject({ method: 'DELETE', url: `/api/admin/accounts/${admin.id}`, headers: asUser(admin) });
    expect(self.json().code).toBe('CANNOT_DELETE_SELF');
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/accounts/nobody', headers: asUser(admin) })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/accounts/:id/password-reset', () => {
  it('mails a link that lets the account choose a new password, and ends its sessions', async () => {
    const smtp = await smtpReady;
    const cook = await signUpUser(app);
    const sent = await app.inject({ method: 'POST', url: `/api/admin/accounts/${cook.id}/password-reset`, headers: asUser(admin) });
    expect(sent.statusCode).toBe(204);

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([cook.email]);
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = unfolded.match(/http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+/)?.[0];
    expect(link).toBeDefined();

    const followed = await app.inject({ method: 'GET', url: link!.replace('http://localhost:3000', '') });
    expect(followed.statusCode).toBe(302);
    const landing = new URL(followed.headers.location as string, 'http://localhost:3000');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'a brand new one' } });
    expect(reset.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/hearths', headers: asUser(cook) })).statusCode).toBe(401);
    expect((await signIn(app, cook)).statusCode).toBe(401);
    const fresh = await signIn(app, cook, 'a brand new one');
    expect(fresh.statusCode).toBe(200);
    expect(cookieHeader(fresh)).toContain('session_token');
  });

  it('answers 409 when the server cannot send mail', async () => {
    const noMail = await buildTestApp({ DATABASE_URL: await sharedDatabaseUrl() });
    try {
      const first = await signUpUser(noMail);
      const response = await noMail.inject({
        method: 'POST',
        url: `/api/admin/accounts/${first.id}/password-reset`,
        headers: first.headers,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('MAIL_NOT_CONFIGURED');
    } finally {
      await noMail.close();
    }
  });
});
