import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/users';

test.describe('navigation bar', () => {
  test('marks the current page on a wide screen', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/dishes');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('The Hearth')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dishes' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
  });

  test('becomes a drawer on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpThroughApi(page);
    await page.goto('/dashboard');

    await expect(page.getByRole('link', { name: 'Dishes' })).toBeHidden();
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    // Choosing a link closes the drawer.
    await drawer.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(drawer).toBeHidden();

    // The backdrop closes it.
    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(drawer).toBeHidden();

    // So does the close button.
    await toggle.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});
