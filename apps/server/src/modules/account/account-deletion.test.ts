import { beforeAll, describe, expect, it } from 'vitest';
import { accountCalls } from '../../../test/account-fixtures.js';
import { buildTestAppForFile, countRows, signUpUser, type TestUser } from '../../../test/test-app.js';

const app = await buildTestAppForFile();
const { createDish, planMeal, deleteAccount, userRowCount } = accountCalls(app);

describe('DELETE /api/account', () => {
  let cook: TestUser;
  let neighbour: TestUser;

  beforeAll(async () => {
    cook = await signUpUser(app);
    neighbour = await signUpUser(app);
    const soup = await createDish(cook, { dishName: 'Tomato Soup', ingredients: [{ item: 'tomato', quantity: 4 }] });
    await planMeal(cook, '2026-03-01', 'Dinner', soup);
    await planMeal(cook, '2026-03-02', 'Lunch', null);
    const stew = await createDish(neighbour, { dishName: 'Stew' });
    await planMeal(neighbour, '2026-03-01', 'Dinner', stew);
  });

  it('answers 401 without a session', async () => {
    const response = await deleteAccount(null, { confirmEmail: cook.email });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['another address', { confirmEmail: 'someone-else@example.com' }, 'CONFIRMATION_MISMATCH'],
    ["the other user's address", null, 'CONFIRMATION_MISMATCH'],
    ['a blank address', { confirmEmail: '   ' }, 'VALIDATION_ERROR'],
    ['no body field', {}, 'VALIDATION_ERROR'],
  ])('answers 400 for %s and deletes nothing', async (_case, payload, code) => {
    const before = await Promise.all(['users', 'sessions', 'dishes', 'meals'].map((table) => countRows(app, table)));
    const response = await deleteAccount(cook, payload ?? { confirmEmail: neighbour.email });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await Promise.all(['users', 'sessions', 'dishes', 'meals'].map((table) => countRows(app, table)))).toEqual(before);
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: cook.headers })).statusCode).toBe(200);
  });

  it('says the address did not match', async () => {
    const response = await deleteAccount(cook, { confirmEmail: 'nope@example.com' });
    expect(response.json().message).toBe('That is not the e-mail address of this account, so nothing was deleted.');
  });

  it("deletes the account with its sessions, dishes and meals, and nobody else's", async () => {
    const otherDevice = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: cook.email, password: cook.password },
    });
    const otherToken = String(otherDevice.headers['set-auth-token']);
    const neighbourBefore = await Promise.all([
      userRowCount('dishes', 'owner_id', neighbour.id),
      userRowCount('meals', 'creator_id', neighbour.id),
    ]);

    // Typed with different case and stray spaces, as people do.
    const response = await deleteAccount(cook, { confirmEmail: `  ${cook.email.toUpperCase()} `, password: cook.password });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=;.*Max-Age=0/);

    expect(await userRowCount('dishes', 'owner_id', cook.id)).toBe(0);
    expect(await userRowCount('meals', 'creator_id', cook.id)).toBe(0);
    expect(await userRowCount('sessions', 'user_id', cook.id)).toBe(0);
    expect(await userRowCount('accounts', 'user_id', cook.id)).toBe(0);
    const user = await app.db.selectFrom('users').select('id').where('id', '=', cook.id).executeTakeFirst();
    expect(user).toBeUndefined();
    expect(
      await Promise.all([userRowCount('dishes', 'owner_id', neighbour.id), userRowCount('meals', 'creator_id', neighbour.id)]),
    ).toEqual(neighbourBefore);

    // Every session is gone server-side: this cookie, the bearer token, and the other device.
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: cook.headers })).statusCode).toBe(401);
    const bearer = { authorization: `Bearer ${cook.token}` };
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: bearer })).statusCode).toBe(401);
    const other = { authorization: `Bearer ${otherToken}` };
    expect((await app.inject({ method: 'GET', url: '/api/dishes', headers: other })).statusCode).toBe(401);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: cook.email, password: cook.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('lets the same address sign up again afterwards, to an empty library', async () => {
    const again = await signUpUser(app, { email: cook.email });
    const dishes = await app.inject({ method: 'GET', url: '/api/dishes', headers: again.headers });
    expect(dishes.json()).toEqual([]);
  });
});
