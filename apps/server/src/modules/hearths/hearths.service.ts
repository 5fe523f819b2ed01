import type { Kysely } from 'kysely';
import type { HearthCreate, Invite, InvitePreview } from '@hearth/shared/hearths';
import { type HearthRole, INVITE_LIFETIME_DAYS } from '@hearth/shared/hearth-roles';
import { authorizeHearth, hearthNotFound } from '../../access/hearths.js';
import { lockRow } from '../../db/dialect.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { hashInviteToken, newInviteToken } from '../../lib/invite-tokens.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import { findDeparture, findInvite, insertInvite, recordDeparture } from './hearth-invites.repository.js';
import {
  addMember,
  countOwners,
  deleteHearth,
  findHearth,
  findRole,
  hearthsOnlyOwnedBy,
  insertHearth,
  removeMember,
  setRole,
} from './hearths.repository.js';

type Db = Kysely<DatabaseSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new hearth with its creator as its first owner, in one transaction. */
export async function createHearthWithOwner(db: Db, userId: string, input: HearthCreate): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const hearthId = await insertHearth(trx, userId, input);
    await addMember(trx, hearthId, userId, 'owner');
    return hearthId;
  });
}

/** A link anyone can use to join with `role` for the next seven days. Only its hash is stored. */
export async function createInvite(db: Db, hearthId: number, createdBy: string, role: HearthRole, publicUrl: string): Promise<Invite> {
  const { token, id } = newInviteToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_DAYS * DAY_MS).toISOString();
  await insertInvite(db, { id, tokenHash: hashInviteToken(token), hearthId, role, createdBy, createdAt: now.toISOString(), expiresAt });
  return { id, token, url: `${publicUrl}/join/${token}`, role, expires_at: expiresAt };
}

/**
 * The invitation behind a token, if `userId` may still use it: it exists (a revoked link is
 * gone), has not expired, and was made after the last time they left or were removed from the
 * hearth, so nobody walks back in, or up a role, through an old link.
 */
async function usableInvite(db: Db, token: string, userId: string | null) {
  const invite = await findInvite(db, hashInviteToken(token));
  if (!invite) throw new NotFoundError('This invitation link is not valid.', 'INVITE_NOT_FOUND');
  if (invite.expiresAt <= new Date().toISOString()) {
    throw new AppError(410, 'INVITE_EXPIRED', 'This invitation link has expired. Ask for a new one.');
  }
  if (userId === null) return invite;
  const leftAt = await findDeparture(db, invite.hearthId, userId);
  if (leftAt !== undefined && invite.createdAt <= leftAt && (await findRole(db, invite.hearthId, userId)) === undefined) {
    throw new ForbiddenError(
      'This invitation link was made before you left this hearth. Ask an owner for a new one.',
      'INVITE_BEFORE_DEPARTURE',
    );
  }
  return invite;
}

/**
 * What an invitation offers: which hearth, from whom, as what. Signed out (`userId` null) it
 * is what the person needs to decide to sign up or sign in and come back to join; the link is
 * the secret, as it is for joining.
 */
export async function previewInvite(db: Db, token: string, userId: string | null): Promise<InvitePreview> {
  const invite = await usableInvite(db, token, userId);
  const hearth = (await findHearth(db, invite.hearthId)) ?? hearthNotFound();
  const role = userId === null ? undefined : await findRole(db, invite.hearthId, userId);
  return {
    hearth_id: hearth.hearth_id,
    name: hearth.name,
    role: invite.role,
    expires_at: invite.expiresAt,
    invited_by: invite.createdBy,
    already_member: role !== undefined,
  };
}

/** Joins with the invitation's role. Someone already in keeps their role: a link never changes it. */
export async function joinWithInvite(db: Db, token: string, userId: string): Promise<{ hearth_id: number; role: HearthRole }> {
  const invite = await usableInvite(db, token, userId);
  await addMember(db, invite.hearthId, userId, invite.role);
  return { hearth_id: invite.hearthId, role: (await findRole(db, invite.hearthId, userId)) ?? invite.role };
}

function lastOwner(): never {
  throw new ConflictError('A hearth needs at least one owner. Make someone else an owner first, or delete the hearth.', 'LAST_OWNER');
}

/** An owner changes another member's role; nobody changes their own. */
export async function changeMemberRole(db: Db, hearthId: number, actorId: string, targetId: string, role: HearthRole): Promise<void> {
  if (targetId === actorId) {
    await authorizeHearth(db, actorId, hearthId, 'manage');
    throw new ForbiddenError('You cannot change your own role.', 'OWN_ROLE');
  }
  // The owner count is checked and the role written in one transaction that holds the hearth:
  // two owners demoting each other at once must leave one.
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'hearths', hearthId);
    await authorizeHearth(trx, actorId, hearthId, 'manage');
    const current = await findRole(trx, hearthId, targetId);
    if (!current) throw new NotFoundError('Member not found', 'MEMBER_NOT_FOUND');
    if (current === 'owner' && role !== 'owner' && (await countOwners(trx, hearthId)) <= 1) lastOwner();
    await setRole(trx, hearthId, targetId, role);
  });
}

/** An owner removes someone, or anyone leaves; the last owner cannot leave. */
export async function removeFromHearth(db: Db, hearthId: number, actorId: string, targetId: string): Promise<void> {
  // Checked inside the transaction that holds the hearth: two owners leaving at once (or
  // removing each other) must leave one.
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'hearths', hearthId);
    await authorizeHearth(trx, actorId, hearthId, targetId === actorId ? 'read' : 'manage');
    const role = await findRole(trx, hearthId, targetId);
    if (!role) throw new NotFoundError('Member not found', 'MEMBER_NOT_FOUND');
    if (role === 'owner' && (await countOwners(trx, hearthId)) <= 1) lastOwner();
    await removeMember(trx, hearthId, targetId);
    await recordDeparture(trx, hearthId, targetId, new Date().toISOString());
  });
}

/**
 * Before an account is deleted: each hearth it alone owns passes to the longest-standing member
 * (a member before a viewer), or is deleted when nobody else is in it. No hearth is left ownerless.
 * Run it in the same transaction as the deletion.
 */
export async function handOverHearthsOf(db: Db, userId: string): Promise<void> {
  for (const { hearthId, others } of await hearthsOnlyOwnedBy(db, userId)) {
    const heir = others.find((other) => other.role === 'member') ?? others[0];
    if (heir) await setRole(db, hearthId, heir.user_id, 'owner');
    else await deleteHearth(db, hearthId);
  }
}
