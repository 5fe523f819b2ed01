import type { Kysely } from 'kysely';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

export interface InviteRow {
  hearthId: number;
  role: HearthRole;
  expiresAt: string;
}

export async function insertInvite(
  db: Db,
  invite: { tokenHash: string; hearthId: number; role: HearthRole; createdBy: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('hearth_invites')
    .values({
      token_hash: invite.tokenHash,
      hearth_id: invite.hearthId,
      role: invite.role,
      created_by: invite.createdBy,
      created_at: invite.createdAt,
      expires_at: invite.expiresAt,
    })
    .execute();
}

export async function findInvite(db: Db, tokenHash: string): Promise<InviteRow | undefined> {
  const row = await db
    .selectFrom('hearth_invites')
    .select(['hearth_id', 'role', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { hearthId: row.hearth_id, role: row.role as HearthRole, expiresAt: row.expires_at };
}
