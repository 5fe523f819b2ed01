import type { Kysely } from 'kysely';
import { utcToday } from '@hearth/shared/calendar-dates';
import { keyPantry, pantryHolds } from '@hearth/shared/pantry-matching';
import type { ListLine } from '@hearth/shared/shopping-list-merge';
import { foodKey } from '@hearth/shared/shopping-list-rules';
import { mergeShoppingLines } from '@hearth/shared/shopping-lines';
import { groupBy } from '@hearth/shared/group-by';
import type { DatabaseSchema } from '../../db/schema.js';
import { listPantry, toPantryItem } from '../pantry/index.js';

/**
 * The lines the pantry already covers, for a list built from dishes: a food is "in the
 * pantry" when the pantry of the list's owner (the cook's own, or the hearth's) holds enough of
 * it for every line that asks for it, added up; such lines are left off like pantry staples.
 */
export async function linesInPantry(
  db: Kysely<DatabaseSchema>,
  owner: { userId: string } | { hearthId: number },
  lines: readonly ListLine[],
) {
  if (!lines.length) return new Set<ListLine>();
  const pantry = keyPantry((await listPantry(db, owner)).map(toPantryItem), [], utcToday());
  if (!pantry.holdings.length) return new Set<ListLine>();
  const covered = new Set<ListLine>();
  for (const group of groupBy(lines, (line) => foodKey(line.name)).values()) {
    const needed = mergeShoppingLines(group.map((line) => ({ item: line.name, quantity: line.quantity, unit: line.unit })));
    if (needed.every((line) => pantryHolds(line, pantry))) for (const line of group) covered.add(line);
  }
  return covered;
}
