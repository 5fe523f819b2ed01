import type { Kysely } from 'kysely';
import { userReference, withIdColumn } from '../dialect.js';

/**
 * A cook's favourite dishes: their own or one they read through a hearth, once each. They go
 * with the dish and with the cook. The id only ever grows (never reused), so a cook's count of
 * favourites and newest id change with every heart given or taken back: the fingerprint that
 * keeps each server's copy of their dish lists current.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('dish_favourites'))
    .addColumn('user_id', 'text', userReference)
    .addColumn('dish_id', 'integer', (col) => col.notNull().references('dishes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('dish_favourites_user_dish_idx').unique().on('dish_favourites').columns(['user_id', 'dish_id']).execute();
  await db.schema.createIndex('dish_favourites_dish_idx').on('dish_favourites').column('dish_id').execute();
}
