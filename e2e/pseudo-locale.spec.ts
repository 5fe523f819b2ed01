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
  { name: 'Dashboard, nothing planned yet', path: () => '/dashboard', scope: timeline },
  { name: 'the menu bar', path: () => '/dashboard', scope: (page) => page.locator('header') },
  { name: 'the menu drawer on a phone', path: () => '/dashboard', scope: (page) => page.locator('header'), then: menuDrawer },
  { name: 'Dashboard, planned meals and a repeat', path: () => '/dashboard', scope: timeline, then: planMeals },
  { name: 'Plan a Meal, its date check shown', path: () => '/dashboard', scope: dialog, then: planningDialog },
  { name: "Dashboard, a meal's menu open", path: () => '/dashboard', scope: timeline, then: mealMenu },
  { name: 'Move dialog of a repeating meal', path: () => '/dashboard', scope: dialog, then: moveDialog },
  { name: 'Delete this and following, asked', path: () => '/dashboard', scope: dialog, then: deleteFollowing },
  { name: 'Dashboard offline, its banner', path: () => '/dashboard', scope: offlineBanner, then: offline },
  { name: 'Mark as cooked, which meal', path: ({ dishId }) => `/dishes/${dishId}`, scope: dialog, then: chooseCookedMeal },
  { name: 'Page not found', path: () => '/no-such-page' },
  { name: 'Add a dish, its checks shown', path: () => '/dishes/new', scope: dishForm, then: dishFormChecks },
  { name: 'Edit a dish', path: ({ dishId }) => `/dishes/${dishId}/edit`, scope: dishForm },
  { name: 'A dish, with every button', path: ({ dishId }) => `/dishes/${dishId}`, scope: (page) => page.getByRole('main') },
  { name: 'Edit a dish, its gallery and a step photo', path: ({ dishId }) => `/dishes/${dishId}/edit`, scope: dishForm, then: editGallery },
  {
    name: 'A dish, with its gallery and a step photo',
    path: ({ dishId }) => `/dishes/${dishId}`,
    scope: (page) => page.getByRole('main'),
    then: withGallery('region'),
  },
  { name: 'cook mode, a step photo', path: ({ dishId }) => `/dishes/${dishId}/cook`, scope: cookMode, then: withGallery('dialog') },
  { name: 'Import, from a web address', path: () => '/dishes/import', scope: (page) => page.getByRole('main') },
  { name: 'Import, from a paste', path: () => '/dishes/import', scope: (page) => page.getByRole('main'), then: importTab(1) },
  { name: 'Import, from a file', path: () => '/dishes/import', scope: (page) => page.getByRole('main'), then: importTab(2) },
  { name: 'Admin, to someone not an admin', path: () => '/admin', scope: (page) => page.getByRole('main') },
  { name: 'Settings, Account, its checks shown', path: () => '/settings', scope: settingsCard(0), then: changePasswordEmpty },
  { name: 'Settings, Appearance', path: () => '/settings', scope: settingsCard(1) },
  { name: 'Settings, Cooking', path: () => '/settings', scope: settingsCard(3) },
  { name: 'Settings, What I check off', path: () => '/settings', scope: settingsCard(4) },
  { name: 'Settings, Pantry staples', path: () => '/settings', scope: settingsCard(5) },
  { name: 'Settings, Calendar', path: () => '/settings', scope: settingsCard(6), then: calendarLinks },
  { name: 'Settings, Your data', path: () => '/settings', scope: settingsCard(7) },
  { name: 'Settings, Connected services', path: () => '/settings', scope: settingsCard(8), then: serviceList },
  { name: 'Reset password, a link without its token', path: () => '/reset-password', scope: authCard, signedOut: true },
  { name: 'Reset password, its checks shown', path: () => '/reset-password?token=t', scope: authCard, signedOut: true, then: submitEmpty },
  { name: 'Sign in after a refused single sign-on', path: () => '/login?error=SIGN_UP_CLOSED', scope: authCard, signedOut: true },
  {
    name: 'Settings, Language',
    path: () => '/settings',
    scope: (page) => page.locator('section').filter({ has: page.getByRole('combobox') }),
  },
  { name: 'Shopping list, items by aisle and got', path: () => '/shopping', scope: (page) => page.getByRole('main'), then: aShoppingList },
  {
    name: 'Shopping list, offline with a change waiting',
    path: () => '/shopping',
    scope: (page) => page.getByRole('main'),
    then: offlineList,
  },
  { name: 'Shopping list, an item edited', path: () => '/shopping', scope: openedDialog, then: editAnItem },
  { name: 'Shop this week, the week review', path: () => '/dashboard', scope: openedDialog, then: weekReview },
  { name: 'Hearths', path: () => '/hearths', scope: (page) => page.getByRole('main'), then: aHearth },
  { name: 'Hearths, none yet', path: () => '/hearths', scope: (page) => page.getByRole('main') },
  { name: "a hearth's members", path: () => '/hearths', scope: once('section[aria-labelledby="members-title"]'), then: hearthDashboard },
  {
    name: "a hearth's invitation links",
    path: () => '/hearths',
    scope: once('section[aria-labelledby="invite-title"]'),
    then: inviteLinks,
  },
  {
    name: 'Create New Hearth',
    path: () => '/meal-prep',
    scope: (page) => page.locator('form[aria-labelledby="create-hearth-title"]'),
    then: submitEmpty,
  },
  {
    name: 'an invitation, signed out',
    path: () => '/login',
    scope: once('section[aria-labelledby="invitation-title"]'),
    signedOut: true,
    then: openInvitation,
  },
  { name: 'an invitation, signed in', path: () => '/hearths', scope: once('section[aria-labelledby="join-title"]'), then: openInvitation },
  { name: 'Profile', path: () => '/profile', scope: (page) => page.getByRole('main') },
  { name: 'Profile, editing', path: () => '/profile', scope: (page) => page.getByRole('main'), then: editProfile },
];

