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
 * - a lib/ folder with its own `locales/` (lib/errors): apps/web/src/lib/<folder>/locales/
 * - app/routes, the screens loaded with their route: apps/web/src/app/routes/locales/
 * - the server's mails and calendar feeds: apps/server/locales/
 *
 * `npm run i18n:extract` writes every id the code uses into its catalog; `npm test` fails when a
 * catalog is not what extraction would write, or a translation is missing (tools/i18n/).
 */

/** Tests render messages; they never own one. */
const exclude = ['<rootDir>/**/*.test.{ts,tsx}'];

/**
 * Folders under `parent`, at any depth, that own a catalog (a `locales/` folder inside), as
 * repository paths: a screen that not every visit shows (features/auth/sign-up) keeps its words
 * apart from its feature's, so they load with it.
 */
function catalogFolders(parent: string): string[] {
  const dir = fileURLToPath(new URL(parent, import.meta.url));
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'locales')
    .flatMap((entry) => {
      const folder = `${parent}/${entry.name}`;
      const own = existsSync(`${dir}/${entry.name}/locales`) ? [folder] : [];
      return [...own, ...catalogFolders(folder)];
    });
}

/** The catalog folders inside `folder`: their files belong to their own catalogs, not to `folder`'s. */
function nestedIn(folder: string): string[] {
  return folderCatalogs.filter((other) => other.startsWith(`${folder}/`)).map((other) => `<rootDir>/${other}/**`);
}

/**
 * Each feature's catalog, lib/'s own ones (lib/errors: the texts of the API's error codes) and
 * app/'s (app/routes: the screens' words, loaded with their route).
 */
const folderCatalogs = [
  ...catalogFolders('apps/web/src/features'),
  ...catalogFolders('apps/web/src/lib'),
  ...catalogFolders('apps/web/src/app'),
];

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  // A missing translation fails `npm test`; the build never fills one in from English.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/apps/web/src/locales/{locale}',
      include: ['<rootDir>/apps/web/src/app', '<rootDir>/apps/web/src/components', '<rootDir>/apps/web/src/lib'],
      exclude: [...exclude, ...folderCatalogs.map((folder) => `<rootDir>/${folder}/**`)],
    },
    ...folderCatalogs.map((folder) => ({
      path: `<rootDir>/${folder}/locales/{locale}`,
      include: [`<rootDir>/${folder}`],
      exclude: [...exclude, ...nestedIn(folder)],
    })),
    { path: '<rootDir>/apps/server/locales/{locale}', include: ['<rootDir>/apps/server/src'], exclude },
  ],
  // Ids are always written out ("cookMode.exit"), never generated from English text; origins name
  // the file that renders a message, without line numbers that would churn with every edit.
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
  orderBy: 'messageId',
});
