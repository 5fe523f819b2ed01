import type { Kysely } from 'kysely';
import { userReference, withIdColumn } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('meals'))
    .addColumn('creator_id', 'text', userReference)
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('meal_type', 'text', (col) => col.notNull())
    .addColumn('meal_status', 'text', (col) => col.notNull())
    // A deleted dish leaves its meals in place; the name moves to dish_text_fallback first.
    .addColumn('dish_id', 'integer', (col) => col.references('dishes.id').onDelete('set null'))
    .addColumn('dish_text_fallback', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema.createIndex('meals_creator_date_idx').on('meals').columns(['creator_id', 'date']).execute();
  await db.schema.createIndex('meals_dish_id_idx').on('meals').column('dish_id').execute();
}
