import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.js';
import type { DatabaseSchema } from '../db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** Asked on every request with a remembered session: compiled once (db/prepared-query.ts). */
const selectSessionState = preparedQuery(
  (db: Db, token: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.expires_at', 'users.updated_at'])
      .where('sessions.token', '=', token),
  [''] as const,
);

/** Timestamps come back as ISO text from SQLite and as Date from PostgreSQL. */
export function timestampMs(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/**
 * Whether the session with this (raw, stored) token still exists and has not expired, and
 * when its user last changed; undefined once it was signed out, revoked, expired, or its
 * account deleted.
 */
export async function findSessionState(db: Db, token: string): Promise<{ userId: string; userChangedAt: number } | undefined> {
  const [row] = await selectSessionState(db, token);
  if (!row || timestampMs(row.expires_at) <= Date.now()) return undefined;
  return { userId: row.user_id, userChangedAt: timestampMs(row.updated_at) };
}
