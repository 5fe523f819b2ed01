import type { Kysely } from 'kysely';
import { userReference } from '../dialect.js';

/**
 * Invitation links an admin makes while sign-up is by invitation. Like a hearth's links they
 * have a public id (to list and revoke them) and keep only the token's hash.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_up_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'text', userReference)
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
}
