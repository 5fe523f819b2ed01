import type { Kysely } from 'kysely';
import { floatColumnType, userReference, withIdColumn } from '../dialect.js';

/**
 * The shopping list that lives in the store (docs/product.md#shopping-list): one list per cook and one per hearth,
 * made when first asked for. Items carry a version and the versions at which their check
 * mark and their details last changed, so a change made offline on an old version can be
 * merged field by field (modules/shopping-lists/item-changes.ts). A cook's aisle corrections
 * and pantry staples are remembered per cook; idempotency keys let a replayed change count once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('shopping_lists'))
    .addColumn('owner_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('hearth_id', 'integer', (col) => col.references('hearths.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // One list each: a second cook's request for the same list finds the first one's row.
  await db.schema.createIndex('shopping_lists_owner_idx').unique().on('shopping_lists').column('owner_id').execute();
  await db.schema.createIndex('shopping_lists_hearth_idx').unique().on('shopping_lists').column('hearth_id').execute();

  await withIdColumn(db, db.schema.createTable('shopping_list_items'))
    .addColumn('list_id', 'integer', (col) => col.notNull().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('food_key', 'text', (col) => col.notNull())
    .addColumn('quantity', floatColumnType(db), (col) => col.notNull())
    .addColumn('unit', 'text', (col) => col.notNull())
    .addColumn('aisle', 'text', (col) => col.notNull())
    .addColumn('checked', 'integer', (col) => col.notNull())
    .addColumn('sources', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('checked_version', 'integer', (col) => col.notNull())
    .addColumn('details_version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('shopping_list_items_list_idx').on('shopping_list_items').columns(['list_id', 'checked']).execute();

  await db.schema
    .createTable('food_aisles')
    .addColumn('user_id', 'text', userReference)
    .addColumn('food_key', 'text', (col) => col.notNull())
    .addColumn('aisle', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('food_aisles_pk', ['user_id', 'food_key'])
    .execute();

  await db.schema
    .createTable('pantry_staples')
    .addColumn('user_id', 'text', (col) => userReference(col).primaryKey())
    .addColumn('staples', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('shopping_list_requests')
    .addColumn('list_id', 'integer', (col) => col.notNull().references('shopping_lists.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('shopping_list_requests_pk', ['list_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('shopping_list_requests_created_idx').on('shopping_list_requests').column('created_at').execute();
}
