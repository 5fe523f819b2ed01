import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { INSTACART_STUB_URL, instacartRequestsFor } from './support/servers';
import { signUpThroughApi } from './support/users';
import { createDish, uniqueName } from './support/api';

/** A screenshot or printout kept with the test's results, for looking at the screens. */
const shot = (name: string) => test.info().outputPath(name);

/** A dish written in US measures, for four, with an oven temperature and times in its steps. */
function traybake(dishName: string) {
  return {
    dishName,
    description: 'Crisp chicken and potatoes from one tray.',
    prepTime: 15,
    cookTime: 45,
    servings: 4,
    difficulty: 'Easy',
    tags: ['Dinner'],
    ingredients: [
      { item: 'chicken thighs', quantity: 8, unit: 'piece' },
      { item: 'potatoes', quantity: 1.5, unit: 'lb' },
      { item: 'butter', quantity: 4, unit: 'oz' },
      { item: 'olive oil', quantity: 2, unit: 'tbsp' },
      { item: 'chicken stock', quantity: 0.5, unit: 'cup' },
      { item: 'garlic', quantity: 4, unit: 'clove' },
      { item: 'fresh thyme', quantity: 1, unit: 'pinch', optional: true },
      { item: 'salt', quantity: 0, unit: 'to taste' },
    ],
    instructions: [
      'Heat the oven to 425°F.',
      'Toss the potatoes with the olive oil and roast for 15 minutes.',
      'Melt the butter with the garlic, brush the chicken thighs and bake for 25-30 minutes, adding the chicken stock halfway.',
      'Rest for 5 minutes, season with salt and serve.',
    ],
    utensils: ['Roasting tray', 'Small pan'],
    notes: 'Thighs stay juicier than breasts here.',
    sourceUrl: 'https://example.com/recipes/traybake',
  };
}

function ingredientTexts(page: Page) {
  return page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
}

async function chooseUnits(page: Page, label: 'As written' | 'US' | 'Metric') {
  await page.goto('/settings');
  await page.getByRole('radio', { name: label }).check();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

/** Each width the journeys look at: a 375 px phone and a desktop. */
const WIDTHS = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 900 },
] as const;

