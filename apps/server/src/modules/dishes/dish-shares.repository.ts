import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { cookingsFingerprint } from '../cooked/index.js';
import { heartsFingerprint } from './dish-favourites.repository.js';

type Db = Kysely<DatabaseSchema>;

/**
 * Hearth cookbooks: which dishes their owners shared into which hearths (migration 0020).
 * A share belongs to its owner's membership, so it goes when they leave the hearth.
 */

/** The hearths a dish is shared into, in the order they were created (a dish's own read joins them itself). */
export async function sharedHearthsOf(db: Db, dishId: number): Promise<number[]> {
  const rows = await db.selectFrom('dish_shares').select('hearth_id').where('dish_id', '=', dishId).orderBy('hearth_id').execute();
  return rows.map((row) => row.hearth_id);
}

/** Shares the dish into the hearth; sharing it again changes nothing. */
export async function shareDish(db: Db, share: { dishId: number; hearthId: number; ownerId: string }): Promise<void> {
  await db
    .insertInto('dish_shares')
    .values({ dish_id: share.dishId, hearth_id: share.hearthId, owner_id: share.ownerId, shared_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['dish_id', 'hearth_id']).doNothing())
    .execute();
}

export async function unshareDish(db: Db, dishId: number, hearthId: number): Promise<void> {
  await db.deleteFrom('dish_shares').where('dish_id', '=', dishId).where('hearth_id', '=', hearthId).execute();
}

/** True when the dish is in the cookbook of this hearth. */
export async function isSharedInto(db: Db, dishId: number, hearthId: number): Promise<boolean> {
  const row = await db
    .selectFrom('dish_shares')
    .select('id')
    .where('dish_id', '=', dishId)
    .where('hearth_id', '=', hearthId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A fingerprint of a hearth's cookbook that changes whenever a dish is shared into it or
 * taken out (how many shares, the newest share's id: ids are never reused, so no later set of
 * shares has the same pair) or one of its dishes changes (the latest change), and, as the
 * reader sees it, whenever they heart or unheart a dish or any cooking they may read is
 * recorded, changed or deleted. One statement.
 */
export async function cookbookVersion(db: Db, hearthId: number, readerId: string): Promise<string> {
  const row = await db
    .selectFrom('dish_shares')
    .innerJoin('dishes', 'dishes.id', 'dish_shares.dish_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.max('dish_shares.id').as('newest'),
      eb.fn.max('dishes.updated_at').as('changed'),
      ...heartsFingerprint(db, readerId),
      ...cookingsFingerprint(db, readerId),
    ])
    .where('dish_shares.hearth_id', '=', hearthId)
    .executeTakeFirstOrThrow();
  return `cookbook:${row.count}:${row.newest ?? 0}:${row.changed ?? ''}:${row.hearts ?? 0}:${row.newest_heart ?? 0}:${row.own_cookings ?? ''}:${row.others_cookings ?? ''}`;
}
