import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createDish, localDayFromToday } from './support/api';
import { signUpThroughApi } from './support/users';

test.use({ viewport: { width: 375, height: 812 } });

test('a cook fills the pantry by typing, sees what they can cook now, and puts what is missing on the list', async ({ page }) => {
  await signUpThroughApi(page);
  const omelette = await createDish(page, {
    dishName: 'Cheese Omelette',
    ingredients: [
      { item: 'eggs', quantity: 3 },
      { item: 'cheddar', quantity: 50, unit: 'g' },
      { item: 'chives', quantity: 1, unit: 'tbsp', optional: true },
      { item: 'salt', unit: 'to taste' },
    ],
  });
  await createDish(page, {
    dishName: 'Hummus',
    ingredients: [
      { item: 'chickpeas', quantity: 1 },
      { item: 'tahini', quantity: 2, unit: 'tbsp' },
      { item: 'lemon', quantity: 1 },
    ],
  });

  await page.goto('/pantry');
  await expect(page.getByRole('heading', { name: 'Pantry' })).toBeVisible();
  await expect(page.getByText('The pantry is empty.', { exact: false })).toBeVisible();
  const line = page.getByLabel('Add to the pantry');
  for (const [typed, useBy] of [
    ['6 large eggs', localDayFromToday(2)],
    ['200 g cheddar', ''],
    ['2 cans chickpeas', ''],
  ] as const) {
    await line.fill(typed);
    await page.getByLabel('Use by (optional)').fill(useBy);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(line).toHaveValue('');
  }
  const pantry = page.getByRole('list', { name: 'In the pantry' });
  await expect(pantry.getByRole('listitem')).toHaveCount(3);
  // The eggs run out in two days: flagged, and first.
  await expect(pantry.getByRole('listitem').first()).toContainText('large eggs');
  await expect(pantry.getByRole('listitem').first()).toContainText('Use soon');
  expect(await seriousViolations(page)).toEqual([]);

  // The dashboard says what to use soon, and which dish uses it.
  await page.goto('/dashboard');
  const useSoon = page.getByRole('complementary', { name: 'Use soon' });
  await expect(useSoon).toContainText('large eggs (by');
  await expect(useSoon.getByRole('link', { name: 'Cheese Omelette' })).toHaveAttribute('href', `/dishes/${omelette}`);
  await expect(page.getByRole('heading', { name: 'Meal Timeline' })).toBeVisible();

  await useSoon.getByRole('link', { name: 'What can I cook now' }).click();
  await expect(page.getByRole('heading', { name: 'What can I cook now' })).toBeVisible();
  const dishes = page.getByRole('list', { name: 'Dishes you can cook' });
  await expect(dishes.getByRole('listitem')).toHaveCount(2);
  const first = dishes.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: 'Cheese Omelette' })).toHaveAttribute('href', `/dishes/${omelette}`);
  await expect(first).toContainText('You have everything');
  await expect(first).toContainText('Uses up large eggs, to be used soon');
  const hummus = dishes.getByRole('listitem').nth(1);
  await expect(hummus).toContainText('Missing (2): 2 tbsp tahini, 1 lemon');
  await hummus.getByRole('button', { name: 'Add what Hummus is missing to the shopping list' }).click();
  await expect(hummus.getByRole('button', { name: 'What Hummus is missing is on the shopping list' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/shopping');
  await expect(page.getByText('tahini')).toBeVisible();
  await expect(page.getByText('lemon')).toBeVisible();

  // The eggs are used up: the omelette now lacks them.
  await page.goto('/pantry');
  await page.getByRole('button', { name: 'large eggs is used up' }).click();
  await expect(page.getByRole('list', { name: 'In the pantry' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: 'What can I cook now' }).click();
  await expect(page.getByRole('list', { name: 'Dishes you can cook' }).getByRole('listitem').first()).toContainText('Missing (1): 3 eggs');
});

test('an item is edited in its dialog and found by search', async ({ page }) => {
  await signUpThroughApi(page);
  for (const line of ['1 l milk', '500 g rice']) {
    expect((await page.request.post('/api/pantry', { data: { line } })).status()).toBe(201);
  }
  await page.goto('/pantry');
  await page.getByRole('button', { name: 'Edit milk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit pantry item' });
  await dialog.getByLabel('Amount').fill('0.5');
  await dialog.getByLabel('Kept in').selectOption({ label: 'Fridge' });
  await dialog.getByLabel('Use by', { exact: true }).fill(localDayFromToday(1));
  await dialog.getByRole('button', { name: 'Save' }).click();
  const milk = page.getByRole('listitem').filter({ hasText: 'milk' });
  await expect(milk).toContainText('0.5 L milk');
  await expect(milk).toContainText('Fridge');
  await expect(milk).toContainText('Use soon');

  await page.getByLabel('Search the pantry').fill('ric');
  await expect(page.getByRole('list', { name: 'In the pantry' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'In the pantry' })).toContainText('rice');
});

test('what was bought goes from the shopping list into the pantry, and the dish can be cooked now', async ({ page }) => {
  await signUpThroughApi(page);
  await createDish(page, {
    dishName: 'Pancakes',
    ingredients: [
      { item: 'flour', quantity: 2, unit: 'cup' },
      { item: 'milk', quantity: 1, unit: 'cup' },
      { item: 'eggs', quantity: 2 },
    ],
  });
  const lists = (await (await page.request.get('/api/shopping-lists')).json()) as Array<{ id: number; hearth_id: number | null }>;
  const own = lists.find((list) => list.hearth_id === null)!;
  for (const text of ['2 cups flour', '1 l milk', '6 eggs']) {
    expect((await page.request.post(`/api/shopping-lists/${own.id}/items`, { data: { text } })).ok()).toBe(true);
  }

  await page.goto('/cook-now');
  await expect(page.getByRole('list', { name: 'Dishes you can cook' })).toHaveCount(0);

  await page.goto('/shopping');
  for (const name of [/flour/, /milk/, /eggs/]) await page.getByRole('checkbox', { name }).check();
  const gotIt = page.getByRole('region', { name: 'Got it' });
  await gotIt.getByRole('button', { name: 'Put in the pantry' }).click();
  await expect(gotIt.getByRole('button', { name: 'In the pantry' })).toBeDisabled();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Pantry', exact: true }).click();
  const pantry = page.getByRole('list', { name: 'In the pantry' });
  await expect(pantry.getByRole('listitem')).toHaveCount(3);
  await expect(pantry).toContainText('1 L milk');

  await page.goto('/cook-now');
  const pancakes = page.getByRole('list', { name: 'Dishes you can cook' }).getByRole('listitem').filter({ hasText: 'Pancakes' });
  await expect(pancakes).toContainText('You have everything');
});

test('with "Put them in the pantry" chosen in Settings, what is checked off goes in at once, and out when unticked', async ({ page }) => {
  await signUpThroughApi(page);
  const lists = (await (await page.request.get('/api/shopping-lists')).json()) as Array<{ id: number; hearth_id: number | null }>;
  const own = lists.find((list) => list.hearth_id === null)!;
  for (const text of ['500 g rice', '2 lemons']) {
    expect((await page.request.post(`/api/shopping-lists/${own.id}/items`, { data: { text } })).ok()).toBe(true);
  }

  await page.goto('/settings');
  const choice = page.getByRole('group', { name: 'Items I check off' });
  await expect(choice.getByRole('radio', { name: 'Ask me' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Put them in the pantry' }).check();
  await expect(choice.getByRole('radio', { name: 'Put them in the pantry' })).toBeChecked();

  await page.goto('/shopping');
  const rice = page.getByRole('checkbox', { name: /rice/ });
  await rice.check();
  await page.getByRole('checkbox', { name: /lemons/ }).check();
  const gotIt = page.getByRole('region', { name: 'Got it' });
  await expect(gotIt.getByText('What you check off goes into the pantry (Settings).')).toBeVisible();
  await expect(gotIt.getByRole('button', { name: 'Put in the pantry' })).toHaveCount(0);
  // Unticked: the rice was not bought after all.
  await rice.uncheck();
  await expect(gotIt.getByRole('checkbox', { name: /rice/ })).toHaveCount(0);

  await page.goto('/pantry');
  const pantry = page.getByRole('list', { name: 'In the pantry' });
  await expect(pantry.getByRole('listitem')).toHaveCount(1);
  await expect(pantry).toContainText('2 lemons');
});

test('a cooked dish takes its ingredients out of the pantry', async ({ page }) => {
  await signUpThroughApi(page);
  const dishId = await createDish(page, {
    dishName: 'Scrambled Eggs',
    ingredients: [
      { item: 'eggs', quantity: 3 },
      { item: 'milk', quantity: 50, unit: 'ml' },
    ],
  });
  for (const line of ['6 eggs', '1 l milk']) expect((await page.request.post('/api/pantry', { data: { line } })).status()).toBe(201);

  await page.goto(`/dishes/${dishId}`);
  await page.getByRole('button', { name: 'Mark as cooked' }).click();
  await expect(page.getByText('Marked as cooked today.')).toBeVisible();
  await page.getByRole('button', { name: 'Take the ingredients out of the pantry' }).click();
  await expect(page.getByText('Taken out of the pantry: eggs, milk')).toBeVisible();

  await page.goto('/pantry');
  const pantry = page.getByRole('list', { name: 'In the pantry' });
  await expect(pantry).toContainText('3 eggs');
  await expect(pantry).toContainText('0.95 L milk');
});

test("a hearth's dashboard says what in the hearth's pantry to use soon", async ({ page }) => {
  await signUpThroughApi(page);
  const created = await page.request.post('/api/hearths', {
    data: { name: 'Flat 4', startDate: localDayFromToday(0), endDate: localDayFromToday(60) },
  });
  expect(created.status()).toBe(201);
  const hearthId = ((await created.json()) as { hearth_id: number }).hearth_id;
  const saag = await createDish(page, { dishName: 'Saag', ingredients: [{ item: 'spinach', quantity: 300, unit: 'g' }] });
  expect((await page.request.put(`/api/dishes/${saag}/hearths/${hearthId}`)).ok()).toBe(true);
  const stocked = await page.request.post('/api/pantry', {
    data: { hearth_id: hearthId, line: '500 g spinach', use_by: localDayFromToday(1) },
  });
  expect(stocked.status()).toBe(201);

  await page.goto(`/dashboard/${hearthId}`);
  const useSoon = page.getByRole('complementary', { name: 'Use soon' });
  await expect(useSoon).toContainText('spinach (by');
  await expect(useSoon.getByRole('link', { name: 'Saag' })).toHaveAttribute('href', `/dishes/${saag}`);
  await expect(useSoon.getByRole('link', { name: 'What can I cook now' })).toHaveAttribute('href', `/cook-now?hearth=${hearthId}`);
  // The cook's own dashboard knows nothing of the hearth's pantry.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Meal Timeline' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Use soon' })).toHaveCount(0);
});
