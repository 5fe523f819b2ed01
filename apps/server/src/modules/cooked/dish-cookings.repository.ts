import { type ExpressionBuilder, type Kysely, type Transaction, sql } from 'kysely';
import { COOKING_LOG_MAX, type CookingLogEntry } from '@hearth/shared/cooked';
import { COOKED_STATUSES } from '@hearth/shared/meal-rules';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** What a cook said about one cooking; undefined leaves a field as it is, null clears it. */
export interface CookingDetails {
  rating?: number | null | undefined;
  note?: string | null | undefined;
  image_url?: string | null | undefined;
}

/** Only the fields the cook sent, as columns. */
function detailColumns(details: CookingDetails) {
  const columns: { rating?: number | null; note?: string | null; image_url?: string | null } = {};
  if (details.rating !== undefined) columns.rating = details.rating;
  if (details.note !== undefined) columns.note = details.note;
  if (details.image_url !== undefined) columns.image_url = details.image_url;
  return columns;
}

/**
 * Records that the cook cooked the dish on `day` (on the planned meal `mealId`, or on the dish
 * alone), once: a second time keeps the one entry and adds what the cook said now (a rating, a
 * note, a photo). Answers the entry's id. Two taps at once meet at the unique key (the day and
 * the meal), where the second insert does nothing.
 */
export async function recordCooking(
  db: Db,
  {
    dishId,
    userId,
    day,
    mealId = null,
    details = {},
  }: { dishId: number; userId: string; day: string; mealId?: number | null; details?: CookingDetails },
): Promise<number> {
  const columns = detailColumns(details);
  await db
    .insertInto('dish_cookings')
    .values({ dish_id: dishId, user_id: userId, cooked_on: day, created_at: new Date().toISOString(), meal_id: mealId, ...columns })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const row = await db
    .selectFrom('dish_cookings')
    .select(['id', 'created_at'])
    .where('dish_id', '=', dishId)
    .where('user_id', '=', userId)
    .where('cooked_on', '=', day)
    .where('meal_id', mealId === null ? 'is' : '=', mealId)
    .executeTakeFirstOrThrow();
  if (Object.keys(columns).length > 0) {
    await db
      .updateTable('dish_cookings')
      .set({ ...columns, updated_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
  }
  return row.id;
}

/** The days the cook recorded cooking the dish with no meal (a meal counts on its own): how many, and the last. */
export async function findCookings(db: Db, userId: string, dishId: number): Promise<{ last: string | null; count: number }> {
  const row = await db
    .selectFrom('dish_cookings')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('cooked_on').as('last')])
    .where('dish_id', '=', dishId)
    .where('user_id', '=', userId)
    .where('meal_id', 'is', null)
    .executeTakeFirstOrThrow();
  return { last: row.last ? String(row.last) : null, count: Number(row.count) };
}

/**
 * Whether the reader may read a `dish_cookings` row: their own, or one by anyone who shares a
 * hearth with them into whose cookbook the dish is shared. The dish page's log and every list's
 * figures read the same rows.
 */
function readableBy(readerId: string) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'dish_cookings'>) =>
    eb.or([
      eb('dish_cookings.user_id', '=', readerId),
      eb.exists(
        eb
          .selectFrom('dish_shares')
          .innerJoin('hearth_members as reader', 'reader.hearth_id', 'dish_shares.hearth_id')
          .innerJoin('hearth_members as writer', 'writer.hearth_id', 'dish_shares.hearth_id')
          .select('dish_shares.id')
          .whereRef('dish_shares.dish_id', '=', 'dish_cookings.dish_id')
          .where('reader.user_id', '=', readerId)
          .whereRef('writer.user_id', '=', 'dish_cookings.user_id'),
      ),
    ]);
}

/** The log entries of the dish the reader may see. */
function visibleLog(db: Db, readerId: string, dishId: number) {
  return db
    .selectFrom('dish_cookings')
    .innerJoin('users', 'users.id', 'dish_cookings.user_id')
    .where('dish_cookings.dish_id', '=', dishId)
    .where(readableBy(readerId));
}

/**
 * The ids of the cookings others wrote that the reader may read: on the dishes shared into each
 * of the reader's hearths, by its members. Driven from the reader's memberships, so it reads
 * only the shared dishes' logs, never the whole table.
 */
