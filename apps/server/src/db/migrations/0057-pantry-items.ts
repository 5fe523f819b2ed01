import type { Kysely } from 'kysely';
import { floatColumnType, withIdColumn } from '../dialect.js';

/**
 * The pantry: what is in the kitchen, a cook's own (owner_id) or a hearth's (hearth_id), the
 * way shopping lists are kept. An item goes with its cook or its hearth. `always` marks what the
 * kitchen never runs out of; `use_by` is a calendar date (YYYY-MM-DD) or null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('pantry_items'))
    .addColumn('owner_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('hearth_id', 'integer', (col) => col.references('hearths.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('amount', floatColumnType(db))
    .addColumn('unit', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('use_by', 'text')
    .addColumn('place', 'text')
    .addColumn('always', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('pantry_items_owner_idx').on('pantry_items').column('owner_id').execute();
  await db.schema.createIndex('pantry_items_hearth_idx').on('pantry_items').column('hearth_id').execute();
}
