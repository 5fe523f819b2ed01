import type { Kysely } from 'kysely';
import type { Unit } from '@hearth/shared/dish-rules';
import { PANTRY_LIMITS } from '@hearth/shared/pantry-rules';
import { takeOut } from '@hearth/shared/pantry-matching';
import { parsePutInPantryChoice } from '@hearth/shared/put-in-pantry-choice';
import type { DatabaseSchema } from '../../db/schema.js';
import { type PantryOwner, applyTakings, countPantry, insertPantryItem, listPantry, toPantryItem } from './pantry.repository.js';

/** A shopping list item as it was checked off or unticked. */
export interface CheckedOffItem {
  name: string;
  quantity: number;
  unit: Unit | '';
}

function isCounted({ quantity, unit }: CheckedOffItem): boolean {
  return quantity > 0 && unit !== 'to taste' && unit !== 'as needed';
}

/**
 * Settings' "What I check off: put it in the pantry at once" (docs/product.md#pantry): what
 * the cook checks off goes into the pantry of the list's owner (theirs, or the hearth's), with
 * its amount, and unticking it takes that amount out again, so a slip of the thumb leaves the
 * pantry as it was. Done on the server, so check-offs made offline count when they arrive.
 * Answers whether the pantry changed. A full pantry is left as it is: the check-off still counts.
 */
export async function followCheckOff(
  db: Kysely<DatabaseSchema>,
  { userId, owner, item, checked }: { userId: string; owner: PantryOwner; item: CheckedOffItem; checked: boolean },
): Promise<boolean> {
  const cook = await db.selectFrom('users').select('put_in_pantry').where('id', '=', userId).executeTakeFirst();
  if (parsePutInPantryChoice(cook?.put_in_pantry) !== 'always') return false;
  const counted = isCounted(item);
  if (checked) {
    if ((await countPantry(db, owner)) >= PANTRY_LIMITS.items) return false;
    await insertPantryItem(db, owner, {
      name: item.name,
      amount: counted ? item.quantity : null,
      unit: counted ? item.unit : '',
      use_by: null,
      place: null,
      always: false,
    });
    return true;
  }
  return db.transaction().execute(async (trx) => {
    const pantry = (await listPantry(trx, owner)).map((row) => ({ ...toPantryItem(row), id: row.id }));
    const takings = takeOut(
      [{ item: item.name, quantity: counted ? item.quantity : 0, unit: counted ? item.unit : '', optional: false }],
      pantry,
    );
    await applyTakings(trx, takings);
    return takings.length > 0;
  });
}
