import { expect, test } from '@playwright/test';
import { headedRecipeCardPng } from '../apps/server/test/pictures';
import { nextDialog } from './support/dialogs';
import { signUpThroughApi } from './support/users';

test('a cook photographs a recipe card, plans it with the dish locked in, and sees it with its picture', async ({ page }) => {
  await signUpThroughApi(page);
  const card = await headedRecipeCardPng({
    title: 'Buttermilk Pancakes',
    ingredients: ['2 cups flour', '1 tsp salt', '2 cups buttermilk'],
    instructions: ['Whisk everything together and cook on a hot griddle.'],
  });

  await page.goto('/dashboard');
  const chooserPromise = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add with Photo' }).click();
  const chooser = await chooserPromise;
  expect(await chooser.element().getAttribute('accept')).toBe('image/*');
  expect(await chooser.element().getAttribute('capture')).toBe('environment');
  await chooser.setFiles({ name: 'card.png', mimeType: 'image/png', buffer: card });
  await expect(page.getByRole('status').filter({ hasText: 'Uploading...' })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Plan a Meal' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByLabel('Dish')).toHaveValue(/Buttermilk Pancakes/);
  await expect(dialog.getByLabel('Dish')).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('img', { name: /Buttermilk Pancakes/ })).toBeVisible();
  await dialog.getByLabel('Date').fill('2026-12-06');
  await dialog.getByLabel('Meal Type').selectOption('Breakfast');
  await dialog.getByRole('button', { name: 'Plan Meal' }).click();
  await expect(dialog).toBeHidden();

  const sunday = page.getByRole('region', { name: 'Sunday, December 6, 2026' });
  await expect(sunday.getByRole('link', { name: /Buttermilk Pancakes/ })).toBeVisible();
  const thumbnail = sunday.getByRole('img', { name: /Photo of Buttermilk Pancakes/ });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The dish was saved with what the card says.
  await sunday.getByRole('link', { name: /Buttermilk Pancakes/ }).click();
  await expect(page.getByRole('region', { name: 'Ingredients' })).toContainText('flour');
  await expect(page.getByRole('region', { name: 'Ingredients' })).toContainText('buttermilk');
});

test('a photo the server refuses shows the exact alert', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  const chooserPromise = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add with Photo' }).click();
  const alert = nextDialog(page);
  await (await chooserPromise).setFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  expect(await alert).toMatch(/^Failed to upload image: 415 Unsupported Media Type - /);
  await expect(page.getByRole('dialog', { name: 'Plan a Meal' })).toHaveCount(0);
});
