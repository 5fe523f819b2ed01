import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpThroughApi, type E2eUser } from './support/users';

const DARK_BACKGROUND = 'rgb(27, 22, 18)';
const LIGHT_BACKGROUND = 'rgb(255, 250, 245)';

function bodyBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

async function signInThroughForm(page: Page, user: E2eUser, password = user.password) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('settings', () => {
  test('a dark theme applies at once, survives a reload before the app loads, and follows the account', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signUpThroughApi(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);

    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);

    // The first paint uses the remembered theme even when the app's script never runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    await page.unroute('**/assets/*.js');

    // Local storage is cleared on sign-out; the account still remembers.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // System follows the device.
    await page.getByRole('radio', { name: 'System' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
  });

  test('a cook changes their password, then signs in with the new one only', async ({ page }) => {
    const user = await signUpThroughApi(page);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(user.password);
    await form.getByLabel('New password', { exact: true }).fill('a fresh password');
    await form.getByLabel('Confirm new password').fill('a fresh password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your password has been changed.', { exact: false })).toBeVisible();

    // Still signed in here.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Meal Timeline' })).toBeVisible();

    await page.context().clearCookies();
    await signInThroughForm(page, user);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await signInThroughForm(page, user, 'a fresh password');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong current password is refused with a clear message', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('a fresh password');
    await form.getByLabel('Confirm new password').fill('a fresh password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Your current password is not correct.');
  });

  test('signing out other devices keeps this one signed in', async ({ page, browser }) => {
    const user = await signUpThroughApi(page);
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await signInThroughForm(phonePage, user);
    await expect(phonePage).toHaveURL(/\/dashboard$/);

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expect(page.getByText('You are signed out on every other device.', { exact: false })).toBeVisible();

    await phonePage.reload();
    await expect(phonePage).toHaveURL(/\/login\?from=\/dashboard$/);
    await page.goto('/dishes');
    await expect(page.getByRole('heading', { name: 'Dishes' })).toBeVisible();
    await phone.close();
  });

  test('a cook downloads their data and imports it into a new account, twice without duplicates', async ({ page }) => {
    await signUpThroughApi(page);
    const dish = await (
      await page.request.post('/api/dishes', {
        data: { dishName: 'Lemon Risotto', cookTime: 35, tags: ['Dinner'], ingredients: [{ item: 'rice', quantity: 300, unit: 'g' }] },
      })
    ).json();
    await page.request.post('/api/meals', { data: { date: '2026-12-01', meal_type: 'Dinner', dish_id: dish.id } });

    await page.goto('/settings');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^the-hearth-export-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const file = JSON.parse(await readFile(path, 'utf8'));
    expect(file).toMatchObject({
      format: 'the-hearth-export',
      version: 1,
      dishes: [{ dishName: 'Lemon Risotto', cookTime: 35 }],
      meals: [{ date: '2026-12-01T12:00:00.000Z', meal_type: 'Dinner', dish_id: dish.id, dish_name: 'Lemon Risotto' }],
    });

    // A new account on the same browser.
    await page.context().clearCookies();
    await signUpThroughApi(page, newUser('mover'));
    await page.goto('/settings');
    const importForm = page.getByRole('form', { name: 'Import data' });
    await importForm.getByLabel('File to import').setInputFiles(path);
    await importForm.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importForm.getByRole('status')).toHaveText('Import complete. Added 1 dish and 1 meal.');

    await importForm.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importForm.getByRole('status')).toHaveText(
      'Import complete. Added 0 dishes and 0 meals. Skipped 1 dish and 1 meal already in your library.',
    );

    await page.goto('/dishes');
    await expect(page.getByRole('list', { name: 'Dishes' }).getByRole('listitem')).toHaveCount(1);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Tuesday, December 1, 2026' })).toContainText('Lemon Risotto');
  });

  test('a file that is not an export is refused and nothing is imported', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/settings');
    const importForm = page.getByRole('form', { name: 'Import data' });
    await importForm.getByLabel('File to import').setInputFiles({
      name: 'recipes.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ recipes: [{ name: 'Soup' }] })),
    });
    await importForm.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importForm.getByRole('alert')).toContainText('This is not a The Hearth export file.');
    await expect(importForm.getByRole('alert')).toContainText('Nothing was imported.');
  });

  test('deleting the account needs the e-mail address and the password, then ends on /login with no way back in', async ({ page }) => {
    const user = await signUpThroughApi(page);
    await page.request.post('/api/dishes', { data: { dishName: 'Farewell Pie' } });
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Delete account' });

    await form.getByLabel('Type your e-mail address to confirm').fill('someone@example.com');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(form.getByRole('alert')).toContainText('That is not your e-mail address.');
    await expect(page).toHaveURL(/\/settings$/);

    await form.getByLabel('Type your e-mail address to confirm').fill(user.email);
    await form.getByLabel('Your password').fill('not my password');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(form.getByRole('alert')).toContainText('That password is not right, so nothing was deleted.');

    await form.getByLabel('Your password').fill(user.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.goto('/dishes');
    await expect(page).toHaveURL(/\/login\?from=\/dishes$/);
    await signInThroughForm(page, user);
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  });

  test('lists the connected services and fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpThroughApi(page);
    await page.goto('/settings');
    const services = page.getByRole('region', { name: 'Connected services' });
    // The journeys' server runs with a loopback Instacart and nothing else.
    await expect(services.getByRole('definition').first()).toBeVisible();
    await expect(services).toContainText('InstacartSet up');
    await expect(services).toContainText('Google sign-inNot set up');
    await expect(services).toContainText('built-in text recognition (OCR)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const name of ['Account', 'Appearance', 'Your data', 'Connected services']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
  });
});
