import { expect, type Page, test } from '@playwright/test';
import { createDish } from './support/api';
import { RECIPE_SITE_URL } from './support/servers';
import { signUpThroughApi } from './support/users';

test.use({ viewport: { width: 375, height: 740 } });

/** A paste of several lines into the focused box, as a phone's or a computer's clipboard delivers it. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('steps are edited as a list and shown numbered; one-text instructions keep their line breaks', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dishes/new');
  await page.getByLabel('Dish Name').fill('Onion Soup');
  const steps = page.getByRole('group', { name: 'Steps' });
  await steps.getByLabel('Step 1', { exact: true }).click();
  await paste(page, 'Slice the onions.\nAdd the stock.\nSoften them in butter.');
  await expect(steps.getByLabel('Step 3', { exact: true })).toHaveValue('Soften them in butter.');
  // Move the third step up, from the keyboard: space, arrow up, space.
  await steps.getByRole('button', { name: 'Move Step 3', exact: true }).focus();
  await page.keyboard.press('Space');
  // @dnd-kit's keyboard sensor listens for the arrows a moment after the pick-up: an arrow sent
  // sooner is lost (about one run in eight here). It is sent again until the move is announced.
  const movedUp = page.getByText(/is now at position 2 of 3/);
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(movedUp).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(steps.getByLabel('Step 2', { exact: true })).toHaveValue('Soften them in butter.');
  await steps.getByLabel('Step 3', { exact: true }).press('End');
  await steps.getByLabel('Step 3', { exact: true }).press('Enter');
  await page.keyboard.type('Season and serve.');
  await page.getByRole('button', { name: 'Save Dish' }).click();

  // Back on the library, the dish just saved comes first, marked.
  await expect(page).toHaveURL(/\/dishes$/);
  const first = page.getByRole('listitem').first();
  await expect(first).toContainText('Onion Soup');
  await expect(first).toContainText('Just saved');
  await first.getByRole('link', { name: 'Onion Soup' }).click();
  const shown = page.getByRole('region', { name: 'Instructions' }).getByRole('listitem');
  await expect(shown).toHaveText(['Slice the onions.', 'Soften them in butter.', 'Add the stock.', 'Season and serve.']);

  const textDish = await createDish(page, { dishName: 'Toast', instructions: 'Toast the bread.\nButter it.' });
  await page.goto(`/dishes/${textDish}`);
  const paragraph = page.getByRole('region', { name: 'Instructions' }).locator('p');
  await expect(paragraph).toHaveText('Toast the bread.\nButter it.');
  expect(
    await paragraph.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
  ).toBeGreaterThan(1.5);
});

test('ingredients are edited in place, reordered by drag and by keyboard, and "to taste" needs no quantity', async ({ page }) => {
  await signUpThroughApi(page);
  const dishId = await createDish(page, {
    dishName: 'Pancakes',
    ingredients: [
      { item: 'flour', quantity: 2, unit: 'cup' },
      { item: 'milk', quantity: 1, unit: 'cup' },
      { item: 'eggs', quantity: 2, unit: '' },
    ],
  });
  await page.goto(`/dishes/${dishId}/edit`);
  const ingredients = page.getByRole('group', { name: 'Ingredients' });
  const rows = ingredients.getByRole('listitem');

  await ingredients.getByLabel('Ingredient Name').fill('salt');
  await ingredients.getByLabel('Unit').selectOption('to taste');
  await ingredients.getByRole('button', { name: 'Add Ingredient' }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3)).toContainText('to taste salt');

  await ingredients.getByRole('button', { name: 'Edit milk' }).click();
  await ingredients.getByLabel('Quantity of milk').fill('1.5');
  await ingredients.getByLabel('Note of milk').fill('warm');
  await ingredients.getByRole('button', { name: 'Done' }).click();
  await expect(rows.nth(1)).toContainText('1 ½ cups milk, warm');

  // Drag eggs (third) above flour (first) by its handle.
  const handle = ingredients.getByRole('button', { name: 'Move eggs', exact: true });
  const target = ingredients.getByRole('button', { name: 'Move flour', exact: true });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 10 });
  await page.mouse.up();
  await expect(rows.nth(0)).toContainText('eggs');

  // And salt up one from the keyboard.
  // Each key waits for what a screen reader hears, as the list only moves once it has measured.
  await ingredients.getByRole('button', { name: 'Move salt', exact: true }).focus();
  const heard = page.getByRole('status').filter({ hasText: /salt/ });
  await page.keyboard.press('Space');
  await expect(heard).toHaveText(/Picked up salt, at position 4 of 4\.|salt is now at position 4 of 4\./);
  // Sent again while lost, as for the steps above.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(heard).toHaveText('salt is now at position 3 of 4.', { timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(heard).toHaveText('Dropped salt at position 3 of 4.');
  await expect(rows.nth(2)).toContainText('salt');

  await page.getByRole('button', { name: 'Save Dish' }).click();
  await expect(page).toHaveURL(/\/dishes$/);
  await page.goto(`/dishes/${dishId}`);
  await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
    /2 eggs/,
    /2 cups flour/,
    /to taste salt/,
    /1 ½ cups milk, warm/,
  ]);
});

test('a refused save brings the first error into view, focused; a picture can be uploaded', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dishes/new');
  await page.getByRole('button', { name: 'Save Dish' }).click();
  const name = page.getByLabel('Dish Name');
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();

  await name.fill('Plum Cake');
  const picture = page.getByRole('group', { name: 'Pictures' });
  await picture.locator('input[type="file"]').setInputFiles({
    name: 'cake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await expect(picture.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', /^\/api\/images\/[\w-]+$/);
  await page.getByRole('button', { name: 'Save Dish' }).click();
  await expect(page).toHaveURL(/\/dishes$/);
  await page.getByRole('link', { name: 'Plum Cake' }).click();
  await expect(page.locator('article img').first()).toHaveAttribute('src', /^\/api\/images\//);
});

test('the import review shows the picture, and saving an import opens the dish', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dishes/import');
  await page.getByLabel('Recipe web address').fill(`${RECIPE_SITE_URL}/recipes/picture-pie`);
  await page.getByRole('button', { name: 'Read recipe' }).click();
  await expect(page.getByRole('heading', { name: 'Review Imported Dish' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture of Picture Pie' })).toHaveAttribute('src', `${RECIPE_SITE_URL}/pictures/pie.png`);
  await page.getByRole('button', { name: 'Save Dish' }).click();
  await expect(page).toHaveURL(/\/dishes\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Picture Pie', level: 1 })).toBeVisible();
});

test("deleting a dish asks the product's question in the app's own dialog, never the browser's", async ({ page }) => {
  await signUpThroughApi(page);
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const dishId = await createDish(page, { dishName: 'Short-lived Stew' });
  await page.goto(`/dishes/${dishId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Delete dish' });
  await expect(confirmation).toContainText('Are you sure you want to delete this dish?');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Short-lived Stew' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete dish' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dishes$/);
  expect(browserDialogs).toEqual([]);
});
