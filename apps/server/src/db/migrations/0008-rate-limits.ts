import type { Kysely } from 'kysely';

/**
 * Counters of rate-limiter-flexible's SQLite and PostgreSQL stores, shared by every app process
 * on the database (db/rate-limiter.ts). The columns are the ones that library reads and writes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}
