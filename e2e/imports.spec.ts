import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildPaprikaExport } from '../apps/server/test/export-fixtures';
import { seriousViolations } from './support/axe';
import { RECIPE_SITE_URL } from './support/servers';
import { signUpThroughApi } from './support/users';

const CARROTS = `${RECIPE_SITE_URL}/recipes/brown-butter-carrots`;

test('a cook imports a recipe from a web address, reviews it, saves it, and is offered it when importing it again', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dishes');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/dishes\/import$/);
  await expect(page.getByRole('heading', { name: 'Import Recipes' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Web address' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Recipe web address').fill(CARROTS);
  await page.getByRole('button', { name: 'Read recipe' }).click();

  // The draft in the dish form, prefilled and editable.
  await expect(page.getByRole('heading', { name: 'Review Imported Dish' })).toBeVisible();
  await expect(page.getByLabel('Dish Name')).toHaveValue('Brown Butter Carrots');
  await expect(page.getByLabel(/^Prep Time/)).toHaveValue('10');
  await expect(page.getByLabel('Source URL')).toHaveValue(CARROTS);
  const ingredients = page.getByRole('group', { name: 'Ingredients' });
  await expect(ingredients.getByText('For the glaze')).toBeVisible();
  await expect(ingredients.getByText('1 kg carrots, peeled and halved')).toBeVisible();
  await expect(ingredients.getByText('1 tbsp honey, plus more to taste')).toBeVisible();
  expect(await seriousViolations(page), 'review').toEqual([]);
  await page.getByLabel('Dish Name').fill('Brown Butter Carrots (weeknight)');
  await page.getByRole('button', { name: 'Save Dish' }).click();

  // Saving an import opens the dish.
  await expect(page).toHaveURL(/\/dishes\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Brown Butter Carrots (weeknight)', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For the glaze' })).toBeVisible();
  await expect(page.getByText('1 tbsp honey, plus more to taste')).toBeVisible();

  // The bookmarklet's way in: the same page again offers the dish already saved.
  await page.goto(`/dishes/import?url=${encodeURIComponent(CARROTS)}`);
  await page.getByRole('button', { name: 'Read recipe' }).click();
  await expect(page.getByRole('heading', { name: 'Review Imported Dish' })).toBeVisible();
  await expect(page.getByText('You already saved this recipe as')).toBeVisible();
  await page.getByRole('link', { name: 'Brown Butter Carrots (weeknight)' }).click();
  await expect(page.getByRole('heading', { name: 'Brown Butter Carrots (weeknight)', level: 1 })).toBeVisible();
});

test('a link to the import screen with ?url= only fills the address in: nothing is read until the cook presses Read recipe', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/import/url')) reads.push(request.url());
  });
  await page.goto(`/dishes/import?url=${encodeURIComponent(CARROTS)}`);
  await expect(page.getByLabel('Recipe web address')).toHaveValue(CARROTS);
  // The form's effects have run: a read started on arrival would show its pending label by now.
  await expect(page.getByRole('button', { name: 'Read recipe' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Reading the page...' })).toHaveCount(0);
  expect(reads).toEqual([]);

  await page.getByRole('button', { name: 'Read recipe' }).click();
  await expect(page.getByRole('heading', { name: 'Review Imported Dish' })).toBeVisible();
  await expect(page.getByLabel('Dish Name')).toHaveValue('Brown Butter Carrots');
  expect(reads).toHaveLength(1);
});

test('a site that refuses servers points the cook to Paste, which reads the pasted text', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dishes/import');
  await page.getByLabel('Recipe web address').fill(`${RECIPE_SITE_URL}/members-only`);
  await page.getByRole('button', { name: 'Read recipe' }).click();
  await expect(page.getByRole('alert')).toContainText('use Paste instead');
  await page.getByRole('button', { name: 'Go to Paste' }).click();
  await expect(page.getByRole('tab', { name: 'Paste' })).toHaveAttribute('aria-selected', 'true');

  await page
    .getByLabel('Recipe text or page')
    .fill('Green Salad\n\nIngredients\n1 head lettuce, torn\n2 tbsp olive oil\n\nMethod\n1. Toss and serve.');
  await page.getByRole('button', { name: 'Read recipe' }).click();
  await expect(page.getByLabel('Dish Name')).toHaveValue('Green Salad');
  await expect(page.getByRole('group', { name: 'Ingredients' }).getByText('1 head lettuce, torn')).toBeVisible();
});

test('a cook imports another app’s export file and follows its progress to the summary', async ({ page }) => {
  const folder = mkdtempSync(join(tmpdir(), 'hearth-e2e-import-'));
  const file = join(folder, 'My Recipes.paprikarecipes');
  await buildPaprikaExport(150, file);
  try {
    await signUpThroughApi(page);
    await page.goto('/dishes/import');
    await page.getByRole('tab', { name: 'File' }).click();
    expect(await seriousViolations(page), 'file tab').toEqual([]);
    await page.getByLabel('Export file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import file' }).click();

    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 60_000 });
    const count = (label: string) => page.locator('dt').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(count('Imported')).toHaveText('150');
    await expect(count('Skipped as duplicates')).toHaveText('0');
    await expect(count('Failed')).toHaveText('0');
    expect(await seriousViolations(page), 'summary').toEqual([]);

    // The same file again: everything is already there.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.getByLabel('Export file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import file' }).click();
    await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 60_000 });
    await expect(count('Skipped as duplicates')).toHaveText('150');

    await page.goto('/dishes');
    await expect(page.getByText('150 dishes')).toBeVisible();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