function othersReadableIds(db: Db, readerId: string) {
  return db
    .selectFrom('hearth_members as reader')
    .innerJoin('dish_shares', 'dish_shares.hearth_id', 'reader.hearth_id')
    .innerJoin('dish_cookings as shared', 'shared.dish_id', 'dish_shares.dish_id')
    .innerJoin('hearth_members as writer', (join) =>
      join.onRef('writer.hearth_id', '=', 'dish_shares.hearth_id').onRef('writer.user_id', '=', 'shared.user_id'),
    )
    .select('shared.id')
    .where('reader.user_id', '=', readerId)
    .where('shared.user_id', '<>', readerId);
}

/** Per dish, the figures of the cookings the reader may read on it (a dish never cooked has none). */
export interface CookingTally {
  timesCooked: number;
  lastCookedOn: string;
  ratingSum: number;
  ratingCount: number;
}

/**
 * The reader's view of every dish's log they may read (the rows the dish page lists to them),
 * summed per dish, in one statement: their own entries counted per dish from their index, and
 * the entries of hearth-mates on shared dishes one by one (a shared dish's log is short). With
 * `onlyDishIds` (a first page), only those dishes'.
 */
export async function readableCookingTallies(
  db: Db,
  readerId: string,
  onlyDishIds?: readonly number[],
): Promise<Map<number, CookingTally>> {
  if (onlyDishIds?.length === 0) return new Map();
  const rows = await db
    .selectFrom('dish_cookings')
    .select((eb) => [
      'dish_cookings.dish_id',
      eb.fn.countAll<number | string>().as('times'),
      eb.fn.max('dish_cookings.cooked_on').as('last'),
      eb.fn.sum<number | string | null>('dish_cookings.rating').as('rating_sum'),
      eb.fn.count<number | string>('dish_cookings.rating').as('rating_count'),
    ])
    .where('dish_cookings.user_id', '=', readerId)
    .$if(onlyDishIds !== undefined, (query) => query.where('dish_cookings.dish_id', 'in', onlyDishIds!))
    .groupBy('dish_cookings.dish_id')
    .unionAll((eb) =>
      eb
        .selectFrom('dish_cookings')
        .select([
          'dish_cookings.dish_id',
          sql<number>`1`.as('times'),
          'dish_cookings.cooked_on as last',
          'dish_cookings.rating as rating_sum',
          sql<number>`case when dish_cookings.rating is null then 0 else 1 end`.as('rating_count'),
        ])
        .where('dish_cookings.id', 'in', othersReadableIds(db, readerId))
        .$if(onlyDishIds !== undefined, (query) => query.where('dish_cookings.dish_id', 'in', onlyDishIds!)),
    )
    .execute();
  const tallies = new Map<number, CookingTally>();
  for (const row of rows) {
    const tally = tallies.get(row.dish_id) ?? { timesCooked: 0, lastCookedOn: '', ratingSum: 0, ratingCount: 0 };
    tally.timesCooked += Number(row.times);
    if (row.last !== null && row.last > tally.lastCookedOn) tally.lastCookedOn = row.last;
    tally.ratingSum += Number(row.rating_sum ?? 0);
    tally.ratingCount += Number(row.rating_count);
    tallies.set(row.dish_id, tally);
  }
  return tallies;
}

/**
 * Two texts, for a list's version to select beside its own, that change whenever a cooking the
 * reader may read is recorded, changed or deleted, or becomes readable or stops being so (a
 * share, a member leaving): how many, the newest id and the sum of the ids (ids are never
 * reused), and the latest change; the reader's own from their index, hearth-mates' apart.
 * Subqueries, so the version stays one statement.
 */
export function cookingsFingerprint(db: Db, readerId: string) {
  const fingerprint = sql<string>`cast(count(*) as text) || ':' || cast(coalesce(max(dish_cookings.id), 0) as text) || ':' || cast(coalesce(sum(dish_cookings.id), 0) as text) || ':' || coalesce(max(dish_cookings.updated_at), '')`;
  return [
    db.selectFrom('dish_cookings').select(fingerprint.as('own')).where('dish_cookings.user_id', '=', readerId).as('own_cookings'),
    db
      .selectFrom('dish_cookings')
      .select(fingerprint.as('others'))
      .where('dish_cookings.id', 'in', othersReadableIds(db, readerId))
      .as('others_cookings'),
  ] as const;
}

