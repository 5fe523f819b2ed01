import { expect, test } from '@playwright/test';
import { newUser, signUpThroughApi } from './support/users';

test('two cooks share a hearth: invite, join, plan, see it tagged, and return to it from a dish', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const member = await memberContext.newPage();
  const ownerUser = await signUpThroughApi(owner, newUser('owner'));
  const memberUser = await signUpThroughApi(member, newUser('member'));

  // The owner creates a hearth from the profile.
  await owner.goto('/profile');
  await expect(owner.getByText("You don't have any hearths yet.")).toBeVisible();
  await owner.getByRole('link', { name: 'Create New Hearth' }).click();
  await expect(owner).toHaveURL(/\/meal-prep$/);
  await owner.getByLabel('Hearth Name').fill('Sunday Suppers');
  await owner.getByLabel('Start Date').fill('2026-11-23');
  await owner.getByLabel('End Date').fill('2026-11-29');
  await owner.getByRole('button', { name: 'Create Hearth' }).click();
  await expect(owner).toHaveURL(/\/dashboard\/\d+$/);
  const hearthId = owner.url().split('/').pop();
  await expect(owner.getByRole('heading', { name: 'Sunday Suppers', level: 1 })).toBeVisible();
  await expect(owner.getByText('Nov 23, 2026 – Nov 29, 2026')).toBeVisible();

  // ...and makes an invitation link.
  await owner.getByRole('button', { name: 'Invite', exact: true }).click();
  const link = await owner.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/join\/[\w-]+$/);

  // The member follows the link in their own browser and joins.
  await member.goto(new URL(link).pathname);
  await expect(member.getByRole('heading', { name: 'Sunday Suppers' })).toBeVisible();
  await member.getByRole('button', { name: 'Join Hearth' }).click();
  await expect(member).toHaveURL(new RegExp(`/dashboard/${hearthId}$`));

  // The member plans a meal with their own dish in the hearth.
  const dish = await (await member.request.post('/api/dishes', { data: { dishName: 'Mushroom Risotto', cookTime: 35 } })).json();
  await member.reload();
  await member.getByRole('button', { name: 'Plan a Meal' }).click();
  const dialog = member.getByRole('dialog', { name: 'Plan a Meal' });
  await dialog.getByLabel('Date').fill('2026-11-24');
  await dialog.getByLabel('Meal Type').selectOption('Dinner');
  await dialog.getByLabel('Dish').selectOption({ label: 'Mushroom Risotto' });
  await dialog.getByRole('button', { name: 'Plan Meal' }).click();
  await expect(dialog).toBeHidden();

  // The owner sees it on their own dashboard, tagged with who planned it...
  await owner.goto('/dashboard');
  const tuesday = owner.getByRole('region', { name: 'Tuesday, November 24, 2026' });
  await expect(tuesday).toContainText('Mushroom Risotto');
  await expect(tuesday).toContainText(`Planned by ${memberUser.username}`);

  // ...and in the hearth's timeline, with the member listed.
  await owner.goto(`/dashboard/${hearthId}`);
  await expect(owner.getByRole('region', { name: 'Tuesday, November 24, 2026' })).toContainText(`Planned by ${memberUser.username}`);
  await expect(owner.getByRole('region', { name: 'Members' })).toContainText(memberUser.username);
  await expect(owner.getByRole('region', { name: 'Members' })).toContainText(ownerUser.username);

  // The owner opens the member's dish without an origin: Back returns to the last hearth.
  await owner.goto(`/dishes/${dish.id}`);
  await expect(owner.getByRole('heading', { name: 'Mushroom Risotto' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await owner.getByRole('button', { name: 'Back' }).click();
  await expect(owner).toHaveURL(new RegExp(`/dashboard/${hearthId}$`));

  // The profile lists the hearth.
  await member.goto('/profile');
  const card = member.getByRole('link', { name: /Sunday Suppers/ });
  await expect(card).toContainText(`Hearth #${hearthId}`);
  await expect(card).toContainText('Role: member');
  await expect(card).toContainText('Nov 23, 2026 – Nov 29, 2026');

  await ownerContext.close();
  await memberContext.close();
});

test('a signed-out visitor with an invitation signs in first and comes back to it', async ({ browser }) => {
  const ownerPage = await (await browser.newContext()).newPage();
  await signUpThroughApi(ownerPage);
  const hearth = await (
    await ownerPage.request.post('/api/hearths', { data: { name: 'Cabin Trip', startDate: '2026-12-01', endDate: '2026-12-05' } })
  ).json();
  const invite = await (await ownerPage.request.post(`/api/hearths/${hearth.hearth_id}/invites`, { data: { role: 'viewer' } })).json();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const guestUser = await signUpThroughApi(guest);
  await guestContext.clearCookies();
  const path = new URL(invite.url).pathname;
  // The invitation shows who invites whom before anyone signs in, and offers the way in.
  await guest.goto(path);
  await guest.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(guest).toHaveURL(new RegExp(`/login\\?from=${encodeURIComponent(path)}$`));
  await guest.getByLabel('Email').fill(guestUser.email);
  await guest.getByLabel('Password').fill(guestUser.password);
  await guest.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(guest.getByRole('heading', { name: 'Cabin Trip' })).toBeVisible();
  await expect(guest.getByText('as a viewer')).toBeVisible();
  await guest.getByRole('button', { name: 'Join Hearth' }).click();
  await expect(guest.getByRole('heading', { name: 'Cabin Trip', level: 1 })).toBeVisible();
  // Viewers read the plan but cannot add to it.
  await expect(guest.getByRole('button', { name: 'Plan a Meal' })).toHaveCount(0);
  await guestContext.close();
});

test('an owner sees the open invitation links and revokes one: it stops working at once', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpThroughApi(owner);
  const hearth = await (
    await owner.request.post('/api/hearths', { data: { name: 'Porch Dinners', startDate: '2026-12-01', endDate: '2026-12-07' } })
  ).json();
  await owner.goto(`/dashboard/${hearth.hearth_id}`);

  const invite = owner.getByRole('region', { name: 'Invite' });
  await expect(invite.getByText('No invitation links are open.')).toBeVisible();
  await invite.getByLabel('Invite as').selectOption('viewer');
  await invite.getByRole('button', { name: 'Invite', exact: true }).click();
  const link = await invite.getByLabel('Invitation link').inputValue();
  const open = invite.getByRole('list', { name: 'Links still open' });
  await expect(open.getByRole('listitem')).toHaveCount(1);
  await expect(open).toContainText('Joins as viewer');

  await open.getByRole('button', { name: /Revoke the viewer link/ }).click();
  await expect(invite.getByText('No invitation links are open.')).toBeVisible();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await signUpThroughApi(guest);
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByText('This invitation link is not valid.')).toBeVisible();
  await ownerContext.close();
  await guestContext.close();
});
