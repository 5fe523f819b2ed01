import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signUpThroughApi } from './support/users';

interface Fixture {
  dishId: number;
  hearthId: number;
}

async function fillLibrary(page: Page): Promise<Fixture> {
  await signUpThroughApi(page);
  const dish = await (
    await page.request.post('/api/dishes', {
      data: {
        dishName: 'Tomato Soup',
        description: 'Bright and quick.',
        prepTime: 10,
        cookTime: 25,
        servings: 4,
        difficulty: 'Easy',
        tags: ['Soup'],
        ingredients: [{ item: 'tomatoes', quantity: 6, unit: 'piece' }],
        instructions: ['Chop.', 'Simmer.'],
        utensils: ['Pot'],
        notes: 'Freezes well.',
        sourceUrl: 'https://example.com/soup',
      },
    })
  ).json();
  const hearth = await (
    await page.request.post('/api/hearths', { data: { name: 'Home', startDate: '2026-11-23', endDate: '2026-11-29' } })
  ).json();
  await page.request.post('/api/meals', { data: { date: '2026-11-23', meal_type: 'Dinner', dish_id: dish.id } });
  await page.request.post('/api/meals', { data: { date: '2026-11-25', meal_type: 'Lunch', hearth_id: hearth.hearth_id } });
  return { dishId: dish.id, hearthId: hearth.hearth_id };
}

const SCREENS: Array<{ name: string; path: (fixture: Fixture) => string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'dashboard',
    path: () => '/dashboard',
    ready: (page) => expect(page.getByRole('heading', { name: 'Meal Timeline' })).toBeVisible(),
  },
  { name: 'dish list', path: () => '/dishes', ready: (page) => expect(page.getByRole('link', { name: 'Tomato Soup' })).toBeVisible() },
  {
    name: 'dish detail',
    path: (f) => `/dishes/${f.dishId}`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Tomato Soup' })).toBeVisible(),
  },
  {
    name: 'dish form',
    path: (f) => `/dishes/${f.dishId}/edit`,
    ready: (page) => expect(page.getByLabel('Dish Name')).toHaveValue('Tomato Soup'),
  },
  {
    name: 'new dish form',
    path: () => '/dishes/new',
    ready: (page) => expect(page.getByRole('heading', { name: 'Add New Dish' })).toBeVisible(),
  },
  {
    name: 'import',
    path: () => '/dishes/import',
    ready: (page) => expect(page.getByRole('heading', { name: 'Import Recipes' })).toBeVisible(),
  },
  { name: 'profile', path: () => '/profile', ready: (page) => expect(page.getByRole('heading', { name: 'My Hearths' })).toBeVisible() },
  {
    name: 'hearth dashboard',
    path: (f) => `/dashboard/${f.hearthId}`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible(),
  },
  { name: 'create hearth', path: () => '/meal-prep', ready: (page) => expect(page.getByLabel('Hearth Name')).toBeVisible() },
  {
    name: 'shopping list',
    path: () => '/shopping',
    ready: (page) => expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible(),
  },
  { name: 'settings', path: () => '/settings', ready: (page) => expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible() },
];

for (const width of [1280, 375]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('sign-in and sign-up screens have no serious accessibility problems', async ({ page }) => {
      for (const path of ['/login', '/register']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('every signed-in screen has no serious accessibility problems', async ({ page }) => {
      test.setTimeout(120_000);
      const fixture = await fillLibrary(page);
      for (const screen of SCREENS) {
        await page.goto(screen.path(fixture));
        await screen.ready(page);
        expect(await seriousViolations(page), screen.name).toEqual([]);
      }
    });

    test("a meal's menu, the Move dialog, and a dish's share panel have no serious accessibility problems", async ({ page }) => {
      const fixture = await fillLibrary(page);
      await page.request.put(`/api/dishes/${fixture.dishId}/hearths/${fixture.hearthId}`);
      await page.goto('/dashboard');
      const monday = page.getByRole('region', { name: 'Monday, November 23, 2026' });
      await monday.getByRole('button', { name: 'More actions for Dinner: Tomato Soup' }).click();
      // The menu hands focus to its first control: on a phone that is the meal's status, which
      // lives in the menu there; on a wide screen it is "Move to...".
      const firstControl =
        width === 375 ? monday.getByRole('combobox', { name: 'Status' }) : monday.getByRole('button', { name: 'Move to...' });
      await expect(firstControl).toBeFocused();
      expect(await seriousViolations(page), 'meal menu').toEqual([]);
      await monday.getByRole('button', { name: 'Move to...' }).click();
      await expect(page.getByRole('dialog', { name: 'Move Dinner: Tomato Soup' })).toBeVisible();
      expect(await seriousViolations(page), 'move dialog').toEqual([]);

      await page.goto(`/dishes/${fixture.dishId}`);
      await page.getByRole('button', { name: 'Share to hearth' }).click();
      await expect(page.getByRole('checkbox', { name: 'Home' })).toBeChecked();
      expect(await seriousViolations(page), 'share panel').toEqual([]);

      await page.goto(`/dashboard/${fixture.hearthId}`);
      await expect(page.getByRole('region', { name: 'Hearth cookbook' }).getByRole('link', { name: /Tomato Soup/ })).toBeVisible();
      expect(await seriousViolations(page), 'hearth cookbook').toEqual([]);

      await page.goto('/settings');
      await expect(page.getByRole('textbox', { name: 'Your meals' })).toHaveValue(/\.ics$/);
      expect(await seriousViolations(page), 'settings calendar').toEqual([]);
    });

    test('the dashboard with the planning dialog open has no serious accessibility problems', async ({ page }) => {
      await fillLibrary(page);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Plan a Meal' }).click();
      await expect(page.getByRole('dialog', { name: 'Plan a Meal' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the planning dialog works from the keyboard alone, traps focus and gives it back', async ({ page }) => {
  await fillLibrary(page);
  await page.goto('/dashboard');
  const opener = page.getByRole('button', { name: 'Plan a Meal' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Plan a Meal' });
  await expect(dialog).toBeVisible();

  // Tab moves through the dialog and never leaves it.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a cook can sign in and reach the dishes with the keyboard, seeing where focus is', async ({ page }) => {
  const user = await signUpThroughApi(page);
  await page.context().clearCookies();
  await page.goto('/login');
  // The server's form can be typed into once the app has taken it over (decision 0082).
  await expect(page.getByLabel('Email')).toBeEditable();
  await page.getByLabel('Email').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const dishesLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dishes' });
  for (let step = 0; step < 10 && !(await dishesLink.evaluate((link) => link === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(dishesLink).toBeFocused();
  // The focused link shows an outline.
  expect(await dishesLink.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dishes$/);
});
