import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signUpThroughApi } from './support/users';
import { createDish } from './support/api';

/** A screenshot or printout kept with the test's results, for looking at the screens. */
const shot = (name: string) => test.info().outputPath(name);

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

test('a cook steps through a doubled dish by keyboard with the screen kept on and two timers running', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T17:00:00Z') });
  await recordWakeLockRequests(page);
  await signUpThroughApi(page);
  const dishId = await createDish(page, NOODLES);

  // Cook mode is reached from the dish page, scaled as the page shows it.
  await page.goto(`/dishes/${dishId}`);
  await page.getByRole('button', { name: 'x2 (double)' }).click();
  await expect(page.getByText('4 servings', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Cook' }).click();
  await expect(page).toHaveURL(new RegExp(`/dishes/${dishId}/cook\\?servings=4$`));
  const cookMode = page.getByRole('dialog', { name: 'Garlic Butter Noodles' });
  await expect(cookMode).toBeVisible();
  await expect(cookMode.getByText('Scaled to 4 servings')).toBeVisible();
  await expect(cookMode.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients for this step' }).getByRole('listitem')).toHaveText(['400 g noodles']);
  expect(await page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests)).toEqual(['screen']);

  await page.keyboard.press('ArrowRight');
  await expect(cookMode.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ingredients for this step' }).getByRole('listitem')).toHaveText([
    '4 tbsp unsalted butter',
    '6 cloves garlic',
  ]);
  await page.keyboard.press('Space');
  await expect(cookMode.getByText('Step 3 of 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(cookMode.getByText('Step 2 of 3')).toBeVisible();

  // From here the page's clock stands still unless the test moves it, so the countdowns read
  // the same however slowly the machine runs. axe waits on the page's own timers, so it runs
  // only once the clock moves again, below.
  await page.clock.pauseAt(new Date('2026-11-23T18:00:00Z'));
  await page.getByRole('button', { name: 'Start 2 minutes timer' }).click();
  await page.keyboard.press('PageUp');
  await expect(cookMode.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Start 8-10 minutes timer' }).click();
  await expect(page.getByRole('timer')).toHaveCount(2);
  await expect(page).toHaveTitle('2:00 · Simmer — The Hearth');

  await page.clock.fastForward('02:01');
  await expect(page.getByRole('alert')).toContainText('Simmer timer done');
  await expect(page).toHaveTitle('Done · Simmer — The Hearth');
  await expect(page.getByRole('timer')).toHaveCount(1);
  await page.screenshot({ path: shot(`cook-mode-done-1280.png`) });
  await page.getByRole('button', { name: 'Dismiss Simmer timer' }).click();
  await expect(page).toHaveTitle('5:59 · Boil — The Hearth');

  // Two timers running again, looked at by eye and by axe on a phone, wide, and in the design
  // tokens' dark theme.
  await page.clock.resume();
  await page.keyboard.press('PageDown');
  await expect(cookMode.getByText('Step 2 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Start 2 minutes timer' }).click();
  await expect(page.getByRole('timer')).toHaveCount(2);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: shot(`cook-mode-timers-375.png`) });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shot(`cook-mode-timers-1280.png`) });
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: shot(`cook-mode-dark-375.png`) });
  expect(await axeViolations(page)).toEqual([]);

  // The last step offers "Mark as cooked" above Finish.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await cookMode.getByRole('button', { name: /Next/ }).click();
  await expect(cookMode.getByText('Step 3 of 3')).toBeVisible();
  await expect(cookMode.getByRole('button', { name: 'Mark as cooked' })).toBeVisible();
  await expect(cookMode.getByRole('button', { name: 'Finish' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`cook-mode-last-step-1280.png`) });

  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(new RegExp(`/dishes/${dishId}\\?servings=4$`));
  await expect(page.getByRole('heading', { name: 'Garlic Butter Noodles' })).toBeVisible();
});

