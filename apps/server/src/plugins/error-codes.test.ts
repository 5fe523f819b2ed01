import { describe, expect, it } from 'vitest';
import { buildTestAppForFile, signUpUser } from '../../test/test-app.js';

/**
 * Error answers carry a stable code and its values beside the English message, so the web app
 * can say each in the person's language (docs/decisions/0062); API clients keep the English.
 */
const app = await buildTestAppForFile({ SIGN_IN_LIMIT_PER_EMAIL: '1', SIGN_IN_LIMIT_PER_IP: '1000' });

describe('error answers', () => {
  it('give each validation issue its code and values, and keep the English message', async () => {
    const cook = await signUpUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/dishes',
      headers: cook.headers,
      payload: { dishName: '', servings: 0, tags: ['x'.repeat(200)] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain('dishName: Dish name is required');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'dishName', message: 'Dish name is required', code: 'required', params: {} },
        expect.objectContaining({ path: 'servings', code: 'tooSmall', params: { minimum: 1 } }),
        expect.objectContaining({ path: 'tags.0', code: 'tooLong', params: { maximum: expect.any(Number) } }),
      ]),
    );
  });

  it('give the auth service’s refusals the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'short@example.com', password: 'abc', username: 'Short', name: 'Short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'password: Password must be at least 6 characters',
      issues: [{ path: 'password', message: 'Password must be at least 6 characters', code: 'tooShort', params: { minimum: 6 } }],
    });
  });

  it('say which limit refused a request', async () => {
    const cook = await signUpUser(app);
    const signIn = () => app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: cook.email, password: 'wrong' } });
    await signIn();
    const refused = await signIn();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', params: { limit: 'sign-in-email' } });
  });
});
