import { expect, test } from '@playwright/test';
import { createDish } from './support/api';
import { seriousViolations } from './support/axe';
import { signUpThroughApi } from './support/users';

/** Where the journey's screenshots go, to be looked at; unset, none are taken. */
const SHOTS = process.env.E2E_SHOTS_DIR;

test.use({ viewport: { width: 375, height: 740 } });

test('a cook hearts a dish on its page, finds it under Favourites in the library, and takes the heart back', async ({ page }) => {
  await signUpThroughApi(page);
  const soup = await createDish(page, { dishName: 'Miso Soup', tags: ['Soup'], prepTime: 10 });
  await createDish(page, { dishName: 'Lentil Stew', tags: ['Stew'] });

  await page.goto('/dishes');
  await expect(page.getByText('2 dishes', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Miso Soup' }).click();
  await expect(page).toHaveURL(new RegExp(`/dishes/${soup}$`));
  // The list's cards have hearts too: look for the page's own once the dish page has replaced the list.
  await expect(page.getByRole('heading', { name: 'Miso Soup', level: 1 })).toBeVisible();

  const heart = page.getByRole('button', { name: 'Add to favourites' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // A target a thumb can hit.
  const box = await heart.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await heart.click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dish-page-375.png`, fullPage: true });

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dishes$/);
  const soupCard = page.getByRole('listitem').filter({ hasText: 'Miso Soup' });
  await expect(soupCard.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Lentil Stew' }).getByRole('button', { name: 'Add to favourites' }),
  ).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('checkbox', { name: 'Favourites' }).check();
  await expect(page.getByText('1 of 2 dishes', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Miso Soup' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lentil Stew' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-favourites-375.png`, fullPage: true });

  // From the keyboard: the heart on the card takes the dish out of the favourites.
  await soupCard.getByRole('button', { name: 'Remove from favourites' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('0 of 2 dishes', { exact: true })).toBeVisible();
  // The screen changes before the server answers; the server has it once the request lands.
  await expect.poll(async () => (await page.request.get('/api/dishes?favourites=true')).json()).toEqual([]);

  await page.getByRole('checkbox', { name: 'Favourites' }).uncheck();
  await expect(page.getByText('2 dishes', { exact: true })).toBeVisible();
  if (SHOTS) {
    await page.getByRole('listitem').filter({ hasText: 'Lentil Stew' }).getByRole('button', { name: 'Add to favourites' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/library-1280.png`, fullPage: true });
    await page.getByRole('link', { name: 'Lentil Stew' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dish-page-1280.png`, fullPage: true });
  }
});

test('a heart the server refuses goes back, and says so', async ({ page }) => {
  await signUpThroughApi(page);
  const soup = await createDish(page, { dishName: 'Miso Soup' });
  await page.route(`**/api/dishes/${soup}/favourite`, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`/dishes/${soup}`);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('alert')).toHaveText('Could not change your favourites. Try again.');
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
});
