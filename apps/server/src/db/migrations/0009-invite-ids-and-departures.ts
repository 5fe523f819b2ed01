import { type Kysely, sql } from 'kysely';
import { userReference } from '../dialect.js';

/**
 * Invitation links get a public id, so owners can list and revoke them without the token
 * (only its hash is stored). Departures record when someone left or was removed: a link made
 * before that moment no longer brings them back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('hearth_invites').addColumn('id', 'text').execute();
  // Existing links: the first 24 hex digits of their token's hash are as unique as the hash.
  await db
    .updateTable('hearth_invites')
    .set({ id: sql`substr(token_hash, 1, 24)` })
    .execute();
  await db.schema.createIndex('hearth_invites_id_idx').unique().on('hearth_invites').column('id').execute();
  await db.schema.createIndex('hearth_invites_hearth_idx').on('hearth_invites').column('hearth_id').execute();

  await db.schema
    .createTable('hearth_departures')
    .addColumn('hearth_id', 'integer', (col) => col.notNull().references('hearths.id').onDelete('cascade'))
    .addColumn('user_id', 'text', userReference)
    .addColumn('left_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('hearth_departures_pk', ['hearth_id', 'user_id'])
    .execute();
}
