import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Records that the cook cooked the dish on `day`; a second time that day changes nothing. */
export async function recordCooking(db: Db, { dishId, userId, day }: { dishId: number; userId: string; day: string }): Promise<void> {
  await db
    .insertInto('dish_cookings')
    .values({ dish_id: dishId, user_id: userId, cooked_on: day, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['dish_id', 'user_id', 'cooked_on']).doNothing())
    .execute();
}

/** The days the cook recorded cooking the dish with no meal: how many, and the last. */
export async function findCookings(db: Db, userId: string, dishId: number): Promise<{ last: string | null; count: number }> {
  const row = await db
    .selectFrom('dish_cookings')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('cooked_on').as('last')])
    .where('dish_id', '=', dishId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { last: row.last ? String(row.last) : null, count: Number(row.count) };
}
