import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/users';

const NOODLES = {
  dishName: 'Garlic Butter Noodles',
  servings: 2,
  ingredients: [
    { item: 'noodles', quantity: 200, unit: 'g' },
    { item: 'unsalted butter', quantity: 2, unit: 'tbsp' },
    { item: 'garlic', quantity: 3, unit: 'clove' },
    { item: 'salt', quantity: 0, unit: 'to taste' },
  ],
  instructions: [
    'Boil the noodles for 8-10 minutes, then drain.',
    'Melt the butter and simmer the garlic for 2 minutes.',
    'Toss the noodles in the butter and season with salt.',
  ],
};

/** Headless Chromium may refuse a wake lock; this stand-in grants it and records each request. */
async function recordWakeLockRequests(page: Page) {
  await page.addInitScript(() => {
    const requests: string[] = [];
    Object.assign(window, { wakeLockRequests: requests });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        async request(type: string) {
          requests.push(type);
          const sentinel = {
            type,
            released: false,
            async release() {
              sentinel.released = true;
            },
            addEventListener() {},
            removeEventListener() {},
          };
          return sentinel;
        },
      },
    });
  });
}

async function createDish(page: Page, data: object): Promise<number> {
  const response = await page.request.post('/api/dishes', { data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

test('a cook steps through a doubled dish by keyboard with the screen kept on and two timers running', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T17:00:00Z') });
  await recordWakeLockRequests(page);
  await signUpThroughApi(page);
  const dishId = await createDish(page, NOODLES);

  await page.goto(`/dishes/${dishId}/cook?servings=4`);
  const cookMode = page.getByRole('dialog', { name: 'Garlic Butter Noodles' });
  await expect(cookMode).toBeVisible();
  await expect(cookMode.getByText('Scaled to 4 servings')).toBeVisible();
  await expect(cookMode.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients for this step' }).getByRole('listitem')).toHaveText(['400 g noodles']);
  expect(await page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests)).toEqual(['screen']);

  await page.keyboard.press('ArrowRight');
  await expect(cookMode.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients for this step' }).getByRole('listitem')).toHaveText(['4 tbsp unsalted butter', '6 cloves garlic']);
  await page.keyboard.press('Space');
  await expect(cookMode.getByText('Step 3 of 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(cookMode.getByText('Step 2 of 3')).toBeVisible();

  await page.getByRole('button', { name: 'Start 2 minutes timer' }).click();
  await page.keyboard.press('PageUp');
  await expect(cookMode.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Start 8-10 minutes timer' }).click();
  await expect(page.getByRole('timer')).toHaveCount(2);
  // The clock runs on while the test works: the soonest timer shows two minutes, or a second or two less.
  await expect(page).toHaveTitle(/^(2:00|1:5\d) · Simmer — The Hearth$/);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: '/tmp/cook-mode-timers-375.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/cook-mode-timers-1280.png' });
  expect(await seriousViolations(page)).toEqual([]);

  await page.clock.fastForward('02:01');
  await expect(page.getByRole('alert')).toContainText('Simmer timer done');
  await expect(page).toHaveTitle('Done · Simmer — The Hearth');
  await expect(page.getByRole('timer')).toHaveCount(1);
  await page.screenshot({ path: '/tmp/cook-mode-done-1280.png' });
  await page.getByRole('button', { name: 'Dismiss Simmer timer' }).click();
  await expect(page).toHaveTitle(/^5:5\d · Boil — The Hearth$/);

  // The design tokens' dark theme, looked at by eye.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: '/tmp/cook-mode-dark-375.png' });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dishes/${dishId}\\?servings=4$`));
  await expect(page.getByRole('heading', { name: 'Garlic Butter Noodles' })).toBeVisible();
});

test('a dish without steps has nothing to cook from, and a way back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpThroughApi(page);
  const dishId = await createDish(page, { dishName: 'Plain Toast', instructions: '' });
  await page.goto(`/dishes/${dishId}/cook`);
  await expect(page.getByText('This dish has no steps to cook from.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Back to the dish' }).click();
  await expect(page).toHaveURL(new RegExp(`/dishes/${dishId}$`));
});
