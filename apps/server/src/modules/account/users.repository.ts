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

/** The language the person chose in Settings, as stored (null: none, the browser's). */
export async function findLanguage(db: Kysely<DatabaseSchema>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language ?? null;
}

/** Takes a language (from an imported file) only when the person has not chosen one: their own choice stays. */
export async function adoptLanguage(db: Kysely<DatabaseSchema>, userId: string, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).where('language', 'is', null).execute();
}
