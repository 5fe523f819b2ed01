import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** The cook's current key generation, made on first use. */
export async function ensureCalendarNonce(db: Db, userId: string, freshNonce: string): Promise<string> {
  await db
    .insertInto('calendar_keys')
    .values({ user_id: userId, nonce: freshNonce, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('calendar_keys').select('nonce').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.nonce;
}

export interface FeedRecord {
  tokenHash: string;
  hearthId: number | null;
}

/** Remembers the cook's addresses by their tokens' hashes; ones already known stay as they are. */
export async function saveCalendarFeeds(db: Db, userId: string, feeds: readonly FeedRecord[]): Promise<void> {
  if (feeds.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('calendar_feeds')
    .values(feeds.map((feed) => ({ token_hash: feed.tokenHash, user_id: userId, hearth_id: feed.hearthId, created_at: now })))
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute();
}

/** A new key generation: every address the cook had stops working in the same transaction. */
export async function replaceCalendarNonce(db: Db, userId: string, nonce: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    await trx.deleteFrom('calendar_keys').where('user_id', '=', userId).execute();
    await trx.insertInto('calendar_keys').values({ user_id: userId, nonce, created_at: new Date().toISOString() }).execute();
  });
}

export interface FeedOwner {
  userId: string;
  /** The hearth whose meals the feed lists; null: the cook's own timeline. */
  hearthId: number | null;
  /** The SHA-256 of the feed as last served, and since when it has been that (null: never read). */
  contentHash: string | null;
  contentChangedAt: string | null;
  /** The cook's language (Settings), in which the feed names its calendar and meals; null: not chosen. */
  language: string | null;
  /** The cook's current key generation; null when they have none. */
  nonce: string | null;
}

/** Whose feed a token's hash opens, and what it last served. */
export async function findCalendarFeed(db: Db, tokenHash: string): Promise<FeedOwner | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .leftJoin('calendar_keys', 'calendar_keys.user_id', 'calendar_feeds.user_id')
    .select([
      'calendar_feeds.user_id',
      'calendar_feeds.hearth_id',
      'calendar_feeds.content_hash',
      'calendar_feeds.content_changed_at',
      'users.language',
      'calendar_keys.nonce',
    ])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      hearthId: row.hearth_id,
      contentHash: row.content_hash,
      contentChangedAt: row.content_changed_at,
      language: row.language,
      nonce: row.nonce,
    }
  );
}

/** The feed now serves other content, changed at `changedAt`. */
export async function saveCalendarFeedContent(db: Db, tokenHash: string, contentHash: string, changedAt: string): Promise<void> {
  await db
    .updateTable('calendar_feeds')
    .set({ content_hash: contentHash, content_changed_at: changedAt })
    .where('token_hash', '=', tokenHash)
    .execute();
}
