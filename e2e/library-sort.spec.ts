import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createDish } from './support/api';
import { newUser, signUpThroughApi } from './support/users';

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

/** Opens the dish from its card, marks it cooked with one tap, then gives it `stars`. */
async function cookWithStars(page: Page, dishName: string, stars: string) {
  await page.getByRole('link', { name: dishName, exact: true }).click();
  await page.getByRole('button', { name: 'Mark as cooked' }).click();
  await expect(page.getByText('Marked as cooked today.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a rating or note' }).click();
  const details = page.getByRole('dialog', { name: 'How did it go?' });
  await details.getByRole('radio', { name: stars }).check();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('region', { name: 'Cooking log' }).getByText(stars)).toBeVisible();
}

const cardNames = (page: Page) => page.getByRole('list', { name: 'Dishes' }).getByRole('heading').allTextContents();

test('sorting by rating: of two dishes cooked, the better rated comes first', async ({ page }) => {
  await signUpThroughApi(page, newUser('sorter'));
  // Added first, rated lower: the order they were added in puts it first.
  await createDish(page, { dishName: 'Weeknight Chili' });
  await createDish(page, { dishName: 'Sunday Roast' });
  await createDish(page, { dishName: 'Plain Rice' });

  // The library is seen (and kept in the browser) before anything is cooked.
  await page.goto('/dishes');
  await expect.poll(() => cardNames(page)).toEqual(['Weeknight Chili', 'Sunday Roast', 'Plain Rice']);

  await cookWithStars(page, 'Weeknight Chili', '2 stars');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await cookWithStars(page, 'Sunday Roast', '5 stars');
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest rated' });
  await expect.poll(() => cardNames(page)).toEqual(['Sunday Roast', 'Weeknight Chili', 'Plain Rice']);
  const best = page.getByRole('listitem', { name: 'Sunday Roast' });
  await expect(best).toContainText('Average rating ★ 5');
  await expect(best).toContainText('Cooked once');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'library-by-rating-375.png');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Not cooked in a while' });
  await expect(page.getByRole('listitem', { name: 'Plain Rice' })).toContainText('Never cooked');
  await expect.poll(async () => (await cardNames(page)).at(-1)).toBe('Plain Rice');
  await shoot(page, 'library-not-cooked-375.png');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest rated' });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'library-by-rating-1280.png');
});
