import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/users';
import { hearthWithMember } from './support/api';

interface ListItem {
  id: number;
  name: string;
  checked: boolean;
}

/** Two cooks in one hearth, each in a browser of their own, with the hearth's list. */
async function household(browser: Browser) {
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const member = await memberContext.newPage();
  await signUpThroughApi(owner);
  await signUpThroughApi(member);
  const hearthId = await hearthWithMember(owner, member, { name: 'The Smiths', startDate: '2026-11-23', endDate: '2026-11-29' });
  const lists = (await (await owner.request.get('/api/shopping-lists')).json()) as Array<{ id: number; hearth_id: number | null }>;
  const listId = lists.find((list) => list.hearth_id === hearthId)!.id;
  for (const text of ['2 cups milk', '6 eggs', '1 loaf bread']) {
    await owner.request.post(`/api/shopping-lists/${listId}/items`, { data: { text } });
  }
  return { owner, member, ownerContext, memberContext, listId, close: () => Promise.all([ownerContext.close(), memberContext.close()]) };
}

/** The check box of an item, found by its label as a shopper reads it. */
function itemBox(page: Page, text: string | RegExp) {
  return page.getByRole('checkbox', { name: text });
}

function gotIt(page: Page) {
  return page.getByRole('region', { name: 'Got it' });
}

async function openList(page: Page, listId: number) {
  await page.goto(`/shopping?list=${listId}`);
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
  await expect(itemBox(page, /eggs/)).toBeVisible();
}

