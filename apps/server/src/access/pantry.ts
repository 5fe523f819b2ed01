import type { Kysely } from 'kysely';
import { canPlanIn, canReadHearth } from '@hearth/shared/hearth-roles';
import type { DatabaseSchema } from '../db/schema.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { findRole } from '../modules/hearths/hearths.repository.js';
import { hearthNotFound } from './hearths.js';
import { type PantryItemRow, type PantryOwner, findPantryItem } from '../modules/pantry/pantry.repository.js';

/** Reading a pantry, or changing it (adding, editing, using up). */
export type PantryAbility = 'read' | 'change';

export function pantryItemNotFound(): never {
  throw new NotFoundError('Pantry item not found', 'PANTRY_ITEM_NOT_FOUND');
}

/**
 * A cook's own pantry is theirs alone; a hearth's is read by all its members and changed by its
 * owners and members, as its shopping list is (viewers get a 403). Anyone else gets a 404.
 */
export async function authorizePantry(
  db: Kysely<DatabaseSchema>,
  userId: string,
  hearthId: number | undefined,
  ability: PantryAbility,
): Promise<PantryOwner> {
  if (hearthId === undefined) return { userId };
  const role = await findRole(db, hearthId, userId);
  if (!canReadHearth(role)) hearthNotFound();
  if (ability === 'change' && !canPlanIn(role)) {
    throw new ForbiddenError('Viewers can read this hearth’s pantry but not change it.');
  }
  return { hearthId };
}

/** An item the caller may change: in their own pantry or one of a hearth they plan in. */
export async function authorizePantryItemChange(db: Kysely<DatabaseSchema>, userId: string, itemId: number): Promise<PantryItemRow> {
  const item = (await findPantryItem(db, itemId)) ?? pantryItemNotFound();
  if (item.hearth_id === null) {
    if (item.owner_id !== userId) pantryItemNotFound();
    return item;
  }
  const role = await findRole(db, item.hearth_id, userId);
  if (!canReadHearth(role)) pantryItemNotFound();
  if (!canPlanIn(role)) throw new ForbiddenError('Viewers can read this hearth’s pantry but not change it.');
  return item;
}
