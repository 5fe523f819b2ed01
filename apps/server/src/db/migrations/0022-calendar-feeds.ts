import type { Kysely } from 'kysely';
import { userReference } from '../dialect.js';

/**
 * Private calendar addresses. `calendar_keys` holds each cook's current key generation (a
 * random nonce: resetting replaces it); `calendar_feeds` finds a feed by the SHA-256 of its
 * token, which is never stored itself (decision 0023). A feed of a hearth goes with the hearth.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_keys')
    .addColumn('user_id', 'text', (col) => userReference(col).primaryKey())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', userReference)
    .addColumn('hearth_id', 'integer', (col) => col.references('hearths.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('calendar_feeds_user_idx').on('calendar_feeds').column('user_id').execute();
}
