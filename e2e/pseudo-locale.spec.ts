import { expect, test, type Locator, type Page } from '@playwright/test';
import { createDish } from './support/api';
import { untranslatedTexts, usePseudoLocale } from './support/pseudo-locale';
import { signUpThroughApi } from './support/users';

/**
 * Every screen the walk knows, shown in the test language: no text may still be plain English.
 * Adding a screen is one line here (docs/translating.md): its name, its address, what part of the
 * page is its own (the page by default), and what to do there first.
 */
interface WalkedScreen {
  name: string;
  path: (data: WalkData) => string;
  scope?: (page: Page) => Locator;
  then?: (page: Page, scope: Locator) => Promise<void>;
  /** Shown to someone not signed in (sign-in, sign-up). */
  signedOut?: boolean;
}

interface WalkData {
  dishId: number;
  emptyDishId: number;
}

const cookMode = (page: Page) => page.getByRole('dialog');

const authCard = (page: Page) => page.locator('section[aria-labelledby="auth-title"]');

/** Sends the form empty, so its checks show their messages. */
async function submitEmpty(_page: Page, scope: Locator) {
  await scope.locator('button[type="submit"]').click();
  await scope.locator('[aria-invalid="true"]').first().waitFor();
}

const SCREENS: WalkedScreen[] = [
  { name: 'Sign in', path: () => '/login', scope: authCard, signedOut: true },
  { name: 'Sign up, its checks shown', path: () => '/register', scope: authCard, signedOut: true, then: submitEmpty },
  { name: 'Dishes', path: () => '/dishes', scope: (page) => page.getByRole('main').locator('section').first() },
  { name: 'cook mode, first step', path: ({ dishId }) => `/dishes/${dishId}/cook`, scope: cookMode },
  { name: 'cook mode, all ingredients and two timers', path: ({ dishId }) => `/dishes/${dishId}/cook`, scope: cookMode, then: twoTimers },
  { name: 'cook mode, a timer done', path: ({ dishId }) => `/dishes/${dishId}/cook`, scope: cookMode, then: aTimerDone },
  { name: 'cook mode, a dish without steps', path: ({ emptyDishId }) => `/dishes/${emptyDishId}/cook`, scope: cookMode },
  { name: 'Add a dish, its checks shown', path: () => '/dishes/new', scope: dishForm, then: dishFormChecks },
  { name: 'Edit a dish', path: ({ dishId }) => `/dishes/${dishId}/edit`, scope: dishForm },
  { name: 'A dish, with every button', path: ({ dishId }) => `/dishes/${dishId}`, scope: (page) => page.getByRole('main') },
  { name: 'Import, from a web address', path: () => '/dishes/import', scope: (page) => page.getByRole('main') },
  { name: 'Import, from a paste', path: () => '/dishes/import', scope: (page) => page.getByRole('main'), then: importTab(1) },
  { name: 'Import, from a file', path: () => '/dishes/import', scope: (page) => page.getByRole('main'), then: importTab(2) },
  { name: 'Admin, to someone not an admin', path: () => '/admin', scope: (page) => page.getByRole('main') },
  { name: 'Settings, Account, its checks shown', path: () => '/settings', scope: settingsCard(0), then: changePasswordEmpty },
  { name: 'Settings, Appearance', path: () => '/settings', scope: settingsCard(1) },
  { name: 'Settings, Cooking', path: () => '/settings', scope: settingsCard(3) },
  { name: 'Settings, Calendar', path: () => '/settings', scope: settingsCard(5), then: calendarLinks },
  { name: 'Settings, Your data', path: () => '/settings', scope: settingsCard(6) },
  { name: 'Settings, Connected services', path: () => '/settings', scope: settingsCard(7), then: serviceList },
  { name: 'Reset password, a link without its token', path: () => '/reset-password', scope: authCard, signedOut: true },
  { name: 'Reset password, its checks shown', path: () => '/reset-password?token=t', scope: authCard, signedOut: true, then: submitEmpty },
  { name: 'Sign in after a refused single sign-on', path: () => '/login?error=SIGN_UP_CLOSED', scope: authCard, signedOut: true },
  {
    name: 'Settings, Language',
    path: () => '/settings',
    scope: (page) => page.locator('section').filter({ has: page.getByRole('combobox') }),
  },
];

function dishForm(page: Page) {
  return page.locator('form[aria-labelledby="dish-form-title"]');
}

