import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getOrCreateSetting } from '../db/app-settings.repository.js';
import type { DatabaseSchema } from '../db/schema.js';

/**
 * AUTH_SECRET when given; otherwise one generated on first start and kept in the database,
 * so sessions survive restarts and every server sharing the database signs alike.
 */
export async function resolveAuthSecret(configured: string | undefined, db: Kysely<DatabaseSchema>): Promise<string> {
  if (configured) return configured;
  return getOrCreateSetting(db, 'auth_secret', () => randomBytes(32).toString('base64url'));
}
