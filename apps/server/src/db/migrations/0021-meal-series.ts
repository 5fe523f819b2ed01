import type { Kysely } from 'kysely';

/**
 * Meals made by one "Repeat" share a series id (the first occurrence's id): each occurrence is
 * an ordinary meal, and "all following" finds its later siblings by it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meals').addColumn('series_id', 'integer').execute();
  await db.schema.createIndex('meals_series_date_idx').on('meals').columns(['series_id', 'date']).execute();
}
