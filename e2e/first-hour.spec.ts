import { expect, type Locator, type Page, test } from '@playwright/test';
import { createDish, localDayFromToday } from './support/api';
import { newUser, signUpThroughApi } from './support/users';

test.use({ viewport: { width: 375, height: 740 } });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(locator: Locator): Promise<Box[]> {
  return (await locator.evaluateAll((elements) =>
    elements.filter((element) => (element as HTMLElement).offsetParent !== null).map((element) => element.getBoundingClientRect().toJSON()),
  )) as Box[];
}

test('empty screens invite: the first dashboard, the empty library and Plan a Meal with no dishes', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.getByText('No meals found. Plan a meal to get started!')).toBeVisible();
  const ways = page.getByRole('list', { name: 'Ways to start' });
  for (const title of ['Import your recipes', 'Add a dish', 'Plan a meal'])
    await expect(ways.getByRole('heading', { name: title })).toBeVisible();
  await expect(ways.getByRole('button', { name: 'Add with Photo' })).toBeVisible();
  await ways.getByRole('button', { name: 'Plan a Meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a Meal' });
  await expect(dialog.getByText('You have no dishes yet.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'add a dish' })).toHaveAttribute('href', '/dishes/new');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/dishes');
  await expect(page.getByText('No dishes found')).toBeVisible();
  const library = page.getByRole('list', { name: 'Ways to start your library' });
  await expect(library.getByRole('link', { name: 'Import recipes' })).toHaveAttribute('href', '/dishes/import');
  await expect(library.getByRole('link', { name: 'Add a dish' })).toHaveAttribute('href', '/dishes/new');
});

test('dish cards without a picture get their initial in the picture place, and cards are one height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughApi(page);
  await createDish(page, { dishName: 'Barley Soup', prepTime: 10 });
  await createDish(page, { dishName: 'A rather long dish name that runs on well past two lines of a card', tags: ['Dinner'] });
  await createDish(page, { dishName: 'Toast' });
  await page.goto('/dishes');
  const cards = page.getByRole('list', { name: 'Dishes' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Barley Soup' }).locator('[aria-hidden="true"]').first()).toHaveText('B');
  // Polled: the first cards are taken over by the library's rows once the screen is up.
  await expect.poll(async () => new Set((await boxes(cards)).map((box) => Math.round(box.height))).size).toBe(1);
});

/** Meals on the next days, enough to scroll, one of them someone else's. */
async function busyWeek(page: Page) {
  const dishId = await createDish(page, { dishName: 'Mushroom Risotto with Thyme', cookTime: 35, difficulty: 'Medium' });
  for (let day = 0; day < 6; day += 1) {
    for (const mealType of ['Lunch', 'Dinner']) {
      await page.request.post('/api/meals', {
        data: { date: `${localDayFromToday(day)}T12:00:00.000Z`, meal_type: mealType, dish_id: dishId },
      });
    }
  }
}

test('timeline rows on a phone: a line of text and a line of controls, nothing overlapping anywhere it is scrolled', async ({ page }) => {
  await signUpThroughApi(page);
  await busyWeek(page);
  await page.goto('/dashboard');
  const rows = page.getByRole('region', { name: /,/ }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();

  const row = rows.first();
  // The product's parts are in the row; our additions are in its menu.
  await expect(row.getByRole('button', { name: 'Shop for Mushroom Risotto with Thyme' })).toBeVisible();
  await expect(row.getByRole('combobox', { name: 'Status' })).toBeHidden();
  await expect(row.getByRole('button', { name: 'Add Mushroom Risotto with Thyme to the shopping list' })).toBeHidden();
  await row.getByRole('button', { name: /^More actions for/ }).click();
  await expect(row.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Add Mushroom Risotto with Thyme to the shopping list' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Move to...' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Delete meal' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Two lines, a line of text over a line of 44 px controls: under 100 px, where five controls once wrapped.
  for (const box of await boxes(rows)) expect(box.height).toBeLessThan(100);
  // No control of a row sits on another.
  const controls = await boxes(row.locator('button:visible, a:visible'));
  for (const [index, box] of controls.entries()) for (const other of controls.slice(index + 1)) expect(overlaps(box, other)).toBe(false);

  // Wherever the page stops, every Add Meal on screen is the thing a finger there would press.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 160) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const covered = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('button'))
          .filter((button) => button.textContent === 'Add Meal')
          .map((button) => button.getBoundingClientRect())
          .filter((box) => box.top >= 56 && box.bottom <= window.innerHeight)
          .filter((box) => {
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return !hit || hit.textContent !== 'Add Meal';
          }).length,
    );
    expect(covered, `Add Meal covered at scroll ${y}`).toBe(0);
  }
});

test('small things: hearth names, hearths in the menu, Shop apart from the shopping list', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const cook = await signUpThroughApi(page, newUser('cook'));
  const created = await page.request.post('/api/hearths', {
    data: { name: 'Sunday Suppers', startDate: '2026-11-23', endDate: '2026-11-29' },
  });
  const { hearth_id: hearthId } = (await created.json()) as { hearth_id: number };

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Hearths' }).click();
  await expect(page.getByRole('heading', { name: 'Hearths', level: 1 })).toBeVisible();
  const card = page.getByRole('link', { name: /Sunday Suppers/ });
  await expect(card).toContainText(`Hearth #${hearthId}`);
  await card.click();
  await expect(page.getByRole('heading', { name: 'Sunday Suppers', level: 1 })).toBeVisible();
  await expect(page.getByText(`Hearth #${hearthId}`)).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Calendar' }).getByRole('textbox', { name: 'Sunday Suppers' })).toBeVisible();

  // Shop goes to Instacart; the shopping list is named as such.
  await busyWeek(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  const row = page.getByRole('region', { name: /,/ }).getByRole('listitem').first();
  await expect(row.getByRole('button', { name: 'Shop for Mushroom Risotto with Thyme' })).toHaveAttribute(
    'title',
    'Order the ingredients on Instacart',
  );
  await expect(row.getByRole('button', { name: 'Add Mushroom Risotto with Thyme to the shopping list' })).toHaveText(
    'Add to shopping list',
  );

  // Signed out, the pages show no app menu.
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dishes' })).toHaveCount(0);
  expect(cook.email).toContain('@');
  await context.close();
});
