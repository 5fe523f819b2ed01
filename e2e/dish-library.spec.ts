import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/users';

test('the library shows from the browser’s copy, which follows a change made in another tab', async ({ context, page }) => {
  await signUpThroughApi(page);
  for (const dishName of ['Miso Soup', 'Lentil Stew', 'Apple Crumble']) {
    await page.request.post('/api/dishes', { data: { dishName } });
  }
  await page.goto('/dishes');
  await expect(page.getByText('3 dishes', { exact: true })).toBeVisible();

  // Another tab of the app adds a dish through the form...
  const other = await context.newPage();
  await other.goto('/dishes/new');
  await other.getByLabel('Dish Name').fill('Fennel Salad');
  await other.getByRole('button', { name: 'Save Dish' }).click();
  await expect(other).toHaveURL(/\/dishes$/);
  // ...and the first tab's list follows without a reload.
  await expect(page.getByText('4 dishes', { exact: true })).toBeVisible();

  // A fresh visit whose request for the library fails still shows it, from the copy.
  const visit = await context.newPage();
  await visit.route('**/api/dishes', (route) => route.abort('internetdisconnected'));
  await visit.goto('/dishes');
  await expect(visit.getByText('4 dishes', { exact: true })).toBeVisible();
  await expect(visit.getByRole('link', { name: /Fennel Salad/ })).toBeVisible();
});

test('signing out forgets the copy: the next person on this browser never sees it', async ({ context, page }) => {
  await signUpThroughApi(page);
  await page.request.post('/api/dishes', { data: { dishName: 'Private Pie' } });
  await page.goto('/dishes');
  await expect(page.getByText('1 dish', { exact: true })).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signUpThroughApi(page);
  const visit = await context.newPage();
  await visit.route('**/api/dishes', (route) => route.abort('internetdisconnected'));
  await visit.goto('/dishes');
  await expect(visit.getByText('Failed to load dishes. Please try again later.')).toBeVisible();
  await expect(visit.getByText('Private Pie')).toHaveCount(0);
});
