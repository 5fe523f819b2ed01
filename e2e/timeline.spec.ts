import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/users';

test('a cook plans meals days apart, condenses the timeline, opens a dish and marks a meal cooked', async ({ page }) => {
  await signUpThroughApi(page);
  const dish = await (
    await page.request.post('/api/dishes', { data: { dishName: 'Shakshuka', cookTime: 25, difficulty: 'Medium' } })
  ).json();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Meal Timeline' })).toBeVisible();
  await expect(page.getByText('No meals found. Plan a meal to get started!')).toBeVisible();

  // First meal, from the empty state's button.
  await page.getByRole('button', { name: 'Plan a Meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a Meal' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Meal Type')).toHaveValue('Breakfast');
  await dialog.getByLabel('Date').fill('2026-11-23');
  await dialog.getByLabel('Meal Type').selectOption('Dinner');
  await expect(dialog.getByLabel('Dish')).toContainText('Shakshuka');
  await dialog.getByLabel('Dish').selectOption({ label: 'Shakshuka' });
  await dialog.getByLabel('Notes').fill('Extra feta');
  await dialog.getByRole('button', { name: 'Plan Meal' }).click();
  await expect(dialog).toBeHidden();

  const monday = page.getByRole('region', { name: 'Monday, November 23, 2026' });
  await expect(monday).toContainText('Dinner');
  await expect(monday).toContainText('Shakshuka');
  await expect(monday).toContainText('Cook time: 25 min');
  await expect(monday).toContainText('Medium');
  await expect(monday.getByRole('img', { name: 'Planned' })).toBeVisible();

  // Second meal three days later, from the floating button.
  await page.getByRole('button', { name: 'Plan a Meal' }).click();
  await dialog.getByLabel('Date').fill('2026-11-26');
  await dialog.getByRole('button', { name: 'Plan Meal' }).click();
  await expect(dialog).toBeHidden();

  // Expanded: the empty days between are shown.
  await expect(page.getByRole('region', { name: 'Tuesday, November 24, 2026' })).toContainText('No meals planned for this day.');
  await expect(page.getByRole('region', { name: 'Wednesday, November 25, 2026' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Thursday, November 26, 2026' })).toContainText('Breakfast');

  // Condensed: only days with meals.
  await page.getByRole('button', { name: 'Condensed' }).click();
  await expect(page.getByRole('region', { name: 'Tuesday, November 24, 2026' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /November 2[36], 2026/ })).toHaveCount(2);

  // "Add Meal" on a day presets the dialog's date.
  await page.getByRole('region', { name: 'Thursday, November 26, 2026' }).getByRole('button', { name: 'Add Meal' }).click();
  await expect(dialog.getByLabel('Date')).toHaveValue('2026-11-26');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Mark the dinner cooked: the dot turns green and says so.
  await monday.getByLabel('Status').selectOption('cooked');
  await expect(monday.getByRole('img', { name: 'Cooked' })).toBeVisible();

  // Open the dish from the meal row, and come back.
  const dishLink = monday.getByRole('link', { name: 'Shakshuka' });
  await expect(dishLink).toHaveAttribute('title', 'Click to view dish details');
  await dishLink.click();
  await expect(page).toHaveURL(new RegExp(`/dishes/${dish.id}$`));
  await expect(page.getByRole('heading', { name: 'Shakshuka' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Monday, November 23, 2026' }).getByRole('img', { name: 'Cooked' })).toBeVisible();
});

test('a failed plan shows the server message inside the dialog', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Plan a Meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a Meal' });
  // A real date the server refuses: the dialog shows the server's own words.
  await dialog.getByLabel('Date').fill('1850-06-01');
  await dialog.getByRole('button', { name: 'Plan Meal' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('date: Must be between 1900 and 2200');
  await expect(dialog.getByRole('button', { name: 'Plan Meal' })).toBeEnabled();
});
