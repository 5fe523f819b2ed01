import type { Kysely } from 'kysely';
import type { ItemUpdate } from '@hearth/shared/shopping-lists';
import type { DatabaseSchema } from '../../db/schema.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { planItemChange } from './item-changes.js';
import { type ItemRow, findItem, toItem, updateItemAtVersion } from './shopping-lists.repository.js';

/** How often a change is tried again when the item changed between reading and writing it. */
const ATTEMPTS = 3;

export function itemNotFound(): never {
  throw new NotFoundError('This item is no longer on the list.', 'ITEM_NOT_FOUND');
}

function clash(item: ItemRow): never {
  throw new ConflictError('Someone changed this item meanwhile. Here it is as it is now.', 'ITEM_CHANGED', { item: toItem(item) });
}

/**
 * Applies a change made on some version of an item, merged with what happened since
 * (item-changes.ts). 404 when the item is gone (deleted meanwhile), 409 with the item when
 * the change clashes. Answers the item as it now is, whether the change altered it, and
 * whether it was checked off before (what the pantry follows, when the cook asked it to).
 */
export async function updateItem(
  db: Kysely<DatabaseSchema>,
  listId: number,
  itemId: number,
  change: ItemUpdate,
): Promise<{ item: ItemRow; changed: boolean; wasChecked: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    const item = (await findItem(db, listId, itemId)) ?? itemNotFound();
    const plan = planItemChange(item, change);
    if (plan.kind === 'conflict') clash(item);
    const wasChecked = Number(item.checked) === 1;
    if (plan.kind === 'unchanged') return { item, changed: false, wasChecked };
    const written = await updateItemAtVersion(db, item.id, item.version, plan);
    if (written) return { item: written, changed: true, wasChecked };
    if (attempt >= ATTEMPTS) clash((await findItem(db, listId, itemId)) ?? itemNotFound());
  }
}
