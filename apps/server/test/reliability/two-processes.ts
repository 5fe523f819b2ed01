import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type RunningPostgres, startEmbeddedPostgres } from '../embedded-postgres.js';
import { type ServerProcess, startServerProcess } from '../server-process.js';

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * Two built server processes on one database of `kind` (a SQLite file, or a database `name`
 * in a fresh PostgreSQL), started before the suite's tests and stopped after them with their
 * data. Filled in by beforeAll, so read `a` and `b` inside tests.
 */
export function twoProcessesForSuite(
  kind: DatabaseKind,
  name: string,
  env: Record<string, string> = {},
): { a: ServerProcess; b: ServerProcess } {
  const dir = mkdtempSync(join(tmpdir(), `${name}-${kind}-`));
  let postgres: RunningPostgres | undefined;
  const servers = {} as { a: ServerProcess; b: ServerProcess };

  beforeAll(async () => {
    let databaseUrl = `file:${join(dir, 'hearth.db')}`;
    if (kind === 'postgres') {
      postgres = await startEmbeddedPostgres({ durable: false });
      databaseUrl = await postgres.createDatabase(name);
    }
    // One after the other: the first creates the tables, as an operator's first start would.
    servers.a = await startServerProcess({ databaseUrl, env });
    servers.b = await startServerProcess({ databaseUrl, env });
  });

  afterAll(async () => {
    await Promise.all([servers.a?.kill('SIGTERM'), servers.b?.kill('SIGTERM')]);
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  return servers;
}
