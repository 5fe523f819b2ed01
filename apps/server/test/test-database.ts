import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** Which database this run of the API suites uses (set per vitest project). */
export const testDatabaseKind: TestDatabaseKind =
  process.env.HEARTH_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** A DATABASE_URL for an empty database of the kind under test. */
export async function freshDatabaseUrl(): Promise<string> {
  if (testDatabaseKind === 'sqlite') return 'file::memory:';
  const adminUrl = inject('postgresUrl');
  const name = `hearth_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