/** Waits until the service worker controls the page, as it does on every visit after the first. */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('two cooks in one hearth: one checks milk off, the other sees it move to "Got it" without reloading', async ({ browser }) => {
  const { owner, member, listId, close } = await household(browser);
  await openList(owner, listId);
  await openList(member, listId);
  // The check-off's event carries the item: neither page reads the list again for it (the
  // member's own page skips its echo, the owner's patches the item in).
  const listReads = { owner: 0, member: 0 };
  for (const [who, page] of [
    ['owner', owner],
    ['member', member],
  ] as const) {
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/shopping-lists/${listId}`) listReads[who] += 1;
    });
  }

  await itemBox(member, /milk/).check();
  await expect(gotIt(owner).getByRole('checkbox', { name: /milk/ })).toBeChecked();
  await expect(gotIt(member).getByRole('checkbox', { name: /milk/ })).toBeChecked();
  expect(listReads).toEqual({ owner: 0, member: 0 });

  // Written on one phone, it shows on the other, merged with what was there.
  await owner.getByRole('textbox', { name: 'Add an item' }).fill('6 eggs');
  await owner.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(itemBox(member, /12 eggs/)).toBeVisible();
  await close();
});

test('offline in the store: reload, check off two items and add one, then both phones meet on one list', async ({ browser }) => {
  const { owner, member, ownerContext, listId, close } = await household(browser);
  await openList(owner, listId);
  await underServiceWorker(owner);
  await openList(member, listId);

  await ownerContext.setOffline(true);
  await owner.reload();
  await expect(owner.getByText('You are offline.')).toBeVisible();
  await itemBox(owner, /milk/).check();
  await itemBox(owner, /eggs/).check();
  await owner.getByRole('textbox', { name: 'Add an item' }).fill('paper towels');
  await owner.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText('3 changes waiting');
  await expect(owner.getByText('Waiting to be added')).toBeVisible();

  // Meanwhile the other phone, with signal, changes the list too.
  await member.getByRole('textbox', { name: 'Add an item' }).fill('2 lemons');
  await member.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(itemBox(member, /lemons/)).toBeVisible();

  // Still offline after a reload: nothing waiting is lost.
  await owner.reload();
  await expect(owner.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText('3 changes waiting');
  await expect(gotIt(owner).getByRole('checkbox', { name: /milk/ })).toBeChecked();

  await ownerContext.setOffline(false);
  await expect(owner.getByText('You are offline.')).toBeHidden();
  await expect(owner.getByText(/waiting/i)).toHaveCount(0);

  const expected = ['lemons', 'paper towels'];
  for (const page of [owner, member]) {
    await expect(gotIt(page).getByRole('checkbox', { name: /milk/ })).toBeChecked();
    await expect(gotIt(page).getByRole('checkbox', { name: /eggs/ })).toBeChecked();
    for (const name of expected) await expect(itemBox(page, new RegExp(name))).not.toBeChecked();
  }
  const onServer = (await (await member.request.get(`/api/shopping-lists/${listId}`)).json()).items as ListItem[];
  expect(onServer.map(({ name, checked }) => ({ name, checked }))).toEqual([
    { name: 'milk', checked: true },
    { name: 'eggs', checked: true },
    { name: 'loaf bread', checked: false },
    { name: 'lemons', checked: false },
    { name: 'paper towels', checked: false },
  ]);
  await close();
});

test('the app can be installed: a manifest with icons and a share target, and a service worker', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/shopping');
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'The Hearth',
    display: 'standalone',
    start_url: '/dashboard',
    share_target: { action: '/dishes/import', method: 'GET', params: { url: 'url', text: 'text', title: 'title' } },
  });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as Array<{ src: string }>)
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope));
  expect(scope).toMatch(/\/$/);
});

test('a dish goes onto the list from its Shop menu, with what it is for, leaving pantry staples off', async ({ page }) => {
  await signUpThroughApi(page);
  const dish = await (
    await page.request.post('/api/dishes', {
      data: {
        dishName: 'Lemon Risotto',
        servings: 2,
        ingredients: [
          { item: 'arborio rice', quantity: 1, unit: 'cup' },
          { item: 'lemons', quantity: 2, unit: '' },
          { item: 'salt', quantity: 1, unit: 'tsp' },
          { item: 'parsley', quantity: 1, unit: 'tbsp', optional: true },
        ],
      },
    })
  ).json();
  await page.goto(`/dishes/${dish.id}`);
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lemon Risotto to a list' });
  await dialog.getByLabel('Servings').fill('4');
  await dialog.getByRole('button', { name: 'Add to list' }).click();
  await expect(dialog.getByText('Added Lemon Risotto to My list.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Open the list' }).click();

  await expect(itemBox(page, '2 cups arborio rice')).toBeVisible();
  await expect(itemBox(page, '4 lemons')).toBeVisible();
  await expect(page.getByText('for Lemon Risotto')).toHaveCount(2);
  await expect(itemBox(page, /salt|parsley/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Produce' }).getByRole('checkbox')).toHaveCount(1);

  await page.getByLabel('Find on the list').fill('LEMON');
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await expect(itemBox(page, '4 lemons')).toBeVisible();
  await page.getByLabel('Find on the list').fill('');
  await expect(page.getByRole('checkbox')).toHaveCount(2);
});

test('an item is edited and removed from its Edit dialog; a line written offline is removed before it is sent', async ({
  page,
  context,
}) => {
  await signUpThroughApi(page);
  const [own] = (await (await page.request.get('/api/shopping-lists')).json()) as Array<{ id: number }>;
  for (const text of ['2 cups milk', '6 eggs']) await page.request.post(`/api/shopping-lists/${own!.id}/items`, { data: { text } });
  const onServer = async () =>
    ((await (await page.request.get(`/api/shopping-lists/${own!.id}`)).json()).items as ListItem[]).map((item) => item.name);
  await page.goto('/shopping');

  const dialog = page.getByRole('dialog', { name: 'Edit item' });
  await page.getByRole('button', { name: 'Edit milk' }).click();
  await dialog.getByLabel('Quantity').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(itemBox(page, '3 cups milk')).toBeVisible();

  await page.getByRole('button', { name: 'Edit eggs' }).click();
  await dialog.getByRole('button', { name: 'Remove from list' }).click();
  await expect(dialog).toBeHidden();
  await expect(itemBox(page, /eggs/)).toHaveCount(0);
  await expect.poll(onServer).toEqual(['milk']);

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Add an item' }).fill('paper towels');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Waiting to be added')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit paper towels' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove paper towels' }).click();
  await expect(itemBox(page, /paper towels/)).toHaveCount(0);
  await expect(page.getByText(/waiting/i)).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toBeHidden();
  expect(await onServer()).toEqual(['milk']);
});

test('pantry staples are edited in Settings, and are what the pantry always has', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/settings');
  const staples = page.getByRole('list', { name: 'Pantry staples' });
  await expect(staples.getByRole('listitem')).toHaveText([/^salt/, /^pepper/, /^oil/, /^water/]);
  await page.getByRole('button', { name: 'Remove water' }).click();
  await page.getByLabel('Add a staple').fill('flour');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(staples.getByRole('listitem')).toHaveText([/^salt/, /^pepper/, /^oil/, /^flour/]);
  await page.reload();
  await expect(staples.getByRole('listitem')).toHaveText([/^salt/, /^pepper/, /^oil/, /^flour/]);

  // The same foods are the pantry's "Always have" items.
  await page.goto('/pantry');
  const alwaysHave = page.getByRole('list', { name: 'Always have' });
  await expect(alwaysHave.getByRole('listitem')).toHaveCount(4);
  await expect(alwaysHave).toContainText('flour');
  await expect(alwaysHave).not.toContainText('water');
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the shopping list has no serious accessibility problems, online and offline', async ({ page, context }) => {
    await signUpThroughApi(page);
    const [own] = (await (await page.request.get('/api/shopping-lists')).json()) as Array<{ id: number }>;
    for (const text of ['2 cups milk', '6 eggs', '1 bunch parsley', 'paper towels'])
      await page.request.post(`/api/shopping-lists/${own!.id}/items`, { data: { text } });
    await page.goto('/shopping');
    await itemBox(page, /milk/).check();
    await expect(gotIt(page)).toBeVisible();
    const check = async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    };
    expect(await check()).toEqual([]);
    await context.setOffline(true);
    await itemBox(page, /eggs/).check();
    await expect(page.getByText('1 change waiting')).toBeVisible();
    expect(await check()).toEqual([]);
    await context.setOffline(false);
  });
});

test("a meal planned on one phone shows on the other's hearth timeline without reloading", async ({ browser }) => {
  const { owner, member, close } = await household(browser);
  const hearths = (await (await owner.request.get('/api/hearths')).json()) as Array<{ hearth_id: number }>;
  const hearthId = hearths[0]!.hearth_id;
  const dish = await (await owner.request.post('/api/dishes', { data: { dishName: 'Harvest Soup', ingredients: [] } })).json();
  await member.goto(`/dashboard/${hearthId}`);
  await expect(member.getByRole('heading', { name: 'The Smiths', level: 1 })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Harvest Soup' })).toHaveCount(0);
  const today = await member.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await owner.request.post('/api/meals', { data: { date: today, meal_type: 'Dinner', dish_id: dish.id, hearth_id: hearthId } });
  await expect(member.getByRole('link', { name: 'Harvest Soup' })).toBeVisible();
  await close();
});

test('the timeline and dishes last seen open with no connection', async ({ page, context }) => {
  await signUpThroughApi(page);
  const dish = await (
    await page.request.post('/api/dishes', {
      data: { dishName: 'Pantry Pasta', ingredients: [{ item: 'spaghetti', quantity: 1, unit: 'lb' }] },
    })
  ).json();
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await page.request.post('/api/meals', { data: { date: today, meal_type: 'Lunch', dish_id: dish.id } });
  await page.goto('/dashboard');
  await underServiceWorker(page);
  await expect(page.getByRole('link', { name: 'Pantry Pasta' })).toBeVisible();
  await page.goto(`/dishes/${dish.id}`);
  await expect(page.getByRole('heading', { name: 'Pantry Pasta' })).toBeVisible();
  await page.goto('/dishes');
  await expect(page.getByRole('link', { name: /Pantry Pasta/ })).toBeVisible();
  // The first cards show before the whole library has arrived; the count shows once it has,
  // and with it the copy kept for offline.
  await expect(page.getByText('1 dish', { exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Pantry Pasta' })).toBeVisible();
  await page.goto(`/dishes/${dish.id}`);
  await expect(page.getByRole('heading', { name: 'Pantry Pasta' })).toBeVisible();
  await expect(page.getByText('1 lb')).toBeVisible();
  await page.goto('/dishes');
  await expect(page.getByRole('link', { name: /Pantry Pasta/ })).toBeVisible();
  await context.setOffline(false);
});