test('a dish without steps has no Cook button; by its address, nothing to cook from and a way back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpThroughApi(page);
  const dishId = await createDish(page, { dishName: 'Plain Toast', instructions: '' });
  await page.goto(`/dishes/${dishId}`);
  await expect(page.getByRole('heading', { name: 'Plain Toast' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cook' })).toHaveCount(0);

  await page.goto(`/dishes/${dishId}/cook`);
  await expect(page.getByText('This dish has no steps to cook from.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Back to the dish' }).click();
  await expect(page).toHaveURL(new RegExp(`/dishes/${dishId}$`));
});

const TRAYBAKE = {
  dishName: 'Weeknight Chicken Traybake',
  servings: 4,
  prepTime: 15,
  cookTime: 45,
  ingredients: [
    { item: 'chicken thighs', quantity: 8, unit: 'piece' },
    { item: 'potatoes', quantity: 1.5, unit: 'lb' },
    { item: 'butter', quantity: 4, unit: 'oz' },
    { item: 'olive oil', quantity: 2, unit: 'tbsp' },
    { item: 'garlic', quantity: 4, unit: 'clove' },
    { item: 'salt', quantity: 0, unit: 'to taste' },
  ],
  instructions: [
    'Heat the oven to 425°F.',
    'Toss the potatoes with the olive oil and roast for 15 minutes.',
    'Melt the butter with the garlic, brush the chicken thighs and bake for 25-30 minutes.',
    'Rest for 5 minutes, season with salt and serve.',
  ],
};

test('done when: on a phone a cook doubles a dish, reads it in metric, cooks it with the screen on and two timers, marks it cooked and sees "Last cooked today"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // A fake clock at the real time: the server takes "today" from the cook's clock, within a day of its own.
  await page.clock.install({ time: new Date() });
  await recordWakeLockRequests(page);
  await signUpThroughApi(page);
  await createDish(page, TRAYBAKE);

  // Opens the dish from the library and doubles it.
  await page.goto('/dishes');
  await page.getByRole('link', { name: 'Weeknight Chicken Traybake' }).click();
  await expect(page.getByText('4 servings', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'x2 (double)' }).click();
  await expect(page.getByText('8 servings', { exact: true })).toBeVisible();

  // Switches the account to metric in Settings and comes back to the doubled dish.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Metric' }).check();
  await page.goBack();
  await expect(page.getByText('8 servings', { exact: true })).toBeVisible();
  const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
  await expect(ingredients).toHaveText([
    '16 pieces chicken thighs',
    '1.35 kg potatoes',
    '225 g butter',
    '4 tbsp olive oil',
    '8 cloves garlic',
    'to taste salt',
  ]);
  await expect(page.getByRole('region', { name: 'Instructions' })).toContainText('Heat the oven to 220 °C.');
  await page.screenshot({ path: shot(`done-when-1-dish-doubled-metric-375.png`), fullPage: true });

  // Cooks it step by step, with the screen kept on.
  await page.getByRole('link', { name: 'Cook' }).click();
  const cookMode = page.getByRole('dialog', { name: 'Weeknight Chicken Traybake' });
  await expect(cookMode.getByText('Scaled to 8 servings')).toBeVisible();
  await expect(cookMode.getByText('Step 1 of 4')).toBeVisible();
  await expect(cookMode.getByRole('region', { name: 'Step 1 of 4' })).toHaveText('Heat the oven to 220 °C.');
  expect(await page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests)).toEqual(['screen']);

  await cookMode.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('list', { name: 'Ingredients for this step' }).getByRole('listitem')).toHaveText([
    '1.35 kg potatoes',
    '4 tbsp olive oil',
  ]);
  await page.getByRole('button', { name: 'Start 15 minutes timer' }).click();
  await cookMode.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('list', { name: 'Ingredients for this step' }).getByRole('listitem')).toHaveText([
    '16 pieces chicken thighs',
    '225 g butter',
    '8 cloves garlic',
  ]);
  await page.getByRole('button', { name: 'Start 25-30 minutes timer' }).click();
  await expect(page.getByRole('timer')).toHaveCount(2);
  await expect(page).toHaveTitle(/^(15:00|14:[0-5]\d) · Roast — The Hearth$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`done-when-2-cook-mode-two-timers-375.png`) });

  // The last step: marks it cooked, and finishes.
  await cookMode.getByRole('button', { name: 'Next' }).click();
  await expect(cookMode.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(2);
  await cookMode.getByRole('button', { name: 'Mark as cooked' }).click();
  await expect(cookMode.getByText('Marked as cooked today.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`done-when-3-cook-mode-marked-375.png`) });
  await cookMode.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/dishes\/\d+\?servings=8$/);
  await expect(page.getByText('Last cooked today')).toBeVisible();
  await expect(page.getByText('Cooked once')).toBeVisible();
  await page.screenshot({ path: shot(`done-when-4-last-cooked-today-375.png`), fullPage: true });
});
