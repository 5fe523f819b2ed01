import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { createDish, hearthWithMember, localDayFromToday } from './support/api';
import { BASE_URL } from './support/servers';
import { signUpThroughApi } from './support/users';

/** A screenshot kept with the test's results, for looking at the screens. */
const shot = (name: string) => test.info().outputPath(name);

const SCHNITZEL = {
  dishName: 'Wiener Schnitzel mit Kartoffelsalat',
  servings: 4,
  ingredients: [
    { item: 'Kalbsschnitzel', quantity: 4, unit: 'piece' },
    { item: 'Butterschmalz', quantity: 3, unit: 'tbsp' },
    { item: 'potatoes', quantity: 0.75, unit: 'kg' },
    { item: 'Salz', quantity: 0, unit: 'to taste' },
  ],
  instructions: [
    'Boil the potatoes for 20 minutes, then peel and slice them.',
    'Pound the veal thin, bread it and fry it in the clarified butter for 3 minutes a side.',
  ],
};

/** No box reaches past the screen's right edge: long words wrap instead of pushing the page wide. */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('dialog[open] *'))
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.getBoundingClientRect().right}`);
  });
}

/**
 * Anything on the page reaching past the screen's right edge, dialogs aside; a box that an
 * ancestor clips on purpose (a title cut short with an ellipsis) does not count.
 */
async function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = document.documentElement.scrollWidth > width ? [`page: ${document.documentElement.scrollWidth}`] : [];
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    return wide.concat(
      Array.from(document.querySelectorAll('main *, header *'))
        .filter((element) => element.checkVisibility() && element.getBoundingClientRect().right > width + 1 && !clipped(element))
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.getBoundingClientRect().right}`),
    );
  });
}

async function chooseLanguage(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).selectOption({ label: option });
}

