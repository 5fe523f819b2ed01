import type { Kysely } from 'kysely';
import { canPlanIn, canReadHearth } from '@hearth/shared/hearth-roles';
import type { DatabaseSchema } from '../db/schema.js';
import { ForbiddenError } from '../errors.js';
import { findRole } from '../modules/hearths/hearths.repository.js';
import type { PlannerOwner } from '../modules/planner/planner-rules.repository.js';
import { hearthNotFound } from './hearths.js';

/** Reading the rules, or changing them and planning with them (proposing is planning). */
export type PlannerAbility = 'read' | 'plan';

/**
 * A cook's own rules are theirs alone; a hearth's are read by all its members and changed, and
 * planned with, by its owners and members (viewers get a 403). Anyone else gets a 404.
 */
export async function authorizePlanner(
  db: Kysely<DatabaseSchema>,
  userId: string,
  hearthId: number | undefined,
  ability: PlannerAbility,
): Promise<PlannerOwner> {
  if (hearthId === undefined) return { userId };
  const role = await findRole(db, hearthId, userId);
  if (!canReadHearth(role)) hearthNotFound();
  if (ability === 'plan' && !canPlanIn(role)) {
    throw new ForbiddenError('Viewers can read this hearth’s planner rules but not plan with them.');
  }
  return { hearthId };
}
