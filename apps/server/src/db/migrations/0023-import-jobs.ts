import type { Kysely } from 'kysely';
import { userReference, withIdColumn } from '../dialect.js';

/**
 * Imports of peer apps' export files run as jobs (docs/decisions/0017-import-jobs.md). Their
 * state lives here, not in the process running them, so any app process can answer a job's
 * progress, and a job whose process died is recognised by its stale heartbeat.
 * Dishes get indexes for the duplicate checks: the same source address, or the same name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('import_jobs'))
    .addColumn('owner_id', 'text', userReference)
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failures', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('heartbeat_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('import_jobs_owner_idx').on('import_jobs').columns(['owner_id', 'status']).execute();
  await db.schema.createIndex('dishes_owner_source_idx').on('dishes').columns(['owner_id', 'source_url']).execute();
  await db.schema.createIndex('dishes_owner_name_idx').on('dishes').columns(['owner_id', 'dish_name']).execute();
}