test('a cook scales a dish to 8 servings and shops: Instacart gets the scaled amounts', async ({ page }) => {
  await signUpThroughApi(page);
  const dishName = uniqueName('Lemon Traybake');
  const dishId = await createDish(page, traybake(dishName));
  await page.goto(`/dishes/${dishId}`);
  await expect(page.getByText('4 servings', { exact: true })).toBeVisible();

  const servings = page.getByRole('spinbutton', { name: 'Servings' });
  await servings.fill('8');
  await expect(page.getByText('8 servings', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dishes/${dishId}\\?servings=8$`));
  await expect(ingredientTexts(page)).toHaveText([
    '16 pieces chicken thighs',
    '3 lb potatoes',
    '8 oz butter',
    '4 tbsp olive oil',
    '1 cup chicken stock',
    '8 cloves garlic',
    '2 pinches fresh thyme (optional)',
    'to taste salt',
  ]);

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Shop on Instacart' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`^${INSTACART_STUB_URL}/store/shopping_lists/\\d+$`));

  const [sent] = await instacartRequestsFor(dishName);
  const measured = Object.fromEntries(sent!.body.line_items.map((line) => [line.name, line.line_item_measurements]));
  expect(measured).toMatchObject({
    'chicken thighs': [{ quantity: 16, unit: 'each' }],
    potatoes: [{ quantity: 3, unit: 'pound' }],
    butter: [{ quantity: 8, unit: 'ounce' }],
    'olive oil': [{ quantity: 4, unit: 'tablespoon' }],
    'chicken stock': [{ quantity: 1, unit: 'cup' }],
    garlic: [{ quantity: 8, unit: 'each' }],
  });
  expect(sent!.body.line_items.map((line) => line.display_text)).toContain('3 lb potatoes');
});

test('servings of 0 or 10,000 are refused with a message and the amounts stay', async ({ page }) => {
  await signUpThroughApi(page);
  const dishId = await createDish(page, traybake(uniqueName('Traybake')));
  await page.goto(`/dishes/${dishId}`);
  const servings = page.getByRole('spinbutton', { name: 'Servings' });

  await servings.fill('0');
  await expect(page.getByRole('alert')).toHaveText('Servings must be at least 1.');
  await servings.fill('10000');
  await expect(page.getByRole('alert')).toHaveText('Servings can be at most 500.');
  await expect(servings).toHaveAttribute('aria-invalid', 'true');
  await expect(ingredientTexts(page).first()).toHaveText('8 pieces chicken thighs');
  await expect(page).toHaveURL(new RegExp(`/dishes/${dishId}$`));
});

test('a cook who reads metric sees grams and °C, with the original one tap away on the dish page, on every device', async ({
  page,
  browser,
}) => {
  const cook = await signUpThroughApi(page);
  const dishId = await createDish(page, traybake(uniqueName('Traybake')));
  await chooseUnits(page, 'Metric');

  await page.goto(`/dishes/${dishId}`);
  await expect(ingredientTexts(page)).toHaveText([
    '8 pieces chicken thighs',
    '680 g potatoes',
    '115 g butter',
    '2 tbsp olive oil',
    '120 ml chicken stock',
    '4 cloves garlic',
    '1 pinch fresh thyme (optional)',
    'to taste salt',
  ]);
  await expect(page.getByRole('region', { name: 'Instructions' })).toContainText('Heat the oven to 220 °C.');

  // The dish page switches its own units, whatever the account reads.
  const units = page.getByRole('group', { name: 'Units' });
  await expect(units.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
  const original = units.getByRole('button', { name: 'As written' });
  await original.click();
  await expect(original).toHaveAttribute('aria-pressed', 'true');
  await expect(ingredientTexts(page).nth(2)).toHaveText('4 oz butter');
  await expect(page.getByRole('region', { name: 'Instructions' })).toContainText('Heat the oven to 425°F.');
  await expect(page.getByRole('region', { name: 'Instructions' })).not.toContainText('°C');
  await units.getByRole('button', { name: 'Metric' }).click();
  await expect(ingredientTexts(page).nth(2)).toHaveText('115 g butter');

  // The week's shopping list reads in grams too.
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  expect((await page.request.post('/api/meals', { data: { date: today, meal_type: 'Dinner', dish_id: dishId } })).status()).toBe(201);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Shop this week' }).click();
  const list = page.getByRole('dialog', { name: 'Shop for your meals' }).getByRole('list', { name: 'Shopping list' });
  await expect(list).toContainText('680 g potatoes');
  await expect(list).toContainText('120 ml chicken stock');
  await page.keyboard.press('Escape');

  // The choice lives on the account: another device signed in as the same cook reads grams too.
  const otherDevice = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const phone = await otherDevice.newPage();
  expect((await phone.request.post('/api/auth/sign-in/email', { data: { email: cook.email, password: cook.password } })).ok()).toBe(true);
  await phone.goto(`/dishes/${dishId}`);
  await expect(ingredientTexts(phone).nth(2)).toHaveText('115 g butter');
  await otherDevice.close();
});

test('the dish page prints as one clean page, black on white even in the dark theme', async ({ page }) => {
  await signUpThroughApi(page);
  const dishId = await createDish(page, traybake('Weeknight Chicken Traybake'));
  await page.goto(`/dishes/${dishId}?servings=8`);
  await expect(page.getByText('8 servings', { exact: true })).toBeVisible();

  // The Print button asks the browser to print.
  await page.evaluate(() => {
    Object.assign(window, { printed: 0 });
    window.print = () => Object.assign(window, { printed: (window as unknown as { printed: number }).printed + 1 });
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.setViewportSize({ width: 794, height: 1123 });
  for (const hidden of [
    page.getByRole('navigation', { name: 'Main' }),
    page.getByRole('button', { name: 'Print' }),
    page.getByRole('button', { name: 'Shop on Instacart' }),
    page.getByRole('spinbutton', { name: 'Servings' }),
  ]) {
    await expect(hidden).toBeHidden();
  }
  await expect(page.getByRole('heading', { name: 'Weeknight Chicken Traybake' })).toBeVisible();
  await expect(page.getByText('8 servings', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://example.com/recipes/traybake' })).toBeVisible();
  const look = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.querySelector('h1')!).color,
    section: getComputedStyle(document.querySelector('section')!).backgroundColor,
    columns: getComputedStyle(document.querySelector('section[aria-label="Ingredients"] ul')!).columnCount,
  }));
  expect(look).toEqual({ body: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)', section: 'rgba(0, 0, 0, 0)', columns: '2' });
  await page.screenshot({ path: shot(`detail-print-dark-theme.png`), fullPage: true });

  // The printout itself: one A4 page, and one Letter page.
  for (const format of ['A4', 'Letter'] as const) {
    const path = shot(`detail-print-${format}.pdf`);
    await page.pdf({ path, format, printBackground: true });
    const pages = (await readFile(path, 'latin1')).match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages, `${format} pages`).toHaveLength(1);
  }
});

test('Mark as cooked records the cooking on the dish and plans no meal; a meal planned today is marked only when picked', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const dishId = await createDish(page, traybake(uniqueName('Traybake')));
  const mealsOfDish = async () =>
    ((await (await page.request.get('/api/meals')).json()) as Array<{ id: number; dish_id: number; meal_status: string }>).filter(
      (meal) => meal.dish_id === dishId,
    );
  await page.goto(`/dishes/${dishId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Last cooked/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Mark as cooked' }).click();
  await expect(page.getByText('Last cooked today')).toBeVisible();
  await expect(page.getByText('Cooked once')).toBeVisible();

  // A second tap counts once; a reload reads it back from the server; no meal was made up.
  await page.getByRole('button', { name: 'Mark as cooked' }).click();
  await page.reload();
  await expect(page.getByText('Last cooked today')).toBeVisible();
  await expect(page.getByText('Cooked once')).toBeVisible();
  expect(await mealsOfDish()).toEqual([]);

  // With the dish planned for dinner today, the cook is asked which meal it was.
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  expect((await page.request.post('/api/meals', { data: { date: today, meal_type: 'Dinner', dish_id: dishId } })).status()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: 'Mark as cooked' }).click();
  const choose = page.getByRole('dialog', { name: 'Which meal did you cook?' });
  await expect(choose.getByRole('button', { name: 'Just the dish, not a planned meal' })).toBeVisible();
  await page.screenshot({ path: shot('mark-cooked-choose-meal.png') });
  await choose.getByRole('button', { name: "Today's dinner" }).click();
  await expect(page.getByText("Marked today's dinner as cooked.")).toBeVisible();
  await expect(page.getByText('Cooked 2 times')).toBeVisible();
  expect((await mealsOfDish()).map((meal) => meal.meal_status)).toEqual(['cooked']);
});

test('the dish page has no accessibility problems at 375 px and on a desktop, normal, scaled and in metric', async ({ page }) => {
  await signUpThroughApi(page);
  const dishId = await createDish(page, traybake('Weeknight Chicken Traybake'));
  const toastId = await createDish(page, { dishName: 'Plain Toast', ingredients: [{ item: 'bread', quantity: 2, unit: 'slice' }] });

  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await chooseUnits(page, 'As written');
    await page.goto(`/dishes/${dishId}`);
    await expect(page.getByText('4 servings', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot(`detail-${name}.png`), fullPage: true });

    await page.getByRole('button', { name: 'x2 (double)' }).click();
    await expect(page.getByText('8 servings', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot(`detail-scaled-${name}.png`), fullPage: true });

    await chooseUnits(page, 'Metric');
    await page.goto(`/dishes/${dishId}?servings=8`);
    await expect(ingredientTexts(page).nth(2)).toHaveText('225 g butter');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot(`detail-metric-${name}.png`), fullPage: true });

    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot(`detail-metric-dark-${name}.png`), fullPage: true });

    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    await page.screenshot({ path: shot(`detail-print-${name}.png`), fullPage: true });
    await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
  }

  // A dish without servings scales by a factor, and has no steps to cook.
  await page.goto(`/dishes/${toastId}`);
  await page.getByRole('button', { name: 'x2', exact: true }).click();
  await expect(page.getByText('Scaled x2')).toBeVisible();
  await expect(ingredientTexts(page)).toHaveText(['4 slices bread']);
  await expect(page.getByRole('link', { name: 'Cook' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`detail-factor-1280.png`), fullPage: true });

  await page.goto('/settings');
  // Checked once the screen is drawn, not the shell it replaces (on a busy machine, axe came first).
  await expect(page.getByRole('heading', { name: 'Cooking' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('heading', { name: 'Cooking' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot(`settings-cooking-1280.png`) });
});
