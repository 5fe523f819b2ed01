import { type Kysely, sql } from 'kysely';

/**
 * The cooking log: each recorded cooking may carry a rating (1 to 5), a note and a photo, and
 * the planned meal it was marked on (that meal already counts in the history, so the entry is
 * not counted twice). `updated_at` says when its writer last changed it. Still one entry a day
 * per cook and dish, but a day's cooking of the dish alone and its planned meal marked cooked
 * are two (as they count in the history), so the meal joins the unique key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of [
    ['rating', 'integer'],
    ['note', 'text'],
    ['image_url', 'text'],
    ['meal_id', 'integer'],
    ['updated_at', 'text'],
  ] as const) {
    await db.schema.alterTable('dish_cookings').addColumn(column, type).execute();
  }
  await db.schema.dropIndex('dish_cookings_dish_user_day_idx').execute();
  await sql`create unique index dish_cookings_dish_user_day_meal_idx on dish_cookings (dish_id, user_id, cooked_on, coalesce(meal_id, 0))`.execute(
    db,
  );
}
