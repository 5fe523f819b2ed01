import type { Kysely } from 'kysely';
import { displayUsername } from '@hearth/shared/app-user';
import type { SignUpInvitation } from '@hearth/shared/admin';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

export async function insertSignUpInvitation(
  db: Db,
  invitation: { id: string; tokenHash: string; createdBy: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sign_up_invitations')
    .values({
      id: invitation.id,
      token_hash: invitation.tokenHash,
      created_by: invitation.createdBy,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
    })
    .execute();
}

/** Whether a link with this token hash exists and has not expired. */
export async function isLiveSignUpInvitation(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('sign_up_invitations')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** The links that have not expired, newest first, with who made each. */
export async function listLiveSignUpInvitations(db: Db, now: string): Promise<SignUpInvitation[]> {
  const rows = await db
    .selectFrom('sign_up_invitations')
    .innerJoin('users', 'users.id', 'sign_up_invitations.created_by')
    .select(['sign_up_invitations.id', 'sign_up_invitations.created_at', 'sign_up_invitations.expires_at', 'users.username', 'users.email'])
    .where('sign_up_invitations.expires_at', '>', now)
    .orderBy('sign_up_invitations.created_at', 'desc')
    .orderBy('sign_up_invitations.id')
    .execute();
  return rows.map((row) => ({ id: row.id, created_at: row.created_at, expires_at: row.expires_at, created_by: displayUsername(row) }));
}

/** Answers whether there was such a link. */
export async function deleteSignUpInvitation(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sign_up_invitations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
