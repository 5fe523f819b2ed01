import { expect, test } from '@playwright/test';
import { newUser, signUpThroughApi } from './support/users';

test.describe('signing up and in', () => {
  test('a new cook registers and lands on the dashboard', async ({ page }) => {
    const user = newUser();
    await page.goto('/register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Meal Timeline' })).toBeVisible();
  });

  test('mismatched and short passwords are refused with the exact messages', async ({ page }) => {
    const user = newUser();
    await page.goto('/register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdeg');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password shows the error and stays on the sign-in page', async ({ page }) => {
    const user = await signUpThroughApi(page);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('a signed-out visit to /profile signs in and returns to /profile', async ({ page }) => {
    const user = await signUpThroughApi(page);
    await page.context().clearCookies();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?from=\/profile$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: user.username })).toBeVisible();
  });

  test('a server without Google offers no Google button (e2e/services.spec.ts walks one with it)', async ({ page }) => {
    // The server renders the screen with the answer that decides (e2e/server-rendering.spec.ts).
    const html = await (await page.goto('/login'))!.text();
    expect(html).toContain('>Sign In</button>');
    expect(html).not.toContain('Google');
    // Once the app has taken the screen over (the server sends it inert), still none.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  });
});

test.describe('profile', () => {
  test('edits the username and avatar, then signs out to /login', async ({ page }) => {
    const user = await signUpThroughApi(page);
    await page.goto('/profile');
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByText("You don't have any hearths yet.")).toBeVisible();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Username').fill('Chef Ada');
    await page.getByLabel('Avatar URL').fill('https://example.com/ada.png');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Chef Ada' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('lastHearthId', '7'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?from=\/dashboard$/);
  });
});
