import { expect, test, type Page } from '@playwright/test';
import { createDish } from './support/api';
import { newUser, signUpThroughApi } from './support/users';

/**
 * The signed-out screens, and a dish's page for its cook, arrive rendered by the server
 * (apps/web/src/entry-server.tsx), and the app takes that markup over rather than drawing the
 * screen again: a mismatch would show in the console, and React would replace the server's
 * elements with its own.
 */

// Once installed, the service worker answers navigations with the static shell (decision 0082):
// a page opened to set the time zone cookie could install it before the page under test, which
// then never reached the server. These journeys are about the server's render.
test.use({ serviceWorkers: 'block' });

/** Every console error and uncaught error on the page, from its first script on. */
function problemsOn(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Keeps the server's own heading element as the page parsed it, before any of the app's code ran. */
async function keepServersHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serversHeading: Element | null }).serversHeading = document.querySelector('main h1');
    });
  });
}

/** Waits until the app has taken the page over: React marks the elements it owns, and the page is no longer inert. */
async function takenOver(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Whether the heading is still the element the server sent, rather than one the app drew again. */
async function headingKept(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector('main h1') === (window as unknown as { serversHeading: Element | null }).serversHeading,
  );
}

test.describe('the signed-out screens', () => {
  for (const [path, heading] of [
    ['/login', 'Sign In'],
    ['/register', 'Sign Up'],
    ['/reset-password?token=abc', 'Choose a new password'],
  ] as const) {
    test(`${path} comes with its form in the HTML, and the app takes it over`, async ({ page, request }) => {
      const html = await (await request.get(path, { headers: { 'accept-language': 'en-GB,en;q=0.8' } })).text();
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).not.toContain('class="boot-shell"');
      // Nothing in it can be used before the app runs it (a form would be sent by the browser itself).
      expect(html).toContain('<div id="root" inert>');

      const problems = problemsOn(page);
      await keepServersHeading(page);
      await page.goto(path);
      await takenOver(page);
      expect(problems).toEqual([]);
      expect(await headingKept(page)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('signing in on the rendered form works once the app has taken it over', async ({ page }) => {
    const cook = await signUpThroughApi(page, newUser('rendered'));
    await page.context().clearCookies();
    const problems = problemsOn(page);
    await keepServersHeading(page);
    await page.goto('/login');
    await takenOver(page);
    expect(await headingKept(page)).toBe(true);
    await page.getByLabel('Email').fill(cook.email);
    await page.getByLabel('Password').fill(cook.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(problems).toEqual([]);
  });

  test('a signed-in visitor to /login gets the app, which sends them on', async ({ page, request }) => {
    await signUpThroughApi(page, newUser('signed-in'));
    const cookies = await page.context().cookies();
    const html = await (
      await request.get('/login', { headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') } })
    ).text();
    expect(html).toContain('class="boot-shell"');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the sign-in screen is rendered in German and taken over in German', async ({ page }) => {
    const problems = problemsOn(page);
    await keepServersHeading(page);
    const response = await page.goto('/login');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="de" dir="ltr" data-rendered');
    expect(html).toContain('>Anmelden</h1>');
    await takenOver(page);
    expect(problems).toEqual([]);
    expect(await headingKept(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  });
});

test.describe('in an Arabic browser', () => {
  test.use({ locale: 'ar' });

  test('the register screen is rendered right to left', async ({ request }) => {
    const html = await (await request.get('/register', { headers: { 'accept-language': 'ar' } })).text();
    expect(html).toContain('<html lang="ar" dir="rtl" data-rendered');
  });
});

const PAELLA = {
  dishName: 'Paella Valenciana',
  servings: 4,
  ingredients: [
    { item: 'bomba rice', quantity: 400, unit: 'g' },
    { item: 'saffron', quantity: 1, unit: 'pinch' },
  ],
  instructions: ['Brown the chicken and rabbit in the paella pan.', 'Add the rice and leave it alone.'],
};

/** Opens the app once, as a cook's browser has: it tells the server its time zone (a cookie), which a dish's page needs to be rendered there. */
async function openedBefore(page: Page) {
  await page.goto('/dashboard');
  await expect.poll(async () => (await page.context().cookies()).some(({ name }) => name === 'hearth-tz')).toBe(true);
}

/** The date in a time zone, `daysAgo` days back, as YYYY-MM-DD. */
function dateIn(timeZone: string, daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
}

test.describe("a dish's page", () => {
  test('arrives with the dish in the HTML, is taken over without a mismatch, and works', async ({ page }) => {
    await signUpThroughApi(page, newUser('paella'));
    const dishId = await createDish(page, PAELLA);
    await page.request.post(`/api/dishes/${dishId}/cooked`, { data: { date: '2026-05-03', rating: 5, note: 'Socarrat at last' } });
    await openedBefore(page);

    const problems = problemsOn(page);
    await keepServersHeading(page);
    const html = await (await page.goto(`/dishes/${dishId}`))!.text();
    expect(html).toContain('>Paella Valenciana</h1>');
    expect(html).toContain('bomba rice');
    expect(html).toContain('Add the rice and leave it alone.');
    expect(html).toContain('Socarrat at last');
    await takenOver(page);
    expect(problems).toEqual([]);
    expect(await headingKept(page)).toBe(true);

    // Working, not only shown: its buttons do their work.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dishes/${dishId}/edit$`));
  });

  test('is not rendered for someone who may not see it, nor for a visitor signed out', async ({ page, browser }) => {
    await signUpThroughApi(page, newUser('owner'));
    const dishId = await createDish(page, PAELLA);

    // A browser that has never opened the app has told the server no time zone: its to draw.
    const firstVisit = await (await page.goto(`/dishes/${dishId}`))!.text();
    expect(firstVisit).toContain('class="boot-shell"');
    await expect(page.getByRole('heading', { level: 1, name: 'Paella Valenciana' })).toBeVisible();

    const stranger = await browser.newPage();
    await signUpThroughApi(stranger, newUser('stranger'));
    await openedBefore(stranger);
    const strangersPage = await (await stranger.goto(`/dishes/${dishId}`))!.text();
    expect(strangersPage).toContain('class="boot-shell"');
    expect(strangersPage).not.toContain('Paella');
    await stranger.close();

    await page.context().clearCookies();
    const signedOut = await (await page.goto(`/dishes/${dishId}`))!.text();
    expect(signedOut).toContain('class="boot-shell"');
    await expect(page).toHaveURL(/\/login\?from=/);
  });
});

// Whatever the hour, one of these two is on another date than the server's UTC.
const FAR_ZONE = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';

test.describe(`a cook in ${FAR_ZONE}`, () => {
  test.use({ timezoneId: FAR_ZONE });

  test("reads their own yesterday on a dish's page the server rendered", async ({ page }) => {
    await signUpThroughApi(page, newUser('far'));
    const dishId = await createDish(page, PAELLA);
    await page.request.post(`/api/dishes/${dishId}/cooked`, { data: { date: dateIn(FAR_ZONE, 1) } });
    await openedBefore(page);

    const problems = problemsOn(page);
    await keepServersHeading(page);
    const html = await (await page.goto(`/dishes/${dishId}`))!.text();
    expect(html).toContain('Last cooked yesterday');
    await takenOver(page);
    expect(problems).toEqual([]);
    expect(await headingKept(page)).toBe(true);
    await expect(page.getByText('Last cooked yesterday')).toBeVisible();
  });
});

test.describe('the dashboard', () => {
  test("a new cook's arrives with its first steps in the HTML, and is taken over without a mismatch", async ({ page }) => {
    await signUpThroughApi(page, newUser('new-cook'));
    await openedBefore(page);
    const problems = problemsOn(page);
    await keepServersHeading(page);
    const html = await (await page.goto('/dashboard'))!.text();
    expect(html).toContain('>Meal Timeline</h1>');
    expect(html).toContain('No meals found. Plan a meal to get started!');
    await takenOver(page);
    expect(problems).toEqual([]);
    expect(await headingKept(page)).toBe(true);
    await page.getByRole('button', { name: 'Plan a Meal' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('with meals planned, arrives at today with its meals in the HTML, and is taken over without a mismatch', async ({ page }) => {
    await signUpThroughApi(page, newUser('planner'));
    const paella = await createDish(page, PAELLA);
    const soup = await createDish(page, { ...PAELLA, dishName: 'Leek and Potato Soup' });
    await page.request.post('/api/meals', { data: { dish_id: paella, date: dateIn('UTC', 0), meal_type: 'Dinner' } });
    // A month back: the timeline opens at today, so that day is not in the first view.
    await page.request.post('/api/meals', { data: { dish_id: soup, date: dateIn('UTC', 30), meal_type: 'Lunch' } });
    await openedBefore(page);

    const problems = problemsOn(page);
    await keepServersHeading(page);
    const html = await (await page.goto('/dashboard'))!.text();
    expect(html).toContain('>Meal Timeline</h1>');
    // The page's markup, before the state it was rendered from (which holds the month back too).
    const markup = html.slice(0, html.indexOf('id="hearth-server-state"'));
    expect(markup).toContain('Paella Valenciana');
    expect(markup).not.toContain('Leek and Potato Soup');
    await takenOver(page);
    expect(problems).toEqual([]);
    expect(await headingKept(page)).toBe(true);

    // The list is the app's now: today's meal works, and the month back is there above it.
    const todaysMeal = page.getByRole('region', { name: /Today/ });
    await expect(todaysMeal.getByText('Paella Valenciana')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(page.getByText('Leek and Potato Soup')).toBeVisible();
  });
});

test.describe('the library', () => {
  test('arrives with its first cards in the HTML, is taken over without a mismatch, and then searches, filters and scrolls', async ({
    page,
  }) => {
    await signUpThroughApi(page, newUser('library'));
    // More than the server's first view (12 cards) and the first page it is drawn from (48).
    const names = Array.from({ length: 60 }, (_, index) => `Library dish ${String(index + 1).padStart(2, '0')}`);
    const ids: number[] = [];
    for (const dishName of names) ids.push(await createDish(page, { dishName }));
    await page.request.put(`/api/dishes/${ids[6]}/favourite`);
    await openedBefore(page);

    const problems = problemsOn(page);
    await keepServersHeading(page);
    const html = await (await page.goto('/dishes'))!.text();
    expect(html).not.toContain('class="boot-shell"');
    expect(html).toContain('>Dishes</h1>');
    expect(html).toContain('>Library dish 01</a>');
    expect(html).toContain('>Library dish 12</a>');
    // Only the first screenful: the rest is the browser's to fetch.
    expect(html).not.toContain('Library dish 60');
    await takenOver(page);
    expect(problems).toEqual([]);
    expect(await headingKept(page)).toBe(true);

    // The whole library arrives and the list is the usual one: searched, filtered, scrolled.
    const cards = page.getByRole('list', { name: 'Dishes' });
    await expect(page.getByText('60 dishes', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search dishes' }).fill('dish 33');
    await expect(page.getByText('1 of 60 dishes', { exact: true })).toBeVisible();
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Library dish 33' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search dishes' }).fill('');
    await page.getByRole('checkbox', { name: 'Favourites' }).check();
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Library dish 07' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Favourites' }).uncheck();
    await expect(page.getByText('60 dishes', { exact: true })).toBeVisible();

    // Only the rows near the screen are drawn; scrolling brings the last ones.
    await expect(page.getByRole('link', { name: 'Library dish 60' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('link', { name: 'Library dish 60' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a hearth's cookbook is drawn by the browser", async ({ page }) => {
    await signUpThroughApi(page, newUser('cookbook'));
    await openedBefore(page);
    const html = await (await page.goto('/dishes?hearth=1'))!.text();
    expect(html).toContain('class="boot-shell"');
  });
});