/** The dish form sent empty, and an ingredient added without a name: every check says why. */
async function dishFormChecks(page: Page, scope: Locator) {
  await submitEmpty(page, scope);
  const ingredients = scope.locator('fieldset').filter({ has: page.locator('select') });
  await ingredients.getByRole('button').first().click();
  await ingredients.getByRole('alert').waitFor();
}

function importTab(index: number) {
  return async (_page: Page, scope: Locator) => {
    await scope.getByRole('tab').nth(index).click();
    await scope.getByRole('tabpanel').waitFor();
  };
}

/** One card of Settings, in the order the screen shows them. */
function settingsCard(index: number) {
  return (page: Page) => page.getByRole('main').locator('section').nth(index);
}

/** Change password sent empty: its checks show. */
async function changePasswordEmpty(page: Page, scope: Locator) {
  await submitEmpty(page, scope.locator('form').first());
}

async function calendarLinks(_page: Page, scope: Locator) {
  await scope.locator('input[readonly]').first().waitFor();
}

async function serviceList(_page: Page, scope: Locator) {
  await scope.locator('dl').waitFor();
}

/** The cook's own dish, in English as they typed it: it stays as written whatever the language. */
const RISOTTO = {
  dishName: 'Lemon Risotto',
  servings: 2,
  ingredients: [
    { item: 'arborio rice', quantity: 200, unit: 'g' },
    { item: 'butter', quantity: 2, unit: 'tbsp' },
    { item: 'lemon zest', quantity: 0, unit: 'to taste', optional: true },
  ],
  instructions: ['Toast the rice for 2 minutes.', 'Simmer in the stock for 18 minutes, stirring.', 'Stir in the butter and the zest.'],
};

async function twoTimers(page: Page, scope: Locator) {
  await scope.getByRole('button', { expanded: false }).click();
  await scope.locator('button[aria-label*="2 minutes"]').click();
  await page.keyboard.press('ArrowRight');
  await scope.locator('button[aria-label*="18 minutes"]').click();
  await scope.getByRole('timer').nth(1).waitFor();
  // One paused, one running.
  await scope.getByRole('timer').first().locator('xpath=..').getByRole('button').first().click();
}

async function aTimerDone(page: Page, scope: Locator) {
  await scope.locator('button[aria-label*="2 minutes"]').click();
  await page.clock.fastForward('02:01');
  await scope.getByRole('alert').getByRole('button').waitFor();
}

test.describe('the test language', () => {
  for (const screen of SCREENS) {
    test(`${screen.name}: every text comes from a catalog`, async ({ page }) => {
      await usePseudoLocale(page);
      // Timers run on the page's clock, which a screen's steps may move forward.
      await page.clock.install();
      let data: WalkData = { dishId: 0, emptyDishId: 0 };
      if (!screen.signedOut) {
        await signUpThroughApi(page);
        data = { dishId: await createDish(page, RISOTTO), emptyDishId: await createDish(page, { dishName: 'Plain Toast' }) };
      }
      await page.goto(screen.path(data));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      const scope = screen.scope ? screen.scope(page) : page.locator('body');
      await scope.first().waitFor();
      await screen.then?.(page, scope);
      expect(await untranslatedTexts(page, scope)).toEqual([]);
      // Kept with the results: 40% longer words must still fit a phone.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: test.info().outputPath(`pseudo-${screen.name.replace(/\W+/g, '-')}-375.png`) });
    });
  }

  test('the walk finds plain English in text, labels and titles, and passes what the cook typed', async ({ page }) => {
    await page.goto('/login');
    await page.setContent(`
      <title>Ţĥé Ĥéåŕţĥ</title>
      <main>
        <h1 translate="no">Lemon Risotto</h1>
        <p>Šţéþ 1 öƒ 3</p>
        <p>Forgot me</p>
        <button aria-label="Pause Lemon Risotto timer">⏸</button>
        <button aria-label="Þåûšé Lemon Risotto ţîɱéŕ">⏸</button>
        <input placeholder="Search dishes..." />
        <p hidden>Never shown</p>
        <p>The Hearth</p>
      </main>`);
    expect(await untranslatedTexts(page)).toEqual([
      'text: Forgot me',
      'aria-label: Pause Lemon Risotto timer',
      'placeholder: Search dishes...',
    ]);
  });
});
