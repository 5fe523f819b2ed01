import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/chromium';
import {
  APP_PORT,
  BASE_URL,
  INSTACART_API_KEY,
  INSTACART_PORT,
  INSTACART_STUB_URL,
  OIDC_PORT,
  OIDC_PROVIDER_NAME,
  OIDC_URL,
  OPERATOR_PORT,
  OPERATOR_URL,
  RECIPE_SITE_PORT,
  RECIPE_SITE_URL,
  e2eDatabaseUrl,
} from './e2e/support/servers';
import { OIDC_ADMIN_GROUP, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from './apps/server/test/oidc-client';

// The config is evaluated in every worker; the run id set here first is inherited by them.
process.env.HEARTH_E2E_RUN ??= String(Date.now());
const DATABASE_URL = e2eDatabaseUrl();

/**
 * Journeys whose every request the API suites already run on both databases, and whose risk
 * lives in the browser (cook mode, the dish page's scaling and units, axe's checks, the
 * navigation shell, the photo screen, the dish form, empty screens, screens opened offline,
 * scrolling the timeline's window, the screens in other languages and the test language's walk). They run once, on SQLite: a second run on PostgreSQL would
 * add minutes to every CI run and catch nothing new. Journeys with several cooks, live
 * changes, imports, search, invitations and settings run on both.
 */
const BROWSER_ONLY_JOURNEYS = [
  'accessibility.spec.ts',
  'cook-mode.spec.ts',
  'cooking.spec.ts',
  'cooking-log.spec.ts',
  'dish-editing.spec.ts',
  'dishes.spec.ts',
  'favourites.spec.ts',
  'first-hour.spec.ts',
  'gallery.spec.ts',
  'languages.spec.ts',
  'library-sort.spec.ts',
  'navigation.spec.ts',
  'offline.spec.ts',
  'pantry.spec.ts',
  'photos.spec.ts',
  'plan-week.spec.ts',
  'pseudo-locale.spec.ts',
  'share-links.spec.ts',
  'timeline-window.spec.ts',
];
const onPostgres = process.env.E2E_DATABASE_URL?.startsWith('postgres') ?? false;
/** The operator server's own database: its first account is its admin, and its sign-up policy changes. */
const OPERATOR_DATABASE_URL =
  process.env.E2E_OPERATOR_DATABASE_URL ?? `file:${join(tmpdir(), `hearth-e2e-operator-${process.env.HEARTH_E2E_RUN}.db`)}`;

export default defineConfig({
  testDir: 'e2e',
  testIgnore: onPostgres ? BROWSER_ONLY_JOURNEYS : [],
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A guard against a hung journey, not a speed check: the axe journeys visit several screens
  // in one test, and on a busy two-core CI machine one has needed over 60 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/start-instacart-stub.ts',
      url: `${INSTACART_STUB_URL}/store/shopping_lists/ready`,
      reuseExistingServer: false,
      env: { PORT: String(INSTACART_PORT), INSTACART_API_KEY },
    },
    {
      command: 'node --import tsx e2e/support/start-recipe-site.ts',
      url: `${RECIPE_SITE_URL}/ready`,
      reuseExistingServer: false,
      env: { PORT: String(RECIPE_SITE_PORT) },
    },
    {
      command: 'node apps/server/dist/main.js',
      // Its warnings and errors (LOG_LEVEL=warn) show beside a failing journey.
      stdout: 'pipe',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(APP_PORT),
        PUBLIC_URL: BASE_URL,
        DATABASE_URL,
        LOG_LEVEL: 'warn',
        INSTACART_API_KEY,
        INSTACART_BASE_URL: INSTACART_STUB_URL,
        INSTACART_RETRY_BASE_MS: '10',
        // Every journey signs its people up from 127.0.0.1.
        SIGN_UP_LIMIT_PER_HOUR: '100000',
        // The loopback recipe site the import journeys read pages from, and the app itself: a
        // dish's public page is read back through the URL import (share-links.spec.ts).
        URL_IMPORT_ALLOWED_HOSTS: `${new URL(RECIPE_SITE_URL).host},${new URL(BASE_URL).host}`,
        BACKUP_EVERY_HOURS: '0',
        BACKUP_DIR: join(tmpdir(), `hearth-e2e-backups-${process.env.HEARTH_E2E_RUN}`),
      },
    },
    {
      command: 'node --import tsx e2e/support/start-oidc-provider.ts',
      url: `${OIDC_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { PORT: String(OIDC_PORT), REDIRECT_URI: `${OPERATOR_URL}/api/auth/callback/oidc` },
    },
    {
      command: 'node apps/server/dist/main.js',
      stdout: 'pipe',
      url: `${OPERATOR_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(OPERATOR_PORT),
        PUBLIC_URL: OPERATOR_URL,
        DATABASE_URL: OPERATOR_DATABASE_URL,
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: '1',
        SIGN_UP_LIMIT_PER_HOUR: '100000',
        OIDC_ISSUER_URL: OIDC_URL,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
        OIDC_PROVIDER_NAME,
        OIDC_ADMIN_GROUP,
        BACKUP_EVERY_HOURS: '0',
        BACKUP_DIR: join(tmpdir(), `hearth-e2e-operator-backups-${process.env.HEARTH_E2E_RUN}`),
      },
    },
  ],
});
