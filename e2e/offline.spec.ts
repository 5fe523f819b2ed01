import { expect, test } from '@playwright/test';
import { createDish, localDayFromToday } from './support/api';
import { signUpThroughApi } from './support/users';

test.use({ viewport: { width: 375, height: 740 } });

test('the first visit after signing in opens offline: the timeline, the library and the list, under a banner', async ({
  page,
  context,
}) => {
  await signUpThroughApi(page);
  const dishId = await createDish(page, { dishName: 'Offline Lentils', ingredients: [{ item: 'lentils', quantity: 1, unit: 'cup' }] });
  await page.request.post('/api/meals', { data: { date: `${localDayFromToday(0)}T12:00:00.000Z`, meal_type: 'Dinner', dish_id: dishId } });

  // One visit, the first since signing in: the dashboard loads, the other screens are reached from the menu.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Offline Lentils' })).toBeVisible();
  // The service worker keeps the app's own files once it is installed; nothing more is waited for.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const menuTo = async (entry: string) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: entry }).click();
  };
  await menuTo('Dishes');
  await expect(page.getByRole('link', { name: 'Offline Lentils' })).toBeVisible();
  await menuTo('Shopping List');
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
  await menuTo('Dashboard');
  await expect(page.getByRole('link', { name: 'Offline Lentils' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meal Timeline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Offline Lentils' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No connection.' })).toBeVisible();
  await expect(page.getByText(/Error:|Failed to fetch/)).toHaveCount(0);

  await page.goto('/dishes');
  await expect(page.getByRole('link', { name: 'Offline Lentils' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No connection.' })).toBeVisible();

  await page.goto('/shopping');
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
  await expect(page.getByText('You are offline.')).toBeVisible();

  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'No connection.' })).toHaveCount(0);
});
