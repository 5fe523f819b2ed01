import type { ItemUpdate } from '@hearth/shared/shopping-lists';
import { foodKey } from '@hearth/shared/shopping-list-rules';
import type { ItemColumns, ItemRow } from './shopping-lists.repository.js';

/**
 * How a change to an item merges with what others did since the version it was made on
 * (an offline phone sends its changes late). An item has two parts that change on their own:
 * its check mark, and its details (name, quantity, unit, aisle); each remembers the version
 * it last changed at.
 *
 * - A change made on the current version applies.
 * - A part nobody else changed since the change's version takes the change.
 * - A part already as the change wants it needs nothing (a replayed change is harmless).
 * - Checking an item off wins over an older change of its check mark: it is in the basket.
 * - Anything else clashes with a newer change: 409, and the client is shown the item as it is.
 */
export type ChangePlan =
  { kind: 'apply'; columns: ItemColumns; checkedChanged: boolean; detailsChanged: boolean } | { kind: 'unchanged' } | { kind: 'conflict' };

const DETAIL_FIELDS = ['name', 'quantity', 'unit', 'aisle'] as const;

export function planItemChange(item: ItemRow, change: ItemUpdate): ChangePlan {
  if (change.version > item.version) return { kind: 'conflict' };
  const current = change.version === item.version;
  const columns: ItemColumns = {};

  let checkedChanged = false;
  if (change.checked !== undefined && change.checked !== (Number(item.checked) === 1)) {
    const nobodyElse = current || item.checked_version <= change.version;
    if (!nobodyElse && !change.checked) return { kind: 'conflict' };
    columns.checked = change.checked ? 1 : 0;
    checkedChanged = true;
  }

  const details = DETAIL_FIELDS.filter(
    (field) => change[field] !== undefined && change[field] !== (field === 'quantity' ? Number(item.quantity) : item[field]),
  );
  if (details.length) {
    if (!current && item.details_version > change.version) return { kind: 'conflict' };
    for (const field of details) {
      if (field === 'name') {
        columns.name = change.name!;
        columns.food_key = foodKey(change.name!);
      } else if (field === 'quantity') columns.quantity = change.quantity!;
      else if (field === 'unit') columns.unit = change.unit!;
      else columns.aisle = change.aisle!;
    }
  }

  if (!checkedChanged && !details.length) return { kind: 'unchanged' };
  return { kind: 'apply', columns, checkedChanged, detailsChanged: details.length > 0 };
}
