import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { OIDC_ADMIN_GROUP } from '../apps/server/test/oidc-client';
import { axeViolations } from './support/axe';
import { OIDC_PROVIDER_NAME, OIDC_URL, OPERATOR_URL } from './support/servers';
import { newUser, type E2eUser } from './support/users';

/**
 * The person who runs a server, on a server of its own (OPERATOR_URL) with single sign-on
 * through a loopback OpenID Connect provider. In order: its first account becomes the admin,
 * and later journeys use that admin.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: OPERATOR_URL });

const admin = newUser('admin');
/** `npm run test:e2e:postgres` gives the operator server a PostgreSQL database, backed up with pg_dump. */
const ON_POSTGRES = process.env.E2E_OPERATOR_DATABASE_URL?.startsWith('postgres') ?? false;
const contexts: BrowserContext[] = [];

test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A browser of its own (a second person, or the same one on another device). */
async function anotherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: OPERATOR_URL });
  contexts.push(context);
  return context.newPage();
}

async function signUpWithForm(page: Page, user: E2eUser) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

async function signIn(page: Page, user: E2eUser) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function chooseSignUp(page: Page, policy: 'Open' | 'By invitation' | 'Closed') {
  await page.goto('/admin');
  await page.getByRole('radio', { name: new RegExp(`^${policy}`) }).check();
  await expect(page.getByText('Saved. New sign-ups follow it at once.')).toBeVisible();
}

/** The provider's own sign-in page: who you are there, and your groups. */
async function signInAtProvider(page: Page, email: string, groups: string[] = []) {
  await expect(page).toHaveURL(new RegExp(`^${OIDC_URL}/interaction/`));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Groups').fill(groups.join(','));
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the first account becomes the admin, with the admin screen in its menu', async ({ page }) => {
  // Sign-up, the screen and an axe walk: more than the usual minute on a busy two-core machine.
  test.slow();
  await page.goto('/register');
  await signUpWithForm(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  const me = page.getByRole('listitem', { name: admin.username });
  await expect(me).toContainText(admin.email);
  await expect(me).toContainText('You');
  await expect(me).toContainText('0 dishes');
  if (ON_POSTGRES) await expect(page.getByText(/back it up with pg_dump/)).toBeVisible();
  else await expect(page.getByRole('link', { name: 'Download a full backup' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a second account is no admin and cannot open the admin screen', async ({ browser }) => {
  const page = await anotherBrowser(browser);
  await page.goto('/register');
  await signUpWithForm(page, newUser('cook'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toHaveText('Only an admin of this server can see this page.');
});

test('closing sign-up: the Register screen explains it; by invitation, an invitation link lets a newcomer in', async ({
  page,
  browser,
}) => {
  // Two browsers, three policy changes and a sign-up: over a minute on a busy two-core machine.
  test.slow();
  await signIn(page, admin);
  await chooseSignUp(page, 'Closed');

  const stranger = await anotherBrowser(browser);
  await stranger.goto('/register');
  await expect(stranger.getByText('Sign-up is closed')).toBeVisible();
  await expect(stranger.getByText('This server is not taking new accounts.')).toBeVisible();
  await expect(stranger.getByLabel('Password', { exact: true })).toHaveCount(0);

  await chooseSignUp(page, 'By invitation');
  await stranger.goto('/register');
  await expect(stranger.getByText('Invitation needed')).toBeVisible();

  await page.getByRole('button', { name: 'Create an invitation link' }).click();
  const link = await page.getByLabel('New invitation link').inputValue();
  expect(link).toMatch(new RegExp(`^${OPERATOR_URL}/register\\?invite=`));
  await stranger.goto(link);
  await expect(stranger.getByText('You are signing up with an invitation.')).toBeVisible();
  await signUpWithForm(stranger, newUser('invited'));
  await expect(stranger).toHaveURL(/\/dashboard$/);

  await chooseSignUp(page, 'Open');
});

test('disabling an account signs it out at once and keeps it out until it is re-enabled', async ({ page, browser }) => {
  const cook = newUser('disabled');
  const cooksPage = await anotherBrowser(browser);
  await cooksPage.goto('/register');
  await signUpWithForm(cooksPage, cook);
  await expect(cooksPage).toHaveURL(/\/dashboard$/);

  await signIn(page, admin);
  await page.goto('/admin');
  const row = page.getByRole('listitem', { name: cook.username });
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');

  // The cook's page finds itself signed out on its next request.
  await cooksPage.goto('/dishes');
  await expect(cooksPage).toHaveURL(/\/login\?from=\/dishes$/);
  await cooksPage.getByLabel('Email').fill(cook.email);
  await cooksPage.getByLabel('Password').fill(cook.password);
  await cooksPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(cooksPage.getByRole('alert')).toContainText('This account has been disabled. Ask the person who runs this server.');

  await row.getByRole('button', { name: 'Re-enable' }).click();
  await expect(row).not.toContainText('Disabled');
  await cooksPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(cooksPage).toHaveURL(/\/dishes$/);
});

test.describe('single sign-on', () => {
  test('signs in through the provider, comes back signed in, and signs out', async ({ browser }) => {
    const page = await anotherBrowser(browser);
    const email = `${newUser('sso').email}`;
    await page.goto('/login?from=/profile');
    await page.getByRole('button', { name: `Sign in with ${OIDC_PROVIDER_NAME}` }).click();
    await signInAtProvider(page, email);
    await expect(page).toHaveURL(`${OPERATOR_URL}/profile`);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?from=\/profile$/);
  });

  test('makes an admin of a member of the admin group', async ({ browser }) => {
    const page = await anotherBrowser(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: `Sign in with ${OIDC_PROVIDER_NAME}` }).click();
    await signInAtProvider(page, newUser('sso-admin').email, ['cooks', OIDC_ADMIN_GROUP]);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  });

  /**
   * Runs a sign-in up to the provider's answer and hands the browser a changed one. The answer
   * reaches the app by redirects, which a route cannot catch, so the provider's last two steps
   * are taken here with the browser's cookies, and the browser is sent on with the change.
   */
  async function returnWith(page: Page, change: (callback: URL) => void) {
    await page.route(`${OIDC_URL}/interaction/**`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const submitted = await route.fetch({ maxRedirects: 0 });
      const resumed = await page.request.get(new URL(submitted.headers()['location']!, OIDC_URL).href, { maxRedirects: 0 });
      const callback = new URL(resumed.headers()['location']!);
      expect(callback.pathname).toBe('/api/auth/callback/oidc');
      change(callback);
      await route.fulfill({ status: 303, headers: { location: callback.href } });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: `Sign in with ${OIDC_PROVIDER_NAME}` }).click();
    await signInAtProvider(page, newUser('sso-tampered').email);
  }

  test('refuses an answer whose state was tampered with', async ({ browser }) => {
    const page = await anotherBrowser(browser);
    await returnWith(page, (callback) => callback.searchParams.set('state', `${callback.searchParams.get('state')}tampered`));
    await expect(page).toHaveURL(/\/login\?error=/);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?from=\/dashboard$/);
  });

  test('refuses an answer from another issuer', async ({ browser }) => {
    const page = await anotherBrowser(browser);
    await returnWith(page, (callback) => callback.searchParams.set('iss', 'https://impostor.example'));
    await expect(page.getByRole('alert')).toHaveText(
      'The sign-in came back from another provider than this server uses, so it was refused.',
    );
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?from=\/dashboard$/);
  });
});
