import type { Kysely } from 'kysely';
import { type HearthRole, canManageHearth, canPlanIn, canReadHearth } from '@hearth/shared/hearth-roles';
import type { DatabaseSchema } from '../db/schema.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { findRole } from '../modules/hearths/hearths.repository.js';

/** What someone may want to do in a hearth; each is one of the shared role rules. */
export type HearthAbility = 'read' | 'plan' | 'manage';

const ABILITIES: Record<HearthAbility, (role: HearthRole | undefined) => boolean> = {
  read: canReadHearth,
  plan: canPlanIn,
  manage: canManageHearth,
};

export function hearthNotFound(): never {
  throw new NotFoundError('Hearth not found', 'HEARTH_NOT_FOUND');
}

/** The 403 for someone inside the hearth whose role does not allow what they tried. */
export function notAllowedIn(role: HearthRole): never {
  throw new ForbiddenError(
    role === 'viewer' ? 'Viewers can look but not change anything in this hearth.' : 'Only an owner of this hearth can do that.',
  );
}

/**
 * The caller's role when it allows `ability` in the hearth. Someone outside the hearth gets
 * the same 404 as for a hearth that does not exist; someone inside without the right role, a 403.
 */
export async function authorizeHearth(
  db: Kysely<DatabaseSchema>,
  userId: string,
  hearthId: number,
  ability: HearthAbility,
): Promise<HearthRole> {
  const role = await findRole(db, hearthId, userId);
  if (!canReadHearth(role)) hearthNotFound();
  if (!ABILITIES[ability](role)) notAllowedIn(role);
  return role;
}
