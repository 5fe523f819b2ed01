import type { Kysely, Transaction } from 'kysely';
import { builtInAisle } from '@hearth/shared/food-aisles';
import { type ListLine, mergeIntoList } from '@hearth/shared/shopping-list-merge';
import { SHOPPING_LIST_LIMITS, foodKey } from '@hearth/shared/shopping-list-rules';
import { lockRow } from '../../db/dialect.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { ConflictError, UnprocessableError } from '../../errors.js';
import { findFoodAisles } from './cook-preferences.repository.js';
import { claimIdempotencyKey } from './list-requests.repository.js';
import { type NewItem, countItems, insertItems, listOpenItems, toItem, updateItemAtVersion } from './shopping-lists.repository.js';

type Db = Kysely<DatabaseSchema>;

/** An item changed by someone else (an edit of one item) between reading the list and writing to it: start again. */
class ListChangedMeanwhile extends Error {}

const ATTEMPTS = 3;

export interface AddToList {
  listId: number;
  /** Whose aisle corrections place new items. */
  userId: string;
  lines: ListLine[];
  /** The Idempotency-Key the client sent: a change already made is not made twice. */
  idempotencyKey: string | undefined;
}

/**
 * Adds lines to a list in one transaction: each joins an open item of its food when their
 * amounts add up (mergeIntoList), or becomes a new item in the aisle the cook taught the list
 * for that food, else the built-in one. Items are written only at the version read, so two
 * cooks adding at once both count; a list holds at most SHOPPING_LIST_LIMITS.items items.
 * Answers whether anything changed.
 */
export async function addToList(db: Db, request: AddToList): Promise<boolean> {
  const { listId, userId, lines, idempotencyKey } = request;
  const corrections = await findFoodAisles(
    db,
    userId,
    lines.map((line) => foodKey(line.name)),
  );
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => merge(trx, listId, lines, corrections, idempotencyKey));
    } catch (error) {
      if (!(error instanceof ListChangedMeanwhile)) throw error;
      if (attempt >= ATTEMPTS) throw new ConflictError('The list changed while this was being added. Please try again.', 'LIST_CHANGED');
    }
  }
}

async function merge(
  trx: Transaction<DatabaseSchema>,
  listId: number,
  lines: ListLine[],
  corrections: Map<string, string>,
  idempotencyKey: string | undefined,
): Promise<boolean> {
  // Adds to one list queue up, so two at once both count and the same food merges into one item.
  await lockRow(trx, 'shopping_lists', listId);
  if (idempotencyKey && !(await claimIdempotencyKey(trx, listId, idempotencyKey, new Date()))) return false;
  const open = await listOpenItems(trx, listId);
  const versions = new Map(open.map((row) => [row.id, row.version]));
  const { changed, added } = mergeIntoList(
    open.map((row) => ({ ...toItem(row), id: row.id })),
    lines,
  );

  if (added.length && (await countItems(trx, listId)) + added.length > SHOPPING_LIST_LIMITS.items) {
    throw new UnprocessableError(
      `A shopping list holds at most ${SHOPPING_LIST_LIMITS.items} items. Clear the checked ones or remove some first.`,
      'LIST_FULL',
    );
  }
  for (const [id, line] of changed) {
    const written = await updateItemAtVersion(trx, id, versions.get(id)!, {
      columns: { quantity: line.quantity, unit: line.unit, sources: JSON.stringify(line.sources) },
      checkedChanged: false,
      detailsChanged: true,
    });
    if (!written) throw new ListChangedMeanwhile();
  }
  const items: NewItem[] = added.map((line) => {
    const key = foodKey(line.name);
    return { ...line, foodKey: key, aisle: corrections.get(key) ?? builtInAisle(line.name, line.note) };
  });
  await insertItems(trx, listId, items);
  return changed.size > 0 || items.length > 0;
}