function dishForm(page: Page) {
  return page.locator('form[aria-labelledby="dish-form-title"]');
}

/** A tiny PNG, stored and re-encoded as any picture is. */
const PIXEL = {
  name: 'pixel.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

/** Two pictures added to the gallery (a cover, one to make cover, buttons to move) and a photo on the first step. */
async function editGallery(page: Page, scope: Locator) {
  await scope.locator('input[type="file"][multiple]').setInputFiles([PIXEL, { ...PIXEL, name: 'second.png' }]);
  await scope.locator('fieldset li img').nth(1).waitFor();
  await scope.locator('input[type="file"]:not([multiple])').first().setInputFiles(PIXEL);
  await scope.locator('fieldset ol img').nth(2).waitFor();
}

/** The walk's dish given two pictures and a photo on its first step, then shown again. */
function withGallery(shown: 'region' | 'dialog') {
  return async (page: Page) => {
    const dishId = Number(/\/dishes\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
    const pictures: string[] = [];
    for (const name of ['one.png', 'two.png']) {
      const upload = await page.request.post('/api/images', { multipart: { dishImage: { ...PIXEL, name } } });
      expect(upload.status()).toBe(201);
      pictures.push(((await upload.json()) as { imageUrl: string }).imageUrl);
    }
    const saved = await page.request.put(`/api/dishes/${dishId}`, { data: { ...RISOTTO, pictures, stepPictures: [pictures[1]] } });
    expect(saved.status()).toBe(200);
    await page.reload();
    const scope = shown === 'dialog' ? page.getByRole('dialog') : page.getByRole('main');
    await scope.locator(`img[src="${pictures[1]}"]`).first().waitFor();
  };
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

/** An open dialog, once a step has opened it; the page's main part until then. */
function dialog(page: Page) {
  return page.locator('main, dialog[open]').last();
}

function timeline(page: Page) {
  return page.locator('section[aria-labelledby="timeline-title"]');
}

/** A YYYY-MM-DD date `days` from today in the browser's zone. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Plans today's dinner as a note, repeating weekly, and tomorrow's lunch, then shows the
 * timeline again. Notes only: the shopping buttons of a dish's meal belong to their own walks.
 */
async function planMeals(page: Page) {
  const repeat = { every_weeks: 1, until: dayFromToday(14) };
  const dinner = { date: dayFromToday(0), meal_type: 'Dinner', notes: 'Leftovers', repeat };
  expect((await page.request.post('/api/meals', { data: dinner })).status()).toBe(201);
  expect((await page.request.post('/api/meals', { data: { date: dayFromToday(1), meal_type: 'Lunch' } })).status()).toBe(201);
  await page.reload();
  await timeline(page).locator('li').first().waitFor();
}

/** The first meal's menu ("More actions for …"), opened. */
async function mealMenu(page: Page) {
  await planMeals(page);
  await timeline(page).locator('li button[aria-expanded]').locator('visible=true').first().click();
  await timeline(page).locator('li ul button').first().waitFor();
}

async function menuItem(page: Page, index: number) {
  await mealMenu(page);
  await timeline(page).locator('li ul button').nth(index).click();
  await page.locator('dialog[open]').waitFor();
}

function moveDialog(page: Page) {
  return menuItem(page, 0);
}

function deleteFollowing(page: Page) {
  return menuItem(page, 2);
}

/** The planning dialog, sent without a date. */
async function planningDialog(page: Page) {
  await planMeals(page);
  await timeline(page)
    .getByRole('button', { name: /^Þļåñ å Ṁéåļ/ })
    .locator('visible=true')
    .first()
    .click();
  await page.locator('dialog[open]').locator('input[type="date"]').fill('');
  await page.locator('dialog[open]').locator('button[type="submit"]').click();
  await page.locator('dialog[open]').locator('[aria-invalid="true"]').waitFor();
}

/** The banner over the page once offline (it comes before the main part); the main part until then. */
function offlineBanner(page: Page) {
  return page.locator('main, p[role="status"]').first();
}

async function menuDrawer(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.locator('header button[aria-controls="nav-drawer"]').click();
  await page.locator('#nav-drawer a').first().waitFor();
}

async function offline(page: Page) {
  await planMeals(page);
  await page.context().setOffline(true);
  await page.locator('p[role="status"]').first().waitFor();
}

/** The dish planned for today's dinner: "Mark as cooked" asks which meal. */
async function chooseCookedMeal(page: Page) {
  const dishId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const dinner = { date: dayFromToday(0), meal_type: 'Dinner', dish_id: dishId };
  expect((await page.request.post('/api/meals', { data: dinner })).status()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: /^Ṁåŕķ åš/ }).click();
  await page.locator('dialog[open]').getByRole('button').nth(1).waitFor();
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

/** The page's main area until `selector` shows, then that part alone (a screen reached by the walk's own steps). */
function once(selector: string) {
  return (page: Page) => page.locator(`body:not(:has(${selector})) main, ${selector}`);
}

/** The main area, then the dialog its steps open. */
function openedDialog(page: Page) {
  return once('dialog[open]')(page);
}

/** The cook's own list with three lines (one ticked off), as the list screen shows it after a reload. */
async function aShoppingList(page: Page) {
  const [own] = (await (await page.request.get('/api/shopping-lists')).json()) as Array<{ id: number }>;
  for (const text of ['2 cups milk', '6 eggs', '1 bunch parsley', 'paper towels'])
    await page.request.post(`/api/shopping-lists/${own!.id}/items`, { data: { text } });
  await page.request.post(`/api/shopping-lists/${own!.id}/items`, { data: { dish_id: await createDish(page, RISOTTO) } });
  await page.reload();
  // A ticked item moves to "Got it", a row of its own: a click, not check(), which would retry on the next row.
  await page.locator('main li input[type="checkbox"]').first().click();
  await page.locator('main section[aria-labelledby="got-it-heading"]').waitFor();
}

async function offlineList(page: Page) {
  await aShoppingList(page);
  await page.context().setOffline(true);
  await page.locator('main li input[type="checkbox"]:not(:checked)').first().click();
  await page.locator('main [role="status"] strong').nth(1).waitFor();
}

async function editAnItem(page: Page) {
  await aShoppingList(page);
  await page.locator('main li button').first().click();
  await page.locator('dialog[open]').waitFor();
}

/** Three meals this week (one already on the list), a staple among their ingredients: the review of "Shop this week". */
async function weekReview(page: Page) {
  const soup = await createDish(page, {
    dishName: 'Tomato Soup',
    ingredients: [
      { item: 'tomatoes', quantity: 800, unit: 'g' },
      { item: 'salt', quantity: 1, unit: 'tsp' },
    ],
  });
  const risotto = await createDish(page, RISOTTO);
  const today = new Date().toISOString().slice(0, 10);
  const planned: number[] = [];
  for (const [dishId, type] of [
    [soup, 'Lunch'],
    [risotto, 'Dinner'],
  ] as const) {
    const meal = await page.request.post('/api/meals', { data: { date: `${today}T12:00:00.000Z`, meal_type: type, dish_id: dishId } });
    planned.push(((await meal.json()) as { id: number }).id);
  }
  const [own] = (await (await page.request.get('/api/shopping-lists')).json()) as Array<{ id: number }>;
  await page.request.post(`/api/shopping-lists/${own!.id}/items`, { data: { meal_id: planned[1] } });
  await page.request.post('/api/meals', { data: { date: `${today}T12:00:00.000Z`, meal_type: 'Breakfast', dish_id: risotto } });
  await page.reload();
  await page.getByRole('button', { name: /^(Shop this week|Šĥöþ ţĥîš ŵééķ)/ }).click();
  await page.locator('dialog[open] ul li').first().waitFor();
}

async function newHearth(page: Page): Promise<number> {
  const created = await page.request.post('/api/hearths', {
    data: { name: 'Sunday Suppers', startDate: '2026-11-23', endDate: '2026-11-29' },
  });
  return ((await created.json()) as { hearth_id: number }).hearth_id;
}

async function aHearth(page: Page) {
  await newHearth(page);
  await page.reload();
  await page.locator('main li a').first().waitFor();
}

/** The owner's hearth with a second cook in it, on its dashboard. */
async function hearthDashboard(page: Page) {
  const hearthId = await newHearth(page);
  const other = await page.context().browser()!.newContext();
  const member = await other.newPage();
  await member.goto(page.url());
  await signUpThroughApi(member);
  const invite = await page.request.post(`/api/hearths/${hearthId}/invites`, { data: { role: 'viewer' } });
  await member.request.post('/api/hearths/join', { data: { token: ((await invite.json()) as { token: string }).token } });
  await other.close();
  await page.goto(`/dashboard/${hearthId}`);
  // The server renders it in English (the test language is this browser's own); the app then shows it in the test language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await page.locator('section[aria-labelledby="members-title"] li').nth(1).waitFor();
}

/** A link made on the dashboard, with the open links listed under it. */
async function inviteLinks(page: Page) {
  await hearthDashboard(page);
  const panel = page.locator('section[aria-labelledby="invite-title"]');
  await panel.locator('button').first().click();
  await panel.locator('input[readonly]').waitFor();
  await panel.locator('ul li').first().waitFor();
}

/** An invitation to another cook's hearth, opened by the walk's page. */
async function openInvitation(page: Page) {
  const other = await page.context().browser()!.newContext();
  const owner = await other.newPage();
  await owner.goto(page.url());
  await signUpThroughApi(owner);
  const hearthId = await newHearth(owner);
  const invite = await owner.request.post(`/api/hearths/${hearthId}/invites`, { data: { role: 'member' } });
  const { url } = (await invite.json()) as { url: string };
  await other.close();
  await page.goto(new URL(url).pathname);
  await page.locator('section[aria-labelledby$="-title"] h1').waitFor();
}

async function editProfile(page: Page) {
  await page.locator('main section button').first().click();
  await page.locator('main form').waitFor();
}

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
