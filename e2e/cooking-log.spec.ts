import { expect, test, type Browser } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createDish, hearthWithMember } from './support/api';
import { newUser, signUpThroughApi } from './support/users';

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

const FAMILY = { name: 'Family', startDate: '2026-11-23', endDate: '2026-12-31' };
/** A 1x1 PNG: the server re-encodes whatever picture it gets. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function cook(browser: Browser, prefix: string) {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const user = await signUpThroughApi(page, newUser(prefix));
  return { page, user };
}

test('a hearth member logs a cooking with stars, a note and a photo; the owner reads it on the shared dish', async ({ browser }) => {
  const owner = await cook(browser, 'owner');
  const member = await cook(browser, 'member');
  const hearthId = await hearthWithMember(owner.page, member.page, FAMILY);
  const dishId = await createDish(owner.page, {
    dishName: 'Family Lasagna',
    ingredients: [{ item: 'lasagna sheets', quantity: 12, unit: 'piece' }],
  });
  expect((await owner.page.request.put(`/api/dishes/${dishId}/hearths/${hearthId}`)).ok()).toBe(true);

  // The member records it with one tap, then adds the details.
  const page = member.page;
  await page.goto(`/dishes/${dishId}`);
  await page.getByRole('button', { name: 'Mark as cooked' }).click();
  await expect(page.getByText('Marked as cooked today.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a rating or note' }).click();
  const details = page.getByRole('dialog', { name: 'How did it go?' });
  await details.getByRole('radio', { name: '5 stars' }).check();
  await details.getByLabel('Note').fill('The kids loved it');
  await details.getByLabel('Photo').setInputFiles({ name: 'lasagna.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(details.getByRole('img', { name: 'Your photo of this cooking' })).toHaveAttribute('src', /^\/api\/images\/[\w-]+$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('details-375.png') });
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();

  const log = page.getByRole('region', { name: 'Cooking log' });
  await expect(log.getByText(/^You cooked this on /)).toBeVisible();
  await expect(log.getByText('5 stars')).toBeVisible();
  await expect(log.getByText('5 average from 1 rating')).toBeVisible();

  // The owner, in the same hearth, sees the member's entry on the shared dish, and cannot change it.
  await owner.page.goto(`/dishes/${dishId}`);
  const ownersLog = owner.page.getByRole('region', { name: 'Cooking log' });
  await expect(ownersLog.getByText(new RegExp(`^${member.user.username} cooked this on `))).toBeVisible();
  await expect(ownersLog.getByText('The kids loved it')).toBeVisible();
  await expect(ownersLog.getByRole('img', { name: /^Photo of the cooking on / })).toBeVisible();
  await expect(ownersLog.getByRole('button', { name: /^Edit the cooking/ })).toHaveCount(0);
  expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(owner.page)).toEqual([]);
  await owner.page.screenshot({ path: test.info().outputPath('owner-log-375.png'), fullPage: true });
  await owner.page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(owner.page)).toEqual([]);
  await owner.page.screenshot({ path: test.info().outputPath('owner-log-1280.png'), fullPage: true });

  // Its writer changes the stars, then deletes the entry.
  await log.getByRole('button', { name: /^Edit the cooking/ }).click();
  await page.getByRole('dialog', { name: 'How did it go?' }).getByRole('radio', { name: '3 stars' }).check();
  await page.getByRole('dialog', { name: 'How did it go?' }).getByRole('button', { name: 'Save' }).click();
  await expect(log.getByText('3 stars')).toBeVisible();
  await log.getByRole('button', { name: /^Delete the cooking/ }).click();
  await expect(page.getByRole('region', { name: 'Cooking log' })).toHaveCount(0);
});
