import { expect, test, type Browser, type Page } from '@playwright/test';
import { INSTACART_STUB_URL } from './support/servers';
import { newUser, signUpThroughApi } from './support/users';
import { createDish, hearthWithMember, localDayFromToday } from './support/api';

/** docs/product.md#hearths: a hearth's shared cookbook, meals moved by dragging or "Move to...", and repeats. */

/** The day block's name, as the timeline writes it: "Tuesday, November 24, 2026". */
function dayName(date: string): string {
  return new Date(`${date}T12:00:00.000Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const FAMILY = { name: 'Family', startDate: '2026-11-23', endDate: '2026-12-31' };

async function signedInPage(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await signUpThroughApi(page, newUser(prefix));
  return { context, page, user };
}

test('two cooks in a hearth: the owner shares a dish, the member plans it, shops it and saves a copy', async ({ browser }) => {
  const owner = await signedInPage(browser, 'owner');
  const member = await signedInPage(browser, 'member');
  const hearthId = await hearthWithMember(owner.page, member.page, FAMILY);
  const lasagnaId = await createDish(owner.page, {
    dishName: 'Family Lasagna',
    cookTime: 60,
    ingredients: [{ item: 'lasagna sheets', quantity: 12, unit: 'piece' }],
  });

  // The owner shares it from the dish page.
  await owner.page.goto(`/dishes/${lasagnaId}`);
  await expect(owner.page.getByText('Only you can see this dish.')).toBeVisible();
  await owner.page.getByRole('button', { name: 'Share to hearth' }).click();
  await owner.page.getByRole('checkbox', { name: 'Family' }).check();
  await expect(owner.page.getByText('Shared with: Family')).toBeVisible();

  // The member finds it in the hearth's cookbook and plans it there, from the hearth's list in the dialog.
  await member.page.goto(`/dashboard/${hearthId}`);
  const cookbook = member.page.getByRole('region', { name: 'Hearth cookbook' });
  await expect(cookbook.getByRole('link', { name: /Family Lasagna/ })).toContainText(`Shared by ${owner.user.username}`);
  await member.page.getByRole('button', { name: 'Plan a Meal' }).click();
  const dialog = member.page.getByRole('dialog', { name: 'Plan a Meal' });
  const date = localDayFromToday(1);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Meal Type').selectOption('Dinner');
  // The dish list shows the cook's own dishes and, labelled, the hearth's.
  await expect(dialog.getByLabel('Dish').locator('optgroup[label="Family cookbook"]')).toContainText('Family Lasagna');
  await dialog.getByLabel('Dish').selectOption({ label: 'Family Lasagna' });
  await dialog.getByRole('button', { name: 'Plan Meal' }).click();
  await expect(dialog).toBeHidden();
  const day = member.page.getByRole('region', { name: dayName(date) });
  await expect(day).toContainText('Family Lasagna');
  await expect(day).toContainText('Cook time: 60 min');

  // ...shops it...
  const popupPromise = member.page.waitForEvent('popup');
  await day.getByRole('button', { name: 'Shop for Family Lasagna' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`^${INSTACART_STUB_URL}/store/shopping_lists/\\d+$`));

  // ...and keeps a copy of their own, which they may change.
  await member.page.goto(`/dishes?hearth=${hearthId}`);
  await member.page.getByRole('link', { name: /Family Lasagna/ }).click();
  await expect(member.page.getByRole('heading', { name: 'Family Lasagna' })).toBeVisible();
  await expect(member.page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await member.page.getByRole('button', { name: 'Save a copy' }).click();
  await expect(member.page).not.toHaveURL(new RegExp(`/dishes/${lasagnaId}$`));
  await expect(member.page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await member.page.goto('/dishes');
  await expect(member.page.getByRole('link', { name: /Family Lasagna/ })).toHaveCount(1);

  // When the owner stops sharing, the cookbook no longer lists it, but the planned meal keeps it.
  await owner.page.getByRole('checkbox', { name: 'Family' }).uncheck();
  await expect(owner.page.getByText('Only you can see this dish.')).toBeVisible();
  await member.page.goto(`/dashboard/${hearthId}`);
  await expect(member.page.getByRole('region', { name: 'Hearth cookbook' })).toContainText('No dishes shared yet.');
  await expect(member.page.getByRole('region', { name: dayName(date) })).toContainText('Family Lasagna');

  await owner.context.close();
  await member.context.close();
});

test("a member removed from the hearth loses its cookbook, the browser's copy included", async ({ browser }) => {
  const owner = await signedInPage(browser, 'owner');
  const member = await signedInPage(browser, 'member');
  const hearthId = await hearthWithMember(owner.page, member.page, FAMILY);
  const stewId = await createDish(owner.page, { dishName: 'Secret Stew' });
  await owner.page.request.put(`/api/dishes/${stewId}/hearths/${hearthId}`);

  await member.page.goto(`/dishes?hearth=${hearthId}`);
  await expect(member.page.getByRole('link', { name: /Secret Stew/ })).toBeVisible();
  expect(
    (
      await owner.page.request.delete(
        `/api/hearths/${hearthId}/members/${(await member.page.request.get('/api/auth/get-session').then((r) => r.json())).user.id}`,
      )
    ).status(),
  ).toBe(204);

  await member.page.reload();
  await expect(member.page.getByText('Failed to load dishes. Please try again later.')).toBeVisible();
  await expect(member.page.getByRole('link', { name: /Secret Stew/ })).toHaveCount(0);
  expect((await member.page.request.get(`/api/dishes/${stewId}`)).status()).toBe(404);
  await owner.context.close();
  await member.context.close();
});

test('a meal dragged to tomorrow moves there, and "Move to..." does the same from the keyboard', async ({ page }) => {
  await signUpThroughApi(page);
  const [yesterday, today, tomorrow, later] = [localDayFromToday(-1), localDayFromToday(0), localDayFromToday(1), localDayFromToday(3)];
  await page.request.post('/api/meals', { data: { date: yesterday, meal_type: 'Breakfast', notes: 'Pancakes' } });
  await page.request.post('/api/meals', { data: { date: today, meal_type: 'Dinner', notes: 'Soup night' } });
  await page.request.post('/api/meals', { data: { date: later, meal_type: 'Lunch', notes: 'Picnic' } });
  await page.goto('/dashboard');
  const todayBlock = page.getByRole('region', { name: new RegExp(dayName(today)) });
  const tomorrowBlock = page.getByRole('region', { name: dayName(tomorrow) });
  await expect(todayBlock).toContainText('Soup night');
  await expect(tomorrowBlock).toContainText('No meals planned for this day.');

  // Drag with the pointer, from the meal's handle onto tomorrow.
  const handle = todayBlock.getByTestId('drag-handle');
  const from = (await handle.boundingBox())!;
  const to = (await tomorrowBlock.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 12 });
  await page.mouse.up();
  await expect(tomorrowBlock).toContainText('Soup night');
  await expect(todayBlock).toContainText('No meals planned for this day.');

  // The keyboard: the meal's menu, "Move to...", a date, Enter.
  const menuButton = tomorrowBlock.getByRole('button', { name: 'More actions for Dinner' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(tomorrowBlock.getByRole('button', { name: 'Move to...' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move Dinner' });
  await dialog.getByLabel('Move to').fill(later);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const laterBlock = page.getByRole('region', { name: dayName(later) });
  await expect(laterBlock).toContainText('Soup night');
  await expect(laterBlock).toContainText('Picnic');
  await expect(menuButton).toHaveCount(0);
});

test('a meal dragged by touch moves to another day', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signUpThroughApi(page);
  const [today, tomorrow, later] = [localDayFromToday(0), localDayFromToday(1), localDayFromToday(2)];
  await page.request.post('/api/meals', { data: { date: today, meal_type: 'Lunch', notes: 'Leftovers' } });
  await page.request.post('/api/meals', { data: { date: later, meal_type: 'Lunch' } });
  await page.goto('/dashboard');
  const todayBlock = page.getByRole('region', { name: new RegExp(dayName(today)) });
  const tomorrowBlock = page.getByRole('region', { name: dayName(tomorrow) });
  await expect(todayBlock).toContainText('Leftovers');

  const from = (await todayBlock.getByTestId('drag-handle').boundingBox())!;
  const to = (await tomorrowBlock.boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
  const [x1, y1] = [to.x + to.width / 2, to.y + 20];
  await touch('touchStart', x0, y0);
  for (let step = 1; step <= 10; step += 1) await touch('touchMove', x0 + ((x1 - x0) * step) / 10, y0 + ((y1 - y0) * step) / 10);
  await touch('touchEnd', x1, y1);
  await expect(tomorrowBlock).toContainText('Leftovers');
  await context.close();
});

test('a meal made to repeat weekly appears each week, and one occurrence is cancelled alone', async ({ page }) => {
  await signUpThroughApi(page);
  const first = localDayFromToday(0);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Plan a Meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a Meal' });
  await dialog.getByLabel('Date').fill(first);
  await dialog.getByLabel('Meal Type').selectOption('Dinner');
  await dialog.getByLabel('Notes').fill('Taco night');
  await dialog.getByLabel('Repeat').selectOption({ label: 'Every week' });
  await dialog.getByLabel('Until').fill(localDayFromToday(21));
  await dialog.getByRole('button', { name: 'Plan Meal' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Condensed' }).click();
  const weeks = [0, 7, 14, 21].map((days) => page.getByRole('region', { name: new RegExp(dayName(localDayFromToday(days))) }));
  for (const week of weeks) {
    await expect(week).toContainText('Taco night');
    await expect(week).toContainText('Repeats');
  }

  // Cancel the second week only.
  await weeks[1]!.getByLabel('Status').selectOption('cancelled');
  await expect(weeks[1]!.getByRole('img', { name: 'Cancelled' })).toBeVisible();
  for (const week of [weeks[0]!, weeks[2]!, weeks[3]!]) await expect(week.getByRole('img', { name: 'Planned' })).toBeVisible();

  // "Cancel this and following" from the third week's menu.
  await weeks[2]!.getByRole('button', { name: 'More actions for Dinner' }).click();
  await weeks[2]!.getByRole('button', { name: 'Cancel this and following' }).click();
  await page.getByRole('dialog', { name: 'Cancel repeating meal' }).getByRole('button', { name: 'Cancel meals' }).click();
  await expect(weeks[3]!.getByRole('img', { name: 'Cancelled' })).toBeVisible();
  await expect(weeks[2]!.getByRole('img', { name: 'Cancelled' })).toBeVisible();
  await expect(weeks[0]!.getByRole('img', { name: 'Planned' })).toBeVisible();
});

test('/ sends a signed-out visitor to sign in, on the way to the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?from=\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Settings > Calendar gives addresses a calendar app can read, and Reset link ends the old one', async ({ page }: { page: Page }) => {
  await signUpThroughApi(page);
  await page.request.post('/api/meals', { data: { date: localDayFromToday(1), meal_type: 'Dinner', notes: 'Risotto' } });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar' });
  const address = section.getByRole('textbox', { name: 'Your meals' });
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const oldUrl = new URL(await address.inputValue());
  await expect(section.getByRole('link', { name: 'Subscribe to Your meals in your calendar app' })).toHaveAttribute(
    'href',
    `webcal://${oldUrl.host}${oldUrl.pathname}`,
  );
  const feed = await page.request.get(oldUrl.pathname, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('SUMMARY:Dinner');
  const unchanged = await page.request.get(oldUrl.pathname, { headers: { cookie: '', 'if-none-match': feed.headers().etag! } });
  expect(unchanged.status()).toBe(304);

  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await section.getByRole('button', { name: 'Reset link' }).click();
  // The app's own dialog asks, never the browser's.
  const confirmation = page.getByRole('dialog', { name: 'Reset calendar links' });
  await expect(confirmation).toContainText('Calendars subscribed with the old links stop updating');
  await confirmation.getByRole('button', { name: 'Reset link' }).click();
  await expect(section.getByText('New links made. The old ones no longer work.')).toBeVisible();
  await expect(address).not.toHaveValue(oldUrl.href);
  expect((await page.request.get(oldUrl.pathname)).status()).toBe(404);
  expect(browserDialogs).toEqual([]);
});
