import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

export interface E2eUser {
  username: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'cook'): E2eUser {
  const id = randomUUID().slice(0, 8);
  return { username: `${prefix} ${id}`, email: `${prefix}-${id}@example.com`, password: 'hearth-password' };
}

/**
 * Signs a fresh user up through the API from inside the page's browser context, so the
 * session cookie lands where the app will read it. Journeys about sign-up use the form instead.
 */
export async function signUpThroughApi(page: Page, user: E2eUser = newUser()): Promise<E2eUser> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, username: user.username, name: user.username },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return user;
}
