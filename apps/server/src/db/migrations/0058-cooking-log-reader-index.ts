import type { Kysely } from 'kysely';

/**
 * Every dish list reads the cook's own log entries (their figures, and the fingerprint of the
 * list's version on every request): an index from the cook to their entries, carrying the dish
 * and the last change, so both are read from the index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('dish_cookings_user_dish_idx').on('dish_cookings').columns(['user_id', 'dish_id', 'updated_at']).execute();
}
