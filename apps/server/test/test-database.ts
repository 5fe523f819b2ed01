import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createPostgresDatabase } from './postgres-admin.js';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** Which database this run of the API suites uses (set per vitest project). */
export const testDatabaseKind: TestDatabaseKind = process.env.HEARTH_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** A DATABASE_URL for an empty database of the kind under test. */
export async function freshDatabaseUrl(): Promise<string> {
  if (testDatabaseKind === 'sqlite') return 'file::memory:';
  return createPostgresDatabase(inject('postgresUrl'), `hearth_test_${randomBytes(6).toString('hex')}`);
}

/**
 * A DATABASE_URL that two app instances can open at once, as two processes would: a file for
 * SQLite (an in-memory database exists once per connection), a fresh database for PostgreSQL.
 */
export async function sharedDatabaseUrl(): Promise<string> {
  if (testDatabaseKind === 'sqlite') return `file:${join(mkdtempSync(join(tmpdir(), 'hearth-shared-')), 'hearth.db')}`;
  return freshDatabaseUrl();
}
