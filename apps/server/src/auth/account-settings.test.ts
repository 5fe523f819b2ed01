import { describe, expect, it } from 'vitest';
import { buildTestAppForFile, cookieHeader, signUpUser, type TestUser } from '../../test/test-app.js';

const app = await buildTestAppForFile();

function getSession(headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
}

function post(path: string, headers: Record<string, string>, payload: object) {
  return app.inject({ method: 'POST', url: `/api/auth${path}`, headers, payload });
}

async function signIn(user: TestUser, password = user.password) {
  const response = await post('/sign-in/email', {}, { email: user.email, password });
  return { status: response.statusCode, headers: { cookie: cookieHeader(response) } };
}

describe('the theme preference (a user field of the auth service)', () => {
  it("starts as 'system' for a new account", async () => {
    const user = await signUpUser(app);
    expect((await getSession(user.headers)).json().user.theme).toBe('system');
  });

  it.each(['light', 'dark', 'system'])('is set to %s through update-user and kept', async (theme) => {
    const user = await signUpUser(app);
    const response = await post('/update-user', user.headers, { theme });
    expect(response.statusCode).toBe(200);
    expect((await getSession(user.headers)).json().user.theme).toBe(theme);
  });

  it.each([['purple'], [''], [3], [null]])('refuses %j with 400 and keeps the old value', async (theme) => {
    const user = await signUpUser(app);
    await post('/update-user', user.headers, { theme: 'dark' });
    const response = await post('/update-user', user.headers, { theme });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^theme: /) });
    expect((await getSession(user.headers)).json().user.theme).toBe('dark');
  });

  it('refuses an unknown theme at sign-up', async () => {
    const response = await post('/sign-up/email', {}, {
      email: 'themed@example.com',
      password: 'secret12',
      username: 'Themed',
      name: 'Themed',
      theme: 'neon',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the "Show quantities in" preference (a user field of the auth service)', () => {
  it("starts as 'as-written' for a new account", async () => {
    const user = await signUpUser(app);
    expect((await getSession(user.headers)).json().user.units).toBe('as-written');
  });

  it.each(['us', 'metric', 'as-written'])('is set to %s through update-user and kept', async (units) => {
    const user = await signUpUser(app);
    const response = await post('/update-user', user.headers, { units });
    expect(response.statusCode).toBe(200);
    expect((await getSession(user.headers)).json().user.units).toBe(units);
  });

  it.each([['imperial'], [''], [2], [null]])('refuses %j with 400 and keeps the old value', async (units) => {
    const user = await signUpUser(app);
    await post('/update-user', user.headers, { units: 'metric' });
    const response = await post('/update-user', user.headers, { units });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^units: /) });
    expect((await getSession(user.headers)).json().user.units).toBe('metric');
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this device signed in and signs every other device out', async () => {
    const user = await signUpUser(app);
    const otherDevice = await signIn(user);
    const response = await post('/change-password', user.headers, {
      currentPassword: user.password,
      newPassword: 'a brand new one',
      revokeOtherSessions: true,
    });
    expect(response.statusCode).toBe(200);

    const thisDevice = { cookie: cookieHeader(response) };
    expect((await getSession(thisDevice)).json()?.user.email).toBe(user.email);
    expect((await getSession(otherDevice.headers)).json()).toBeNull();
    expect((await signIn(user)).status).toBe(401);
    expect((await signIn(user, 'a brand new one')).status).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await signUpUser(app);
    const response = await post('/change-password', user.headers, { currentPassword: 'not it', newPassword: 'another1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PASSWORD');
    expect((await signIn(user)).status).toBe(200);
  });

  it('refuses a new password under 6 characters with the sign-up message', async () => {
    const user = await signUpUser(app);
    const response = await post('/change-password', user.headers, { currentPassword: user.password, newPassword: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'newPassword: Password must be at least 6 characters' });
    expect((await signIn(user)).status).toBe(200);
  });
});

describe('POST /api/auth/revoke-other-sessions', () => {
  it('signs out every other device and keeps this one', async () => {
    const user = await signUpUser(app);
    const otherDevice = await signIn(user);
    const response = await post('/revoke-other-sessions', user.headers, {});
    expect(response.statusCode).toBe(200);
    expect((await getSession(user.headers)).json()?.user.email).toBe(user.email);
    expect((await getSession(otherDevice.headers)).json()).toBeNull();
  });
});
