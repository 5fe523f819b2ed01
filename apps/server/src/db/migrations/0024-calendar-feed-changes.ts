import type { Kysely } from 'kysely';

/**
 * When each calendar feed's content last changed, for its Last-Modified header: the SHA-256
 * of the feed as last served, and when it first differed from the one before (decision 0038).
 * A deleted meal leaves nothing behind to date the change, so the feed remembers it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendar_feeds').addColumn('content_hash', 'text').execute();
  await db.schema.alterTable('calendar_feeds').addColumn('content_changed_at', 'text').execute();
}
