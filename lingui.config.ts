import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LOCALE, LOCALES } from './packages/shared/src/locales';

/**
 * Where the messages live (docs/translating.md): one catalog per folder that owns its words, a
 * PO file per language in that folder's `locales/`, so engineers translating different features
 * never edit the same file.
 *
 * - the web app's shell (app/, components/, lib/): apps/web/src/locales/
 * - each feature that has a `locales/` folder: apps/web/src/features/<feature>/locales/
 * - the server's mails and calendar feeds: apps/server/locales/
 *
 * `npm run i18n:extract` writes every id the code uses into its catalog; `npm test` fails when a
 * catalog is not what extraction would write, or a translation is missing (tools/i18n/).
 */
const FEATURES = 'apps/web/src/features';
/** The tools read this file from other folders (Vite from apps/web). */
const featuresDir = fileURLToPath(new URL(FEATURES, import.meta.url));

/** Tests render messages; they never own one. */
const exclude = ['<rootDir>/**/*.test.{ts,tsx}'];

const featureCatalogs = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${featuresDir}/${entry.name}/locales`))
  .map((entry) => ({
    path: `<rootDir>/${FEATURES}/${entry.name}/locales/{locale}`,
    include: [`<rootDir>/${FEATURES}/${entry.name}`],
    exclude,
  }));

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  // A missing translation fails `npm test`; the build never fills one in from English.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/apps/web/src/locales/{locale}',
      include: ['<rootDir>/apps/web/src/app', '<rootDir>/apps/web/src/components', '<rootDir>/apps/web/src/lib'],
      exclude,
    },
    ...featureCatalogs,
    { path: '<rootDir>/apps/server/locales/{locale}', include: ['<rootDir>/apps/server/src'], exclude },
  ],
  // Ids are always written out ("cookMode.exit"), never generated from English text; origins name
  // the file that renders a message, without line numbers that would churn with every edit.
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  orderBy: 'messageId',
});
