import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/users';

test('a cook creates, finds, opens, edits and deletes a dish', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dishes');
  await expect(page.getByRole('heading', { name: 'Dishes' })).toBeVisible();
  await expect(page.getByText('No dishes found')).toBeVisible();

  await page.getByRole('link', { name: 'Add New Dish' }).click();
  await expect(page).toHaveURL(/\/dishes\/new$/);
  await expect(page.getByRole('heading', { name: 'Add New Dish' })).toBeVisible();
  await page.getByLabel('Dish Name').fill('Garlic Butter Noodles');
  await page.getByLabel('Description').fill('Weeknight noodles with <b>lots</b> of garlic.');
  await page.getByLabel(/^Prep Time/).fill('10');
  await page.getByLabel(/^Cook Time/).fill('15');
  await page.getByLabel('Servings').fill('2');
  await page.getByLabel('Difficulty').selectOption('Easy');

  const tags = page.getByRole('group', { name: 'Tags' });
  await tags.getByRole('textbox').fill('Pasta');
  await tags.getByRole('button', { name: 'Add Tag' }).click();
  await tags.getByRole('textbox').fill('Quick');
  await tags.getByRole('textbox').press('Enter');

  const ingredients = page.getByRole('group', { name: 'Ingredients' });
  await ingredients.getByLabel('Ingredient Name').fill('noodles');
  await ingredients.getByLabel('Quantity').fill('200');
  await ingredients.getByLabel('Unit').selectOption('g');
  await ingredients.getByRole('button', { name: 'Add Ingredient' }).click();
  await ingredients.getByLabel('Ingredient Name').fill('garlic');
  await ingredients.getByLabel('Quantity').fill('4');
  await ingredients.getByLabel('Unit').selectOption('clove');
  await ingredients.getByLabel('Optional').check();
  await ingredients.getByRole('button', { name: 'Add Ingredient' }).click();
  await expect(ingredients.getByText('4 cloves garlic (optional)')).toBeVisible();

  await page
    .getByRole('group', { name: 'Steps' })
    .getByLabel('Step 1', { exact: true })
    .fill('Boil the noodles. Melt butter with garlic. Toss.');
  await page.getByRole('button', { name: 'Save Dish' }).click();

  await expect(page).toHaveURL(/\/dishes$/);
  await page.getByRole('link', { name: 'Add New Dish' }).click();
  await page.getByLabel('Dish Name').fill('Lemon Cake');
  await page.getByRole('group', { name: 'Tags' }).getByRole('textbox').fill('Dessert');
  await page.getByRole('group', { name: 'Tags' }).getByRole('textbox').press('Enter');
  await page.getByRole('button', { name: 'Save Dish' }).click();
  await expect(page).toHaveURL(/\/dishes$/);

  // Find it by search and by category.
  const list = page.getByRole('list', { name: 'Dishes' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByPlaceholder('Search dishes...').fill('GARLIC');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Garlic Butter Noodles')).toBeVisible();
  await page.getByPlaceholder('Search dishes...').fill('');
  await page.getByLabel('Category').selectOption('Dessert');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Lemon Cake')).toBeVisible();
  await page.getByLabel('Category').selectOption('All Categories');
  await page.getByPlaceholder('Search dishes...').fill('nothing like this');
  await expect(page.getByText('No dishes found')).toBeVisible();
  await page.getByPlaceholder('Search dishes...').fill('noodles');

  const card = list.getByRole('listitem').filter({ hasText: 'Garlic Butter Noodles' });
  await expect(card.getByText('Pasta')).toBeVisible();
  await expect(card.getByText('10 min prep')).toBeVisible();
  await card.getByText('View Details').click();

  // The detail screen.
  await expect(page).toHaveURL(/\/dishes\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Garlic Butter Noodles' })).toBeVisible();
  await expect(page.getByText('15 min', { exact: true })).toBeVisible();
  await expect(page.getByText('10 min prep')).toBeVisible();
  await expect(page.getByText('2 servings')).toBeVisible();
  await expect(page.getByText('Weeknight noodles with <b>lots</b> of garlic.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ingredients' })).toContainText('200 g noodles');
  await expect(page.getByRole('region', { name: 'Ingredients' })).toContainText('(optional)');

  // Back returns to the list it came from.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dishes$/);
  await page.getByRole('link', { name: 'Garlic Butter Noodles' }).click();

  // Edit it.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Dish' })).toBeVisible();
  await expect(page.getByLabel('Dish Name')).toHaveValue('Garlic Butter Noodles');
  await page.getByLabel('Dish Name').fill('Garlic Chili Noodles');
  await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'Remove Quick' }).click();
  await page.getByRole('button', { name: 'Save Dish' }).click();
  await expect(page).toHaveURL(/\/dishes$/);
  await expect(page.getByRole('link', { name: 'Garlic Chili Noodles' })).toBeVisible();

  // Delete it, confirming the question of docs/product.md#dish-detail.
  await page.getByRole('link', { name: 'Garlic Chili Noodles' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Delete dish' });
  await expect(confirmation).toContainText('Are you sure you want to delete this dish?');
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dishes$/);
  await expect(page.getByRole('link', { name: 'Lemon Cake' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Garlic Chili Noodles' })).toHaveCount(0);
});

test('a missing dish says so', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/dishes/987654');
  await expect(page.getByText('Dish not found')).toBeVisible();
});
