import type { Kysely } from 'kysely';
import { displayUsername } from '@hearth/shared/app-user';
import type { LiveInvite } from '@hearth/shared/hearths';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

export interface InviteRow {
  hearthId: number;
  role: HearthRole;
  createdAt: string;
  expiresAt: string;
  /** The name of whoever made the link, as others see it. */
  createdBy: string;
}

export async function insertInvite(
  db: Db,
  invite: { id: string; tokenHash: string; hearthId: number; role: HearthRole; createdBy: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('hearth_invites')
    .values({
      id: invite.id,
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
    .innerJoin('users', 'users.id', 'hearth_invites.created_by')
    .select([
      'hearth_invites.hearth_id',
      'hearth_invites.role',
      'hearth_invites.created_at',
      'hearth_invites.expires_at',
      'users.username',
      'users.email',
    ])
    .where('hearth_invites.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      hearthId: row.hearth_id,
      role: row.role as HearthRole,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      createdBy: displayUsername(row),
    }
  );
}

/** The hearth's links that have not expired, newest first, with who made each. */
export async function listLiveInvites(db: Db, hearthId: number, now: string): Promise<LiveInvite[]> {
  const rows = await db
    .selectFrom('hearth_invites')
    .innerJoin('users', 'users.id', 'hearth_invites.created_by')
    .select([
      'hearth_invites.id',
      'hearth_invites.role',
      'hearth_invites.created_at',
      'hearth_invites.expires_at',
      'users.username',
      'users.email',
    ])
    .where('hearth_invites.hearth_id', '=', hearthId)
    .where('hearth_invites.expires_at', '>', now)
    .orderBy('hearth_invites.created_at', 'desc')
    .orderBy('hearth_invites.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    role: row.role as HearthRole,
    created_at: row.created_at,
    expires_at: row.expires_at,
    created_by: displayUsername(row),
  }));
}

/** Answers whether the hearth had such a link. */
export async function deleteInvite(db: Db, hearthId: number, id: string): Promise<boolean> {
  const result = await db.deleteFrom('hearth_invites').where('hearth_id', '=', hearthId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Remembers that the user left (or was removed from) the hearth now; a later departure replaces it. */
export async function recordDeparture(db: Db, hearthId: number, userId: string, leftAt: string): Promise<void> {
  await db
    .insertInto('hearth_departures')
    .values({ hearth_id: hearthId, user_id: userId, left_at: leftAt })
    .onConflict((conflict) => conflict.columns(['hearth_id', 'user_id']).doUpdateSet({ left_at: leftAt }))
    .execute();
}

export async function findDeparture(db: Db, hearthId: number, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('hearth_departures')
    .select('left_at')
    .where('hearth_id', '=', hearthId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.left_at;
}
