import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * bulletproof-react's boundaries, held by rule (docs/decisions/0016-access-module-and-boundaries.md):
 * a feature never imports another feature (route modules in app/ compose them), and nothing
 * below app/ imports from it; UI pieces know no feature.
 */
const webZones = [
  ...FEATURES.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in a route module under app/.',
  })),
  {
    target: [`./${WEB}/features`, `./${WEB}/lib`, `./${WEB}/components`],
    from: `./${WEB}/app`,
    message: 'Only app/ composes screens; nothing below it imports from it.',
  },
  {
    target: [`./${WEB}/components`, `./${WEB}/lib`],
    from: `./${WEB}/features`,
    message: 'Shared UI and lib code know no feature.',
  },
];

const SERVER = 'apps/server/src';
const subfolders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const SERVER_MODULES = subfolders(`${SERVER}/modules`);
/**
 * The server's folders that use modules only through their public faces. Not app.ts, main.ts,
 * workers.ts and scripts/, which compose the modules, nor access/ and commands/, the two layers
 * made to read across modules' tables (who may do what; one change across several tables).
 */
const SERVER_LAYERS = subfolders(SERVER).filter((name) => !['modules', 'scripts', 'access', 'commands'].includes(name));

/**
 * The server's module boundaries (docs/architecture.md): a module's public face is its
 * `index.ts`; every other module and layer (auth/, parsing/, plugins/...) imports it only
 * through that file. Tests may set up through any module's insides.
 */
const serverZones = SERVER_MODULES.map((module) => ({
  target: [
    ...SERVER_MODULES.filter((other) => other !== module).map((other) => `./${SERVER}/modules/${other}`),
    ...SERVER_LAYERS.map((layer) => `./${SERVER}/${layer}`),
  ],
  from: `./${SERVER}/modules/${module}`,
  except: ['./index.ts'],
  message: `Use the ${module} module through its index.ts (its public face); only app.ts and scripts/ reach its routes.`,
}));

export default tseslint.config(
  { ignores: ['**/dist/', '**/dist-ssr/', '**/node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps the module's side effects (zod, for one) in the bundle.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
    },
  },
  {
    files: [`${SERVER}/**/*.test.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // Migrations and dialect helpers work on any schema, which is how Kysely types them.
    files: ['apps/server/src/db/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Prettier owns layout (`npm run format`); no lint rule may argue with it.
  eslintConfigPrettier,
);
