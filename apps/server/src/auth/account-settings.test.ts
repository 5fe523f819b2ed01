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

/** The preferences kept as user fields of the auth service: each starts at a default, takes its choices and refuses the rest. */
describe.each([
  [
    'the theme preference',
    { field: 'theme', initial: 'system', choices: ['light', 'dark', 'system'], kept: 'dark', refused: ['purple', '', 3, null] },
  ],
  [
    'the "Show quantities in" preference',
    { field: 'units', initial: 'as-written', choices: ['us', 'metric', 'as-written'], kept: 'metric', refused: ['imperial', '', 2, null] },
  ],
  [
    'the "Language" preference (none: the browser\'s languages)',
    { field: 'language', initial: null, choices: ['de', 'ar', 'pt-BR', null], kept: 'fr', refused: ['tlh', 'pt', '', 2] },
  ],
] as const)('%s (a user field of the auth service)', (_title, { field, initial, choices, kept, refused }) => {
  it(`starts as '${initial}' for a new account`, async () => {
    const user = await signUpUser(app);
    expect((await getSession(user.headers)).json().user[field]).toBe(initial);
  });

  it.each(choices)('is set to %s through update-user and kept', async (choice) => {
    const user = await signUpUser(app);
    const response = await post('/update-user', user.headers, { [field]: choice });
    expect(response.statusCode).toBe(200);
    expect((await getSession(user.headers)).json().user[field]).toBe(choice);
  });

  it.each(refused.map((value) => [value]))('refuses %j with 400 and keeps the old value', async (value) => {
    const user = await signUpUser(app);
    await post('/update-user', user.headers, { [field]: kept });
    const response = await post('/update-user', user.headers, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(new RegExp(`^${field}: `)) });
    expect((await getSession(user.headers)).json().user[field]).toBe(kept);
  });
});

describe('the theme preference (a user field of the auth service)', () => {
  it('refuses an unknown theme at sign-up', async () => {
    const response = await post(
      '/sign-up/email',
      {},
      {
        email: 'themed@example.com',
        password: 'secret12',
        username: 'Themed',
        name: 'Themed',
        theme: 'neon',
      },
    );
    expect(response.statusCode).toBe(400);
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
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'newPassword: Password must be at least 6 characters',
      issues: [{ path: 'newPassword', message: 'Password must be at least 6 characters', code: 'tooShort', params: { minimum: 6 } }],
    });
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
