import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createDish } from './support/api';
import { signUpThroughApi } from './support/users';

test.use({ viewport: { width: 375, height: 812 } });

const DISHES = [
  'Lentil Soup',
  'Green Curry',
  'Salsa Verde Chicken',
  'Mushroom Risotto',
  'Fish Tacos',
  'Shakshuka',
  'Pad Thai',
  'Ratatouille',
];

test('a cook fills a week, swaps one slot, keeps one, accepts, and sees the meals on the timeline', async ({ page }) => {
  await signUpThroughApi(page);
  const ids: number[] = [];
  for (const dishName of DISHES) ids.push(await createDish(page, { dishName, prepTime: 10, cookTime: 20, tags: ['Dinner'] }));
  expect((await page.request.put(`/api/dishes/${ids[1]}/favourite`)).status()).toBe(200);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Fill my week' }).click();
  await expect(page).toHaveURL(/\/plan-week$/);
  await expect(page.getByRole('heading', { name: 'Fill my week', level: 1 })).toBeVisible();
  // Dinner every day is ticked to begin with; a week from today.
  await expect(page.getByRole('checkbox', { name: /^Dinner on / })).toHaveCount(7);
  await page.getByRole('button', { name: 'Fill my week' }).click();

  const slots = page.getByTestId('proposal-slot');
  await expect(slots).toHaveCount(7);
  // The favourite is proposed, and says why.
  await expect(page.getByText('One of your favourites')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const first = slots.nth(0);
  const before = (await first.getByRole('link').textContent())!;
  await first.getByRole('button', { name: /^Swap Dinner on / }).click();
  await expect(first.getByRole('link')).not.toHaveText(before);
  const swapped = (await first.getByRole('link').textContent())!;
  expect(DISHES).toContain(swapped);

  const second = slots.nth(1);
  const kept = (await second.getByRole('link').textContent())!;
  await second.getByRole('button', { name: /^Lock Dinner on / }).click();
  await expect(second.getByText('Locked')).toBeVisible();
  await page.getByRole('button', { name: 'Re-roll the rest' }).click();
  // The button is disabled while the new proposal is on its way: the slots read below are the new ones.
  await expect(page.getByRole('button', { name: 'Re-roll the rest' })).toBeEnabled();
  await expect(second.getByRole('link')).toHaveText(kept);
  await expect(slots).toHaveCount(7);
  const planned = await slots.getByRole('link').allTextContents();

  await page.getByRole('button', { name: 'Accept and plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Meal Timeline' })).toBeVisible();
  for (const dishName of new Set(planned)) await expect(page.getByRole('link', { name: dishName }).first()).toBeVisible();
  const meals = (await (await page.request.get('/api/meals?include_dishes=true')).json()) as Array<{
    meal_type: string;
    dish: { dishName: string };
  }>;
  expect(meals.map((meal) => meal.dish.dishName)).toEqual(planned);
});
