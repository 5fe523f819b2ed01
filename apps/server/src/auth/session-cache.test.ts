import { describe, expect, it } from 'vitest';
import { buildTestAppForFile, cookieHeader, signUpUser, type TestUser } from '../../test/test-app.js';

const app = await buildTestAppForFile();

/** Any signed-in read; the hearth list is one statement with nothing cached of its own. */
function signedInRead(headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/hearths', headers });
}

async function statementsFor(headers: Record<string, string>) {
  const before = app.statementCount();
  expect((await signedInRead(headers)).statusCode).toBe(200);
  return app.statementCount() - before;
}

async function secondDevice(user: TestUser) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password: user.password },
  });
  return { cookie: cookieHeader(response) };
}

describe('remembered sessions', () => {
  it('checks a session in full once, then only that its row is still there, for a few seconds', async () => {
    const user = await signUpUser(app);
    const first = await statementsFor(user.headers);
    const second = await statementsFor(user.headers);
    expect(second).toBe(first - 1);
    expect(await statementsFor({ authorization: `Bearer ${user.token}` })).toBe(first);
  });

  it('forgets a session the moment it signs out', async () => {
    const user = await signUpUser(app);
    await signedInRead(user.headers);
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.headers, payload: {} });
    expect((await signedInRead(user.headers)).statusCode).toBe(401);
  });

  it('forgets other devices the moment they are signed out from this one', async () => {
    const user = await signUpUser(app);
    const other = await secondDevice(user);
    expect((await signedInRead(other)).statusCode).toBe(200);
    const revoke = await app.inject({ method: 'POST', url: '/api/auth/revoke-other-sessions', headers: user.headers, payload: {} });
    expect(revoke.statusCode).toBe(200);
    expect((await signedInRead(other)).statusCode).toBe(401);
    expect((await signedInRead(user.headers)).statusCode).toBe(200);
  });

  it('forgets every session of a deleted account', async () => {
    const user = await signUpUser(app);
    const other = await secondDevice(user);
    await signedInRead(other);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { confirmEmail: user.email, password: user.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await signedInRead(other)).statusCode).toBe(401);
  });

  it('answers 401 without asking the database when no credential is sent', async () => {
    const before = app.statementCount();
    expect((await signedInRead({})).statusCode).toBe(401);
    expect(app.statementCount()).toBe(before);
  });
});
