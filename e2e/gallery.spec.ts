import { copyFileSync, mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './support/axe';
import { signUpThroughApi } from './support/users';

test.use({ viewport: { width: 375, height: 740 } });

/** A small photo of one colour, so each picture can be told apart on screen. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** A screenshot kept with the test's results (and, when SHOTS_DIR is set, copied there to look at). */
async function shot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  if (process.env.SHOTS_DIR) {
    mkdirSync(process.env.SHOTS_DIR, { recursive: true });
    copyFileSync(path, `${process.env.SHOTS_DIR}/${name}.png`);
  }
}

const sources = (pictures: Locator) => pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src')));

test('a gallery of three with a new cover, seen on the dish page, and a step photo in cook mode', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dishes/new');
  await page.getByLabel('Dish Name').fill('Shakshuka');

  // Three pictures chosen at once, as a phone's picker hands them over.
  const gallery = page.getByRole('group', { name: 'Pictures' });
  const chooser = gallery.locator('input[type="file"]');
  await expect(chooser).toHaveAttribute('multiple', '');
  await expect(chooser).toHaveAttribute('accept', 'image/*');
  await chooser.setInputFiles([await photo('red', '#c0392b'), await photo('green', '#27ae60'), await photo('blue', '#2e86c1')]);
  const pictures = gallery.getByRole('listitem').getByRole('img');
  await expect(pictures).toHaveCount(3);
  const [red, green, blue] = await sources(pictures);
  await expect(gallery.getByText('Cover', { exact: true })).toHaveCount(1);

  // From the keyboard: the first picture one place later, then the third made the cover.
  await gallery.getByRole('button', { name: 'Move later: Picture 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(gallery.getByRole('status')).toHaveText('Moved to place 2 of 3.');
  await expect(gallery.getByRole('button', { name: 'Move later: Picture 2' })).toBeFocused();
  expect(await sources(pictures)).toEqual([green, red, blue]);
  await gallery.getByRole('button', { name: 'Make cover: Picture 3' }).click();
  await expect(gallery.getByRole('button', { name: /^Make cover/ })).toHaveCount(2);

  // A photo for the second step.
  const steps = page.getByRole('group', { name: 'Steps' });
  await steps.getByLabel('Step 1', { exact: true }).fill('Soften the onions and peppers.');
  await steps.getByLabel('Step 1', { exact: true }).press('Enter');
  await page.keyboard.type('Crack in the eggs and cover.');
  await steps
    .locator('li')
    .nth(1)
    .locator('input[type="file"]')
    .setInputFiles(await photo('eggs', '#f4d03f'));
  await expect(steps.getByRole('img', { name: 'Photo of step 2' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'gallery-editor-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'gallery-editor-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Save Dish' }).click();

  // The library's card shows the cover.
  await expect(page).toHaveURL(/\/dishes$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Shakshuka' });
  await expect(card.locator('img')).toHaveAttribute('src', blue!);
  await page.getByRole('link', { name: 'Shakshuka' }).click();

  // The dish page: the cover on top, the whole gallery in its order with the cover marked, the step's photo.
  await expect(page.getByRole('img', { name: 'Shakshuka', exact: true })).toHaveAttribute('src', blue!);
  const shown = page.getByRole('region', { name: 'Pictures' }).getByRole('img');
  expect(await sources(shown)).toEqual([green, red, blue]);
  await expect(shown.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('img', { name: 'Photo of step 2' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'dish-page-375');
  // Printed: the step's photo stays, small, beside its step; the cover and the gallery do not.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('img', { name: 'Photo of step 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pictures' })).toBeHidden();
  await shot(page, 'dish-print');
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'dish-page-1280');
  await page.setViewportSize({ width: 375, height: 740 });

  // Cook mode: the second step shows its photo, the first none.
  await page.getByRole('link', { name: 'Cook' }).click();
  const cookMode = page.getByRole('dialog');
  const step = cookMode.getByRole('region', { name: /^Step \d of 2$/ });
  await expect(step.getByRole('img')).toHaveCount(0);
  await cookMode.getByRole('button', { name: 'Next' }).click();
  const stepPhoto = step.getByRole('img', { name: 'Photo of step 2' });
  await expect(stepPhoto).toBeVisible();
  expect(await stepPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await shot(page, 'cook-mode-step-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'cook-mode-step-1280');
});
