import type { Kysely } from 'kysely';
import { canPlanIn, canReadHearth } from '@hearth/shared/hearth-roles';
import type { DatabaseSchema } from '../db/schema.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { type ShoppingListRow, findListWithRole } from '../modules/shopping-lists/shopping-lists.repository.js';

/** Reading a list, or changing it (adding, checking off, editing, removing, clearing). */
export type ShoppingListAbility = 'read' | 'change';

export function shoppingListNotFound(): never {
  throw new NotFoundError('Shopping list not found', 'SHOPPING_LIST_NOT_FOUND');
}

/**
 * A cook's own list is theirs alone; a hearth's list is read by all its members and changed
 * by its owners and members, as its meals are (viewers get a 403). Anyone else, a former
 * member too, gets the same 404 as for a list that does not exist.
 */
export async function authorizeShoppingList(
  db: Kysely<DatabaseSchema>,
  userId: string,
  listId: number,
  ability: ShoppingListAbility,
): Promise<ShoppingListRow> {
  const { role, ...list } = (await findListWithRole(db, listId, userId)) ?? shoppingListNotFound();
  if (list.hearth_id === null) {
    if (list.owner_id !== userId) shoppingListNotFound();
    return list;
  }
  if (!canReadHearth(role)) shoppingListNotFound();
  if (ability === 'change' && !canPlanIn(role)) {
    throw new ForbiddenError('Viewers can read this hearth’s shopping list but not change it.');
  }
  return list;
}
