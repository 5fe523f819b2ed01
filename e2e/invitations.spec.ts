import { expect, type Page, test } from '@playwright/test';
import { newUser, signUpThroughApi } from './support/users';

test.use({ viewport: { width: 375, height: 740 } });

/** A hearth of a new owner's and an invitation link to it, as the owner would send it. */
async function invitation(owner: Page, hearthName: string): Promise<{ path: string; ownerName: string }> {
  const ownerUser = await signUpThroughApi(owner, newUser('owner'));
  const created = await owner.request.post('/api/hearths', { data: { name: hearthName, startDate: '2026-11-23', endDate: '2026-11-29' } });
  const { hearth_id: hearthId } = (await created.json()) as { hearth_id: number };
  const invite = await owner.request.post(`/api/hearths/${hearthId}/invites`, { data: { role: 'member' } });
  const { url } = (await invite.json()) as { url: string };
  return { path: new URL(url).pathname, ownerName: ownerUser.username };
}

test('an invitation opened signed out says who invites you where, and survives creating an account', async ({ browser }) => {
  const owner = await (await browser.newContext()).newPage();
  const { path, ownerName } = await invitation(owner, 'Sunday Suppers');

  const guest = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await guest.goto(path);
  await expect(guest.getByRole('heading', { name: 'Join Sunday Suppers', level: 1 })).toBeVisible();
  await expect(guest.getByText(`${ownerName} invited you to join Sunday Suppers.`)).toBeVisible();
  await expect(guest.getByText('You will plan meals together as a member.')).toBeVisible();
  // A signed-out page offers no app menu.
  await expect(guest.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

  await guest.getByRole('link', { name: 'Create an account' }).click();
  await expect(guest.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  const user = newUser('guest');
  await guest.getByLabel('Username').fill(user.username);
  await guest.getByLabel('Email').fill(user.email);
  await guest.getByLabel('Password', { exact: true }).fill(user.password);
  await guest.getByLabel('Confirm Password').fill(user.password);
  await guest.getByRole('button', { name: 'Sign Up' }).click();

  // Back on the invitation, now as the join card, and on into the hearth.
  await expect(guest).toHaveURL(new RegExp(`${path}$`));
  await guest.getByRole('button', { name: 'Join Hearth' }).click();
  await expect(guest).toHaveURL(/\/dashboard\/\d+$/);
  await expect(guest.getByRole('heading', { name: 'Sunday Suppers', level: 1 })).toBeVisible();
});

test('an invitation survives signing in too, even by way of the sign-up page', async ({ browser }) => {
  const owner = await (await browser.newContext()).newPage();
  const { path } = await invitation(owner, 'The Larder');

  const cookContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const setup = await cookContext.newPage();
  const cook = await signUpThroughApi(setup, newUser('cook'));
  await cookContext.clearCookies();

  const page = await cookContext.newPage();
  await page.goto(path);
  await page.getByRole('link', { name: 'Create an account' }).click();
  // Changed their mind: they already have an account. The sign-up form has an Email field too:
  // fill in the sign-in form only once it has replaced it.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(cook.email);
  await page.getByLabel('Password').fill(cook.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.getByRole('button', { name: 'Join Hearth' }).click();
  await expect(page.getByRole('heading', { name: 'The Larder', level: 1 })).toBeVisible();
});
