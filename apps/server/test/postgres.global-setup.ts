import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Starts one real PostgreSQL for the whole run on a loopback port; each test app then
 * creates its own database in it (see test/test-database.ts).
 */
export default async function setup(project: TestProject) {
  const postgres = await startEmbeddedPostgres({ durable: false });
  project.provide('postgresUrl', postgres.adminUrl);
  return () => postgres.stop();
}
