import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createDish } from './support/api';
import { signUpThroughApi } from './support/users';

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

const SHAKSHUKA = {
  dishName: 'Weekend Shakshuka',
  description: 'Eggs poached in a spiced tomato sauce.',
  prepTime: 10,
  cookTime: 25,
  servings: 2,
  tags: ['breakfast'],
  ingredients: [
    { item: 'eggs', quantity: 4, unit: '' },
    { item: 'crushed tomatoes', quantity: 400, unit: 'g' },
    { item: 'cumin', quantity: 1, unit: 'tsp', note: 'ground' },
  ],
  instructions: [
    'Soften the onion in olive oil.',
    'Add the tomatoes and cumin; simmer 10 minutes.',
    'Crack in the eggs and cover until set.',
  ],
};

test('a stranger reads a dish by its public link with no account; a cook imports and saves it; revoked, it is gone', async ({
  page,
  browser,
}) => {
  await signUpThroughApi(page);
  const dishId = await createDish(page, SHAKSHUKA);
  await page.goto(`/dishes/${dishId}`);
  await page.getByRole('button', { name: 'Share a link' }).click();
  await page.getByRole('button', { name: 'Make a public link' }).click();
  const address = page.getByRole('textbox', { name: 'Public link' });
  await expect(address).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
  const url = await address.inputValue();
  await page.screenshot({ path: test.info().outputPath('owner-375.png'), fullPage: true });

  // A stranger's browser, no account and no JavaScript: the page is complete as the server sends it.
  const strangerContext = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const stranger = await strangerContext.newPage();
  expect((await stranger.goto(url))?.status()).toBe(200);
  await expect(stranger.getByRole('heading', { name: 'Weekend Shakshuka', level: 1 })).toBeVisible();
  const ingredients = stranger.getByRole('list').first();
  await expect(ingredients.getByRole('listitem')).toHaveText(['4 eggs', '400 g crushed tomatoes', '1 tsp cumin, ground']);
  await expect(stranger.getByText('Crack in the eggs and cover until set.')).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Save to my dishes' })).toHaveCount(0);
  await stranger.getByRole('navigation', { name: 'Scale the recipe' }).getByRole('link', { name: '4' }).click();
  await expect(stranger).toHaveURL(/\?servings=4$/);
  await expect(stranger.getByText('4 servings')).toBeVisible();
  await expect(ingredients.getByRole('listitem')).toHaveText(['8 eggs', '800 g crushed tomatoes', '2 tsp cumin, ground']);
  expect(await stranger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await stranger.screenshot({ path: test.info().outputPath('stranger-375.png'), fullPage: true });

  // The same page with JavaScript, for axe: nothing serious at 375 px.
  const checker = await (await browser.newContext({ viewport: PHONE })).newPage();
  await checker.goto(url);
  expect(await seriousViolations(checker)).toEqual([]);
  await checker.setViewportSize({ width: 1280, height: 900 });
  await checker.screenshot({ path: test.info().outputPath('stranger-1280.png'), fullPage: true });

  // Another cook of this server reads it back with the URL import, and saves it from the page.
  const cookContext = await browser.newContext({ viewport: PHONE });
  const cook = await cookContext.newPage();
  await signUpThroughApi(cook);
  await cook.goto('/dishes/import');
  await cook.getByLabel('Recipe web address').fill(url);
  await cook.getByRole('button', { name: 'Read recipe' }).click();
  await expect(cook.getByRole('heading', { name: 'Review Imported Dish' })).toBeVisible();
  await expect(cook.getByLabel('Dish Name')).toHaveValue('Weekend Shakshuka');
  await expect(cook.getByLabel(/^Prep Time/)).toHaveValue('10');
  await expect(cook.getByLabel(/^Cook Time/)).toHaveValue('25');
  await expect(cook.getByLabel('Servings')).toHaveValue('2');
  const imported = cook.getByRole('group', { name: 'Ingredients' });
  for (const line of ['4 eggs', '400 g crushed tomatoes', '1 tsp cumin']) await expect(imported.getByText(line)).toBeVisible();

  // The app's service worker answers the app's addresses from its cache: never this one.
  await cook.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await cook.reload();
  await expect.poll(() => cook.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await cook.goto(url);
  await cook.getByRole('button', { name: 'Save to my dishes' }).click();
  await expect(cook).toHaveURL(/\/dishes\/\d+$/);
  await expect(cook.getByRole('heading', { name: 'Weekend Shakshuka', level: 1 })).toBeVisible();

  // Revoked: the address answers 404 at once, to the stranger too.
  await page.getByRole('button', { name: 'Stop sharing the link' }).click();
  await expect(page.getByText('The link no longer works.')).toBeVisible();
  expect((await stranger.goto(url))?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { name: 'This recipe is not shared' })).toBeVisible();
  await expect(stranger.getByText('Weekend Shakshuka')).toHaveCount(0);
});