test.describe('languages', () => {
  test.use({ locale: 'de-DE' });

  test('a German browser: the app speaks German from the first paint, cook mode at 375 px wraps and passes axe', async ({ page }) => {
    await signUpThroughApi(page);
    const dishId = await createDish(page, SCHNITZEL);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/dishes/${dishId}/cook`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cookMode = page.getByRole('dialog', { name: SCHNITZEL.dishName });
    await expect(cookMode.getByText('Schritt 1 von 2')).toBeVisible();
    await expect(cookMode.getByRole('list', { name: 'Zutaten für diesen Schritt' })).toHaveText(['0,75 kg potatoes']);
    await cookMode.getByRole('button', { name: 'Timer für 20 minutes starten' }).click();
    await expect(cookMode.getByRole('timer', { name: 'Timer „Boil“, verbleibend' })).toBeVisible();
    await cookMode.getByRole('button', { name: /Alle Zutaten/ }).click();
    await expect(cookMode.getByRole('list', { name: 'Alle Zutaten' })).toContainText('3 EL Butterschmalz');
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('cook-mode-de-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shot('cook-mode-de-1280.png') });
  });

  test('a German timeline at 375 px: long date headings wrap, the meal menu and Move dialog speak German, nothing overflows, axe passes', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    const dishId = await createDish(page, SCHNITZEL);
    const today = localDayFromToday(0);
    const repeat = { every_weeks: 1, until: localDayFromToday(14) };
    expect((await page.request.post('/api/meals', { data: { date: today, meal_type: 'Dinner', dish_id: dishId, repeat } })).status()).toBe(
      201,
    );
    expect((await page.request.post('/api/meals', { data: { date: localDayFromToday(1), meal_type: 'Breakfast' } })).status()).toBe(201);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard');

    await expect(page.getByRole('heading', { level: 1, name: 'Mahlzeitenplan' })).toBeVisible();
    const longDate = new Intl.DateTimeFormat('de', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const todayHeading = page.getByRole('heading', { level: 2, name: new RegExp(`^${longDate.format(new Date(`${today}T12:00:00Z`))}`) });
    await expect(todayHeading).toBeVisible();
    const day = page.locator(`section[data-day="${today}"]`);
    await expect(day.getByText('Abendessen', { exact: true })).toBeVisible();
    await expect(day.getByText('Serie', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Einkauf für diese Woche' })).toBeVisible();
    await page.screenshot({ path: shot('timeline-de-375.png'), fullPage: true });
    expect(await pageOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await day.getByRole('button', { name: `Weitere Aktionen für Abendessen: ${SCHNITZEL.dishName}` }).click();
    await expect(day.getByRole('combobox', { name: 'Status' })).toHaveValue('planned');
    await day.getByRole('button', { name: 'Verschieben auf …' }).click();
    const move = page.getByRole('dialog', { name: `Abendessen: ${SCHNITZEL.dishName} verschieben` });
    await expect(move.getByRole('radio', { name: 'Diese und alle folgenden Mahlzeiten' })).toBeVisible();
    await expect(move.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('timeline-move-de-375.png') });
  });

  test('Settings → Language applies at once, survives a reload, and paints the next page right to left before the app runs', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    const dishId = await createDish(page, SCHNITZEL);
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await chooseLanguage(page, 'The Hearth anzeigen auf', 'العربية');
    await expect(page.getByRole('heading', { name: 'اللغة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: shot('settings-language-ar-375.png'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'اعرض The Hearth باللغة' })).toHaveValue('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The static shell alone, with no app code at all, already reads right to left.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`/dishes/${dishId}/cook`);
    await expect(page.locator('.boot-shell')).toBeVisible();
    expect(await page.locator('html').evaluate((html: HTMLElement) => [html.lang, html.dir, getComputedStyle(html).direction])).toEqual([
      'ar',
      'rtl',
      'rtl',
    ]);
    await page.unroute(/\/assets\/.*\.js$/);

    // Back to the browser's language.
    await page.goto('/settings');
    await chooseLanguage(page, 'اعرض The Hearth باللغة', 'لغة هذا المتصفح');
    await expect(page.getByRole('heading', { name: 'Sprache' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('Arabic: cook mode mirrors, pages with the left arrow key, and passes axe at 375 and 1280 px', async ({ page }) => {
    await signUpThroughApi(page);
    // The auth service, like the browser, wants a write to say where it comes from.
    const chosen = await page.request.post('/api/auth/update-user', { data: { language: 'ar' }, headers: { origin: BASE_URL } });
    expect(chosen.ok()).toBe(true);
    const dishId = await createDish(page, SCHNITZEL);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/dishes/${dishId}/cook`);
    const cookMode = page.getByRole('dialog', { name: SCHNITZEL.dishName });
    await expect(cookMode.getByText('الخطوة 1 من 2')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Mirrored: Next sits on the left of Previous, and its arrow points left.
    const next = cookMode.getByRole('button', { name: 'التالي' });
    const previous = cookMode.getByRole('button', { name: 'السابق' });
    expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
    expect(await next.locator('span[aria-hidden="true"]').evaluate((arrow) => getComputedStyle(arrow).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );

    await page.keyboard.press('ArrowLeft');
    await expect(cookMode.getByText('الخطوة 2 من 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(cookMode.getByText('الخطوة 1 من 2')).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('cook-mode-ar-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('cook-mode-ar-1280.png') });
  });
});

test.describe('signed out', () => {
  test.use({ locale: 'sv-SE' });

  test("screens follow the browser's languages", async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});

test.describe('sign-up in German', () => {
  test.use({ locale: 'de-DE' });

  test('a German visitor signs up at 375 px: the form and its checks speak German, nothing overflows, axe passes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/register');
    const card = page.locator('section[aria-labelledby="auth-title"]');
    await expect(card.getByRole('heading', { name: 'Registrieren' })).toBeVisible();
    await card.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(card.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
    await card.getByLabel('Passwort', { exact: true }).fill('abc');
    await card.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(card.getByText('Muss mindestens 6 Zeichen lang sein')).toBeVisible();
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('sign-up-de-375.png'), fullPage: true });

    await card.getByLabel('Benutzername').fill('Käthe');
    await card.getByLabel('E-Mail').fill(`kaethe-${Date.now()}@example.com`);
    await card.getByLabel('Passwort', { exact: true }).fill('geheim123');
    await card.getByLabel('Passwort bestätigen').fill('geheim123');
    await card.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('sign-in in Arabic', () => {
  test.use({ locale: 'ar' });

  test('an Arabic visitor signs in right to left at 375 px and reads a wrong password in Arabic; axe passes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.locator('section[aria-labelledby="auth-title"]');
    await expect(card.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await card.getByLabel('البريد الإلكتروني').fill('nobody@example.com');
    await card.getByLabel('كلمة المرور').fill('not-the-password');
    await card.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(card.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('sign-in-ar-375.png'), fullPage: true });
  });
});

/** Every visible box of the main area that reaches past the screen's edge, and whether the page scrolls sideways. */
async function mainOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const boxes = Array.from(document.querySelectorAll('main *'))
      .filter((element) => element.checkVisibility())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.right > width + 1 || box.left < -1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`);
    return document.documentElement.scrollWidth > width ? [...boxes, `page: ${document.documentElement.scrollWidth}`] : boxes;
  });
}

test.describe('the shopping list in German', () => {
  test.use({ locale: 'de-DE' });

  test('at 375 px: aisles, amounts, "Erledigt" and the offline note in German; long words wrap; axe passes', async ({ page, context }) => {
    await signUpThroughApi(page);
    const [own] = (await (await page.request.get('/api/shopping-lists')).json()) as Array<{ id: number }>;
    for (const text of ['2 cups milk', '6 eggs', '1 Rinderkraftbrühekonzentratflasche', 'paper towels'])
      await page.request.post(`/api/shopping-lists/${own!.id}/items`, { data: { text } });
    await page.request.post(`/api/shopping-lists/${own!.id}/items`, { data: { dish_id: await createDish(page, SCHNITZEL) } });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/shopping');
    await expect(page.getByRole('heading', { name: 'Einkaufsliste', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Milchprodukte & Eier' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^2 Tassen milk/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^0,75 kg potatoes für Wiener Schnitzel mit Kartoffelsalat/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /^6 eggs/ }).click();
    const got = page.getByRole('region', { name: 'Erledigt' });
    await expect(got.getByRole('checkbox', { name: /^6 eggs/ })).toBeChecked();
    await expect(got.getByRole('button', { name: 'Abgehakte entfernen' })).toBeVisible();
    expect(await mainOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('shopping-list-de-375.png'), fullPage: true });

    await context.setOffline(true);
    await page.getByRole('checkbox', { name: /^2 Tassen milk/ }).click();
    const offline = page.getByRole('status').filter({ hasText: 'Du bist offline.' });
    await expect(offline).toContainText('1 Änderung wartet');
    expect(await mainOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('shopping-list-de-offline-375.png'), fullPage: true });
    await context.setOffline(false);
    await expect(offline).toBeHidden();

    await page.getByRole('button', { name: 'milk bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Artikel bearbeiten' });
    await expect(dialog.getByLabel('Regal')).toHaveValue('Dairy & Eggs');
    await expect(dialog.getByLabel('Einheit').locator('option:checked')).toHaveText('Tasse');
    expect(await mainOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('shopping-list-de-edit-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: shot('shopping-list-de-1280.png'), fullPage: true });
  });
});

test.describe('hearths in Arabic', () => {
  test('the hearths screen reads right to left at 375 px: cards in Arabic with the role and dates, nothing overflows, axe passes', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    const chosen = await page.request.post('/api/auth/update-user', { data: { language: 'ar' }, headers: { origin: BASE_URL } });
    expect(chosen.ok()).toBe(true);
    await page.request.post('/api/hearths', { data: { name: 'عشاء الجمعة', startDate: '2026-11-23', endDate: '2026-11-29' } });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/hearths');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'البيوت', level: 1 })).toBeVisible();
    const card = main.getByRole('link', { name: /عشاء الجمعة/ });
    await expect(card).toContainText('الدور: مالك');
    await expect(card).toContainText('2026');
    await expect(main.getByRole('link', { name: 'أنشئ بيتًا جديدًا' })).toBeVisible();
    // Mirrored: the heading's words start at the right edge and stop short of the left.
    const [textLeft, textRight, mainLeft, mainRight] = await main.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const text = range.getBoundingClientRect();
      const area = heading.closest('main')!.getBoundingClientRect();
      return [text.left, text.right, area.left, area.right];
    });
    expect(mainRight - textRight).toBeLessThan(textLeft - mainLeft);
    expect(await mainOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('hearths-ar-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('hearths-ar-1280.png'), fullPage: true });
  });
});

test.describe('the dish form in German', () => {
  test.use({ locale: 'de-DE' });

  test('at 375 px its labels, checks and long words wrap, nothing overflows, axe passes', async ({ page }) => {
    await signUpThroughApi(page);
    const dishId = await createDish(page, {
      ...SCHNITZEL,
      ingredients: [...SCHNITZEL.ingredients, { item: 'Donaudampfschifffahrtsgesellschaftskartoffeln', quantity: 1, unit: 'kg' }],
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dishes/new');
    const form = page.locator('form[aria-labelledby="dish-form-title"]');
    await expect(form.getByRole('heading', { name: 'Neues Gericht hinzufügen' })).toBeVisible();
    await form.getByRole('button', { name: 'Gericht speichern' }).click();
    await expect(form.getByText('Bitte korrigiere die unten markierten Felder.')).toBeVisible();
    await form.getByRole('button', { name: 'Zutat hinzufügen' }).click();
    await expect(form.getByText('Gib den Namen der Zutat ein.')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Einheit' })).toContainText('nach Geschmack');
    expect(await pageOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('dish-form-de-375.png'), fullPage: true });

    await page.goto(`/dishes/${dishId}/edit`);
    await expect(form.getByRole('heading', { name: 'Gericht bearbeiten' })).toBeVisible();
    await expect(form.getByText('Donaudampfschifffahrtsgesellschaftskartoffeln')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Schritt 1 entfernen' })).toBeVisible();
    expect(await pageOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('dish-form-edit-de-375.png'), fullPage: true });
  });
});

/**
 * The facts of the meal rows (cook time, difficulty, who planned it, "Repeats") that are not
 * on screen: outside their row's lines of facts, squeezed to nothing, or (the cook time and
 * "Repeats") cut short. The others may be cut with an ellipsis if some of them shows.
 */
async function hiddenFacts(page: Page, mayBeCut: string[]): Promise<string[]> {
  return page.evaluate(
    (cuttable) =>
      // A row's second paragraph holds its facts (the first, its type and dish), in lines.
      Array.from(document.querySelectorAll('main li p:nth-of-type(2)')).flatMap((facts) => {
        const box = facts.getBoundingClientRect();
        return Array.from(facts.querySelectorAll(':scope > span > span'))
          .filter((fact) => {
            const own = fact.getBoundingClientRect();
            const outside = own.bottom > box.bottom + 1 || own.top < box.top - 1 || own.left < box.left - 1 || own.right > box.right + 1;
            const cut = fact.scrollWidth > fact.clientWidth + 1;
            return outside || own.width < 24 || (cut && !cuttable.some((text) => fact.textContent?.startsWith(text)));
          })
          .map((fact) => fact.textContent ?? '');
      }),
    mayBeCut,
  );
}

for (const { language, locale, mayBeCut } of [
  { language: 'ar', locale: 'ar', mayBeCut: ['متوسط', 'خطّط لها'] },
  { language: 'de', locale: 'de-DE', mayBeCut: ['Mittel', 'Geplant von'] },
] as const) {
  test.describe(`the timeline's meal rows in ${language}`, () => {
    test.use({ locale });

    test(`at 375 px every fact of a shared, repeating meal shows in full (${language})`, async ({ page, browser }) => {
      await signUpThroughApi(page);
      const other = await browser.newPage({ baseURL: BASE_URL, locale });
      await signUpThroughApi(other);
      const today = localDayFromToday(0);
      const hearthId = await hearthWithMember(page, other, { name: 'Familie', startDate: today, endDate: localDayFromToday(30) });
      const dishId = await createDish(other, { ...SCHNITZEL, cookTime: 145, difficulty: 'Medium' });
      const planned = await other.request.post('/api/meals', {
        data: {
          date: today,
          meal_type: 'Dinner',
          dish_id: dishId,
          hearth_id: hearthId,
          repeat: { every_weeks: 1, until: localDayFromToday(21) },
        },
      });
      expect(planned.status()).toBe(201);
      await other.close();
      const saved = await page.request.post('/api/auth/update-user', { data: { language }, headers: { origin: BASE_URL } });
      expect(saved.ok()).toBe(true);

      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/dashboard');
      const row = page.getByRole('main').locator('li').filter({ hasText: SCHNITZEL.dishName }).first();
      await expect(row).toBeVisible();
      await expect(row.locator('p').nth(1).locator(':scope > span > span')).toHaveCount(4);
      await page.screenshot({ path: shot(`timeline-${language}-375.png`) });
      expect(await hiddenFacts(page, [...mayBeCut])).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: shot(`timeline-${language}-1280.png`) });
      expect(await hiddenFacts(page, [...mayBeCut])).toEqual([]);
    });
  });
}