/** The reader's view of the dish's log, newest first, and the average of its ratings. */
export async function findCookingLog(
  db: Db,
  readerId: string,
  dishId: number,
): Promise<{ log: CookingLogEntry[]; averageRating: number | null; ratingCount: number }> {
  const [rows, ratings] = await Promise.all([
    visibleLog(db, readerId, dishId)
      .select([
        'dish_cookings.id',
        'dish_cookings.cooked_on',
        'dish_cookings.rating',
        'dish_cookings.note',
        'dish_cookings.image_url',
        'dish_cookings.user_id',
        'users.name',
        'users.username',
      ])
      .orderBy('dish_cookings.cooked_on', 'desc')
      .orderBy('dish_cookings.id', 'desc')
      .limit(COOKING_LOG_MAX)
      .execute(),
    visibleLog(db, readerId, dishId)
      .select((eb) => [
        eb.fn.avg<number | string>('dish_cookings.rating').as('average'),
        eb.fn.count<number>('dish_cookings.rating').as('count'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(ratings.count);
  return {
    log: rows.map((row) => ({
      id: row.id,
      cooked_on: row.cooked_on,
      rating: row.rating,
      note: row.note,
      image_url: row.image_url,
      cook_name: row.username || row.name,
      mine: row.user_id === readerId,
    })),
    averageRating: count === 0 ? null : Math.round(Number(ratings.average) * 10) / 10,
    ratingCount: count,
  };
}

/** Changes a log entry its writer wrote; answers whether there was one. */
export async function updateCooking(
  db: Db,
  { id, dishId, userId }: { id: number; dishId: number; userId: string },
  change: CookingDetails & { cooked_on?: string | undefined },
): Promise<boolean> {
  const result = await db
    .updateTable('dish_cookings')
    .set({
      ...detailColumns(change),
      ...(change.cooked_on === undefined ? {} : { cooked_on: change.cooked_on }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('dish_id', '=', dishId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a log entry its writer wrote; answers whether there was one. */
export async function deleteCooking(db: Db, { id, dishId, userId }: { id: number; dishId: number; userId: string }): Promise<boolean> {
  const result = await db
    .deleteFrom('dish_cookings')
    .where('id', '=', id)
    .where('dish_id', '=', dishId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A cooking the cook logged on one of their own dishes, for the account export. */
export interface OwnCooking {
  dishId: number;
  cookedOn: string;
  rating: number | null;
  note: string | null;
  imageUrl: string | null;
  onMeal: boolean;
}

/** The cook's log entries on their own dishes, oldest first. */
export async function listOwnCookings(db: Db, userId: string): Promise<OwnCooking[]> {
  const rows = await db
    .selectFrom('dish_cookings')
    .innerJoin('dishes', 'dishes.id', 'dish_cookings.dish_id')
    .select([
      'dish_cookings.dish_id',
      'dish_cookings.cooked_on',
      'dish_cookings.rating',
      'dish_cookings.note',
      'dish_cookings.image_url',
      'dish_cookings.meal_id',
    ])
    .where('dish_cookings.user_id', '=', userId)
    .where('dishes.owner_id', '=', userId)
    .orderBy('dish_cookings.id')
    .execute();
  return rows.map((row) => ({
    dishId: row.dish_id,
    cookedOn: row.cooked_on,
    rating: row.rating,
    note: row.note,
    imageUrl: row.image_url,
    onMeal: row.meal_id !== null,
  }));
}

/** The cook's own personal meal with the dish on `day` that is marked cooked or eaten, if there is one: an imported meal's cooking belongs to it. */
export async function findCookedMealOn(db: Db, userId: string, dishId: number, day: string): Promise<number | null> {
  const row = await db
    .selectFrom('meals')
    .select('id')
    .where('creator_id', '=', userId)
    .where('hearth_id', 'is', null)
    .where('dish_id', '=', dishId)
    .where('date', '>=', day)
    .where('date', '<', `${day}~`)
    .where('meal_status', 'in', [...COOKED_STATUSES])
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
