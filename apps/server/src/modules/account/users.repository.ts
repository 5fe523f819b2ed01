import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

/**
 * Deletes a person in one statement. Every table holding their things references users.id
 * with ON DELETE CASCADE (sessions, accounts, dishes, meals, hearth memberships), so all of it
 * goes with them. Answers whether the person existed.
 */
export async function deleteUserCascading(db: Kysely<DatabaseSchema>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whether the person can sign in with a password (rather than only with Google). */
export async function hasPassword(db: Kysely<DatabaseSchema>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst();
  return row !== undefined;
}
