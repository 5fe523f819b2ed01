import { expect, test } from '@playwright/test';
import { nextDialog } from './support/dialogs';
import { INSTACART_STUB_URL, scriptInstacartAnswer } from './support/servers';
import { signUpThroughApi } from './support/users';
import { createDish, localDayFromToday, localDayOfThisWeek, uniqueName } from './support/api';

// Scripted Instacart failures are matched by page title, and every title here is unique.
test('Shop on Instacart from a dish opens the shopping list in a new tab', async ({ page }) => {
  await signUpThroughApi(page);
  const dishId = await createDish(page, {
    dishName: 'Lemon Pasta',
    ingredients: [
      { item: 'spaghetti', quantity: 1, unit: 'lb' },
      { item: 'lemons', quantity: 2, unit: 'piece' },
    ],
  });
  await page.goto(`/dishes/${dishId}`);

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Shop on Instacart' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`^${INSTACART_STUB_URL}/store/shopping_lists/\\d+$`));
  await expect(popup.getByRole('heading', { name: /Shopping list/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Shop on Instacart' })).toBeEnabled();
});

test("a dish's failed shopping list shows Instacart's message in an alert", async ({ page }) => {
  await signUpThroughApi(page);
  const dishName = uniqueName('Toast');
  const dishId = await createDish(page, { dishName, ingredients: [{ item: 'bread', quantity: 2, unit: 'slice' }] });
  await page.goto(`/dishes/${dishId}`);

  await scriptInstacartAnswer({
    forTitle: dishName,
    status: 400,
    body: { error: { message: 'line_items is invalid', code: 1001 }, meta: { key: 'line_items' } },
  });
  const opened: string[] = [];
  page.context().on('page', (other) => opened.push(other.url()));
  const alert = nextDialog(page);
  await page.getByRole('button', { name: 'Shop on Instacart' }).click();
  expect(await alert).toContain('line_items is invalid');
  await expect(page.getByRole('button', { name: 'Shop on Instacart' })).toBeEnabled();
  // The tab opens once there is a list to show: a failure opens none, not a blank one first.
  expect(opened).toEqual([]);
});

test("a shopping list's failed send alerts Instacart's message and opens no tab", async ({ page }) => {
  await signUpThroughApi(page);
  const hearthName = uniqueName('Failing Send');
  const created = await page.request.post('/api/hearths', { data: { name: hearthName, startDate: '2026-11-23', endDate: '2026-11-29' } });
  const { hearth_id: hearthId } = (await created.json()) as { hearth_id: number };
  const lists = (await (await page.request.get('/api/shopping-lists')).json()) as Array<{
    id: number;
    hearth_id: number | null;
    name: string;
  }>;
  const list = lists.find((candidate) => candidate.hearth_id === hearthId)!;
  await page.request.post(`/api/shopping-lists/${list.id}/items`, { data: { text: '2 cups milk' } });
  await page.goto(`/shopping?list=${list.id}`);
  await expect(page.getByRole('checkbox', { name: /milk/ })).toBeVisible();

  await scriptInstacartAnswer({ forTitle: list.name, status: 401, body: { error: { message: 'Invalid API key', code: 4001 } } });
  const opened: string[] = [];
  page.context().on('page', (other) => opened.push(other.url()));
  const alert = nextDialog(page);
  await page.getByRole('button', { name: 'Send to Instacart' }).click();
  expect(await alert).toContain('Invalid API key');
  await expect(page.getByRole('button', { name: 'Send to Instacart' })).toBeEnabled();
  expect(opened).toEqual([]);
});

test("a meal's failed Shop opens a grocery search for the dish", async ({ page, context }) => {
  await context.route('https://www.instacart.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Instacart search</title><h1>Search</h1>' }),
  );
  await signUpThroughApi(page);
  const dishName = uniqueName('Chili & Cornbread');
  const dishId = await createDish(page, { dishName, ingredients: [{ item: 'beans', quantity: 2, unit: 'cup' }] });
  await page.request.post('/api/meals', { data: { date: `${localDayFromToday(1)}T12:00:00.000Z`, meal_type: 'Dinner', dish_id: dishId } });
  await page.goto('/dashboard');

  await scriptInstacartAnswer({ forTitle: dishName, status: 401, body: { error: { message: 'Invalid API key', code: 4001 } } });
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Shop for ${dishName}` }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(`https://www.instacart.com/store/s?k=${encodeURIComponent(dishName)}`);
});

test('a week of three meals becomes one reviewed list on Instacart', async ({ page }) => {
  await signUpThroughApi(page);
  const pancakes = await createDish(page, {
    dishName: 'Pancakes',
    ingredients: [
      { item: 'milk', quantity: 2, unit: 'cup' },
      { item: 'eggs', quantity: 2, unit: 'piece' },
      { item: 'maple syrup', quantity: 0.25, unit: 'cup', optional: true },
    ],
  });
  const omelette = await createDish(page, {
    dishName: 'Omelette',
    ingredients: [
      { item: 'Eggs', quantity: 3, unit: 'piece' },
      { item: 'butter', quantity: 1, unit: 'tbsp' },
    ],
  });
  const cake = await createDish(page, { dishName: 'Cake', ingredients: [{ item: 'milk', quantity: 250, unit: 'ml' }] });
  // Days of this week as English counts it (from Sunday), and one the week after.
  for (const [days, dishId, type] of [
    [0, pancakes, 'Breakfast'],
    [3, omelette, 'Lunch'],
    [6, cake, 'Snack'],
    [9, omelette, 'Dinner'],
  ] as const) {
    await page.request.post('/api/meals', {
      data: { date: `${localDayOfThisWeek(days)}T12:00:00.000Z`, meal_type: type, dish_id: dishId },
    });
  }

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Shop this week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shop for your meals' });
  await expect(dialog.getByLabel('From')).toHaveValue(localDayOfThisWeek(0));
  await expect(dialog.getByLabel('To')).toHaveValue(localDayOfThisWeek(6));

  const list = dialog.getByRole('list', { name: 'Shopping list' });
  await expect(list.getByRole('checkbox')).toHaveCount(3);
  await expect(list).toContainText('eggs');
  await expect(list).toContainText('for Pancakes, Omelette');
  await expect(list).not.toContainText('maple syrup');
  await expect(dialog).toContainText('3 meals');

  // Already have butter: untick it.
  await list.getByRole('checkbox', { name: /butter/ }).uncheck();
  await expect(dialog).toContainText('2 of 3 items ticked');

  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Send to Instacart' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`^${INSTACART_STUB_URL}/store/shopping_lists/\\d+$`));
  await expect(dialog).toBeHidden();
});
