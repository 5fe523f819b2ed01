import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** An event as the outbox keeps it: who may receive it, and its JSON. */
export interface StoredEvent {
  id: number;
  userId: string | null;
  hearthId: number | null;
  payload: string;
}

export async function insertEvent(db: Db, event: Omit<StoredEvent, 'id'>, createdAt: Date): Promise<number> {
  const row = await db
    .insertInto('live_events')
    .values({ user_id: event.userId, hearth_id: event.hearthId, payload: event.payload, created_at: createdAt.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Events after `afterId`, oldest first, at most `limit`. */
export async function listEventsAfter(db: Db, afterId: number, limit: number): Promise<Array<StoredEvent & { createdAt: string }>> {
  const rows = await db
    .selectFrom('live_events')
    .select(['id', 'user_id', 'hearth_id', 'payload', 'created_at'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, userId: row.user_id, hearthId: row.hearth_id, payload: row.payload, createdAt: row.created_at }));
}

export async function latestEventId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('latest'))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

export async function eventExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('live_events').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function deleteEventsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('live_events').where('created_at', '<', before.toISOString()).execute();
}

/** When the cook joined each hearth they belong to (ISO text): a replay starts there for that hearth. */
export async function joinedHearthsOf(db: Db, userId: string): Promise<Map<number, number>> {
  const rows = await db.selectFrom('hearth_members').select(['hearth_id', 'joined_at']).where('user_id', '=', userId).execute();
  return new Map(rows.map((row) => [row.hearth_id, Date.parse(row.joined_at)]));
}
