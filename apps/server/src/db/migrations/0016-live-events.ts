import type { Kysely } from 'kysely';
import { withIdColumn } from '../dialect.js';

/**
 * The outbox of live events (modules/events): every change a page should see, kept for a
 * few minutes. Processes on SQLite read new rows from it; on PostgreSQL a NOTIFY carries each
 * one at once. A reconnecting browser is sent what it missed from here (Last-Event-ID).
 * `user_id` or `hearth_id` says who may receive an event; neither means the server itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('live_events'))
    .addColumn('user_id', 'text')
    .addColumn('hearth_id', 'integer')
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('live_events_created_idx').on('live_events').column('created_at').execute();
}
