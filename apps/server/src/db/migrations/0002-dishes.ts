import type { Kysely } from 'kysely';
import { userReference, withIdColumn } from '../dialect.js';

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('dishes'))
    .addColumn('owner_id', 'text', userReference)
    .addColumn('dish_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('prep_time', 'integer')
    .addColumn('cook_time', 'integer')
    .addColumn('servings', 'integer')
    .addColumn('difficulty', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('source_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('ingredients', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('instructions', 'text', (col) => col.notNull().defaultTo('""'))
    .addColumn('utensils', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema.createIndex('dishes_owner_id_idx').on('dishes').columns(['owner_id', 'id']).execute();
}
