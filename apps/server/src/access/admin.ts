import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';
import { ForbiddenError } from '../errors.js';
import { findStanding } from '../modules/admin/accounts.repository.js';

/** Whether the account runs the server: an admin that is not disabled. */
export async function isAdmin(db: Kysely<DatabaseSchema>, userId: string): Promise<boolean> {
  const standing = await findStanding(db, userId);
  return standing?.role === 'admin' && !standing.disabled;
}

/**
 * The admin screen's calls are for admins only; read from the database on every call, so an
 * admin unmade on one process is refused on every other at once.
 */
export async function authorizeAdmin(db: Kysely<DatabaseSchema>, userId: string): Promise<void> {
  if (!(await isAdmin(db, userId))) throw new ForbiddenError('Only an admin of this server can do that.', 'ADMIN_ONLY');
}
