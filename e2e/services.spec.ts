import { expect, test } from '@playwright/test';
import { createDish, localDayFromToday, uniqueName } from './support/api';
import { type AppServer, startAppServer } from './support/app-server';
import { BARE_APP_PORT, GOOGLE_APP_PORT } from './support/servers';
import { newUser, signUpThroughApi } from './support/users';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('a server set up with nothing: no Instacart, no Google, no PUBLIC_URL', () => {
  test.describe.configure({ mode: 'serial' });
  let bare: AppServer;
  test.beforeAll(async () => {
    bare = await startAppServer(BARE_APP_PORT, {});
  });
  test.afterAll(async () => {
    await bare.stop();
  });

  test('a first run opened at 127.0.0.1 signs a cook up', async ({ page }) => {
    const cook = newUser('first');
    await page.goto(`${bare.url}/register`);
    await page.getByLabel('Username').fill(cook.username);
    await page.getByLabel('Email').fill(cook.email);
    await page.getByLabel('Password', { exact: true }).fill(cook.password);
    await page.getByLabel('Confirm Password').fill(cook.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(`${bare.url}/dashboard`);
    await expect(page.getByRole('heading', { name: 'Meal Timeline' })).toBeVisible();

    // Another address is refused with a message that says which setting to change.
    const refused = await page.request.post(`${bare.url}/api/dishes`, {
      data: { dishName: 'Planted' },
      headers: { origin: 'http://192.0.2.7:3000' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('PUBLIC_URL');
  });

  test('sign-in pages show no Google button', async ({ page }) => {
    for (const path of ['/login', '/register']) {
      // The server renders the screen with the answer that decides; once the app has taken it
      // over, there is still no button (and no OR before it).
      const html = await (await page.goto(`${bare.url}${path}`))!.text();
      expect(html).not.toContain('Google');
      const heading = path === '/login' ? 'Sign In' : 'Sign Up';
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
      await expect(page.getByText('OR', { exact: true })).toHaveCount(0);
    }
  });

  test('no Instacart controls anywhere; the meal row offers the grocery search, named so, and nothing opens blank', async ({
    page,
    context,
  }) => {
    await signUpThroughApi(page);
    const dishName = uniqueName('Lentil Soup');
    const dishId = await createDish(page, {
      dishName,
      cookTime: 101,
      difficulty: 'Easy',
      ingredients: [{ item: 'lentils', quantity: 1, unit: 'cup' }],
    });
    await page.request.post('/api/meals', {
      data: { date: `${localDayFromToday(0)}T12:00:00.000Z`, meal_type: 'Dinner', dish_id: dishId },
    });
    const opened: string[] = [];
    context.on('page', (other) => opened.push(other.url()));

    await page.goto(`${bare.url}/dishes/${dishId}`);
    await expect(page.getByRole('button', { name: 'Add to shopping list' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shop on Instacart' })).toHaveCount(0);

    await page.goto(`${bare.url}/dashboard`);
    const search = page.getByRole('link', { name: `Grocery search for ${dishName} (opens a new tab)` });
    await expect(search).toBeVisible();
    await expect(search).toHaveText('Grocery search');
    await expect(search).toHaveAttribute('href', `https://www.instacart.com/store/s?k=${encodeURIComponent(dishName)}`);
    // Beside the link, which is longer than Shop, a three-digit cook time still shows whole.
    const cookTime = page.getByRole('main').locator('li').filter({ hasText: dishName }).getByText('101 min', { exact: true });
    await expect(cookTime).toBeVisible();
    expect(await cookTime.evaluate((fact) => fact.getBoundingClientRect().right <= fact.closest('p')!.getBoundingClientRect().right)).toBe(
      true,
    );
    await page.screenshot({ path: test.info().outputPath('meal-row-grocery-search-375.png') });
    await expect(page.getByRole('button', { name: `Shop for ${dishName}` })).toHaveCount(0);

    await page.getByRole('button', { name: 'Shop this week' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shop for your meals' });
    await expect(dialog.getByRole('button', { name: 'Add to list' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send to Instacart' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${bare.url}/shopping`);
    await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send to Instacart' })).toHaveCount(0);

    // Settings still explains what is off and how to turn it on.
    await page.goto(`${bare.url}/settings`);
    const services = page.getByRole('region', { name: 'Connected services' });
    await expect(services).toContainText('INSTACART_API_KEY');
    await expect(services).toContainText('GOOGLE_CLIENT_ID');
    expect(opened).toEqual([]);
  });
});

test.describe('a server with Google sign-in set up', () => {
  test.describe.configure({ mode: 'serial' });
  let google: AppServer;
  test.beforeAll(async () => {
    google = await startAppServer(GOOGLE_APP_PORT, {
      PUBLIC_URL: `http://127.0.0.1:${GOOGLE_APP_PORT}`,
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    });
  });
  test.afterAll(async () => {
    await google.stop();
  });

  test('offers Google on both pages and sends the cook to Google with offline access and a consent prompt', async ({ page }) => {
    await page.route('https://accounts.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Google</h1>' }));
    await page.goto(`${google.url}/register`);
    await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
    await page.goto(`${google.url}/login`);
    const toGoogle = page.waitForRequest((request) => request.url().startsWith('https://accounts.google.com/'));
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const consent = new URL((await toGoogle).url());
    expect(consent.searchParams.get('client_id')).toBe('e2e-google-client');
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('prompt')).toContain('consent');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${google.url}/api/auth/callback/google`);
  });

  test('Google brings a cook who opened an invitation back to it, from either page', async ({ page }) => {
    await page.route('https://accounts.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Google</h1>' }));
    for (const [path, label] of [
      ['/login', 'Sign in with Google'],
      ['/register', 'Sign up with Google'],
    ] as const) {
      await page.goto(`${google.url}${path}?from=/join/an-invitation`);
      const asked = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-in/social'));
      await page.getByRole('button', { name: label }).click();
      expect((await asked).postDataJSON()).toMatchObject({ provider: 'google', callbackURL: '/join/an-invitation' });
      await expect(page.getByRole('heading', { name: 'Google' })).toBeVisible();
    }
  });
});

test('a server with Instacart set up keeps every control the product names: the dish page and the meal row', async ({ page }) => {
  await signUpThroughApi(page);
  const dishName = uniqueName('Bean Chili');
  const dishId = await createDish(page, { dishName, ingredients: [{ item: 'beans', quantity: 2, unit: 'cup' }] });
  await page.request.post('/api/meals', { data: { date: `${localDayFromToday(0)}T12:00:00.000Z`, meal_type: 'Dinner', dish_id: dishId } });
  await page.goto(`/dishes/${dishId}`);
  await expect(page.getByRole('button', { name: 'Shop on Instacart' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: `Shop for ${dishName}` })).toHaveText('Shop');
});
