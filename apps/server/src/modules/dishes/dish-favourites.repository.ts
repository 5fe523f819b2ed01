import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** Each cook's hearted dishes (migration 0055); a dish's own read and the lists join them themselves. */

/**
 * Hearts the dish for the cook; hearting it again changes nothing. Written from the dish's own
 * row, so a dish deleted since the caller's access was checked adds nothing (rather than failing).
 */
export async function addFavourite(db: Db, userId: string, dishId: number): Promise<void> {
  const createdAt = new Date().toISOString();
  await db
    .insertInto('dish_favourites')
    .columns(['user_id', 'dish_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('dishes')
        .select([eb.val(userId).as('user_id'), 'dishes.id as dish_id', eb.val(createdAt).as('created_at')])
        .where('dishes.id', '=', dishId),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'dish_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, userId: string, dishId: number): Promise<void> {
  await db.deleteFrom('dish_favourites').where('user_id', '=', userId).where('dish_id', '=', dishId).execute();
}

/**
 * Two columns, for a list's version to select beside its own, that change with every heart the
 * cook gives or takes back: how many, and the newest id (ids only grow, so a heart given and
 * taken back again leaves a later one). Subqueries, so the version stays one statement.
 */
export function heartsFingerprint(db: Db, userId: string) {
  const hearts = () => db.selectFrom('dish_favourites').where('dish_favourites.user_id', '=', userId);
  return [
    hearts()
      .select((inner) => inner.fn.countAll<number>().as('count'))
      .as('hearts'),
    hearts()
      .select((inner) => inner.fn.max('dish_favourites.id').as('newest'))
      .as('newest_heart'),
  ] as const;
}

/** The ids of the cook's own dishes they hearted, oldest first: what the account export carries. */
export async function favouriteOwnDishIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('dish_favourites')
    .innerJoin('dishes', 'dishes.id', 'dish_favourites.dish_id')
    .select('dish_favourites.dish_id')
    .where('dish_favourites.user_id', '=', userId)
    .where('dishes.owner_id', '=', userId)
    .orderBy('dish_favourites.dish_id')
    .execute();
  return rows.map((row) => row.dish_id);
}
