import type { Kysely } from 'kysely';

/** Key/value settings the server keeps for itself, such as the generated auth secret. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}
