import type { Kysely } from 'kysely';
import { userReference, withIdColumn } from '../dialect.js';

/**
 * "Mark as cooked" on a dish with no meal picked: the cooking is recorded on the dish, once a
 * day per cook, and no meal is made up for it. A dish's history counts these beside its meals
 * marked cooked or eaten; they go with the dish and with the cook's account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('dish_cookings'))
    .addColumn('dish_id', 'integer', (col) => col.notNull().references('dishes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', userReference)
    .addColumn('cooked_on', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('dish_cookings_dish_user_day_idx')
    .unique()
    .on('dish_cookings')
    .columns(['dish_id', 'user_id', 'cooked_on'])
    .execute();
}
