import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Attempt counters, not stored data: a refused request still counts against its limit,
 * which is the point of a limit.
 */
const COUNTER_TABLES = new Set(['rate_limits']);

/** Every table of the database, ours and the auth library's, found once by introspection. */
export async function allTables(app: FastifyInstance): Promise<string[]> {
  const tables = await app.db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !COUNTER_TABLES.has(name))
    .sort();
}

/**
 * A hash of every row of every table: equal before and after a request means the request
 * changed nothing. Cheap on the small databases tests use.
 */
export async function databaseFingerprint(app: FastifyInstance, tables: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = await app.db
      .selectFrom(table as 'dishes')
      .selectAll()
      .execute();
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    hash.update(`${table}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}
