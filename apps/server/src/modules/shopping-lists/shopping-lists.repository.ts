import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Unit } from '@hearth/shared/dish-rules';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import type { ShoppingListItem, ShoppingListSummary } from '@hearth/shared/shopping-lists';
import type { Aisle } from '@hearth/shared/shopping-list-rules';
import type { ItemSource } from '@hearth/shared/shopping-list-merge';
import type { DatabaseSchema, ShoppingListItemsTable } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The cook's own list is called this; a hearth's list is called after the hearth. */
export const OWN_LIST_NAME = 'My list';

export interface ShoppingListRow extends ShoppingListSummary {
  owner_id: string | null;
}

export type ItemRow = Selectable<ShoppingListItemsTable>;

export function toItem(row: ItemRow): ShoppingListItem {
  return {
    id: row.id,
    name: row.name,
    quantity: Number(row.quantity),
    unit: row.unit as Unit | '',
    aisle: row.aisle as Aisle,
    checked: Number(row.checked) === 1,
    version: row.version,
    sources: JSON.parse(row.sources) as ItemSource[],
  };
}

function selectLists(db: Db) {
  return db
    .selectFrom('shopping_lists')
    .leftJoin('hearths', 'hearths.id', 'shopping_lists.hearth_id')
    .select(['shopping_lists.id', 'shopping_lists.owner_id', 'shopping_lists.hearth_id', 'hearths.name as hearth_name']);
}

function toList(row: { id: number; owner_id: string | null; hearth_id: number | null; hearth_name: string | null }): ShoppingListRow {
  return { id: row.id, owner_id: row.owner_id, hearth_id: row.hearth_id, name: row.hearth_name ?? OWN_LIST_NAME };
}

/** The cook's own list and one per hearth they belong to, their own first. */
export async function listListsOf(db: Db, userId: string): Promise<ShoppingListRow[]> {
  const rows = await selectLists(db)
    .where((eb) =>
      eb.or([
        eb('shopping_lists.owner_id', '=', userId),
        eb('shopping_lists.hearth_id', 'in', eb.selectFrom('hearth_members').select('hearth_id').where('user_id', '=', userId)),
      ]),
    )
    .orderBy('shopping_lists.hearth_id')
    .orderBy('shopping_lists.id')
    .execute();
  return rows.map(toList).sort((a, b) => Number(a.hearth_id !== null) - Number(b.hearth_id !== null));
}

/** Hearths of the cook that have no list yet. */
export async function hearthsWithoutList(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('hearth_members')
    .select('hearth_members.hearth_id')
    .where('hearth_members.user_id', '=', userId)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('shopping_lists').select('id').whereRef('shopping_lists.hearth_id', '=', 'hearth_members.hearth_id'))),
    )
    .execute();
  return rows.map((row) => row.hearth_id);
}

/** Makes the lists that do not exist yet; two requests doing it at once make each only once. */
export async function createLists(db: Db, lists: { ownerId?: string; hearthIds: number[] }): Promise<void> {
  const now = new Date().toISOString();
  if (lists.ownerId) {
    await db
      .insertInto('shopping_lists')
      .values({ owner_id: lists.ownerId, hearth_id: null, created_at: now })
      .onConflict((conflict) => conflict.column('owner_id').doNothing())
      .execute();
  }
  if (lists.hearthIds.length) {
    await db
      .insertInto('shopping_lists')
      .values(lists.hearthIds.map((hearthId) => ({ owner_id: null, hearth_id: hearthId, created_at: now })))
      .onConflict((conflict) => conflict.column('hearth_id').doNothing())
      .execute();
  }
}

/**
 * A list and the cook's role in its hearth (undefined for a cook's own list, or when they are
 * no member), in one statement: every change to a list asks both first.
 */
export async function findListWithRole(
  db: Db,
  listId: number,
  userId: string,
): Promise<(ShoppingListRow & { role?: HearthRole }) | undefined> {
  const row = await selectLists(db)
    .leftJoin('hearth_members', (join) =>
      join.onRef('hearth_members.hearth_id', '=', 'shopping_lists.hearth_id').on('hearth_members.user_id', '=', userId),
    )
    .select('hearth_members.role')
    .where('shopping_lists.id', '=', listId)
    .executeTakeFirst();
  return row && { ...toList(row), ...(row.role === null ? {} : { role: row.role as HearthRole }) };
}

/** The cook's own list (`hearthId` null) or a hearth's; undefined when it was never made. */
export async function findListFor(db: Db, userId: string, hearthId: number | null): Promise<ShoppingListRow | undefined> {
  const query = selectLists(db);
  const row = await (
    hearthId === null ? query.where('shopping_lists.owner_id', '=', userId) : query.where('shopping_lists.hearth_id', '=', hearthId)
  ).executeTakeFirst();
  return row && toList(row);
}

/** The planned meals whose ingredients a list holds, checked off or not: read from its items' sources. */
export async function mealIdsOnList(db: Db, listId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('shopping_list_items').select('sources').where('list_id', '=', listId).execute();
  const ids = new Set<number>();
  for (const row of rows) {
    for (const source of JSON.parse(row.sources) as ItemSource[]) if (source.meal_id !== undefined) ids.add(source.meal_id);
  }
  return ids;
}

export async function listItems(db: Db, listId: number): Promise<ItemRow[]> {
  return db.selectFrom('shopping_list_items').selectAll().where('list_id', '=', listId).orderBy('id').execute();
}

export async function listOpenItems(db: Db, listId: number): Promise<ItemRow[]> {
  return db.selectFrom('shopping_list_items').selectAll().where('list_id', '=', listId).where('checked', '=', 0).orderBy('id').execute();
}

export async function countItems(db: Db, listId: number): Promise<number> {
  const row = await db
    .selectFrom('shopping_list_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findItem(db: Db, listId: number, itemId: number): Promise<ItemRow | undefined> {
  return db.selectFrom('shopping_list_items').selectAll().where('id', '=', itemId).where('list_id', '=', listId).executeTakeFirst();
}

export interface NewItem {
  name: string;
  foodKey: string;
  quantity: number;
  unit: string;
  aisle: string;
  sources: ItemSource[];
}

export async function insertItems(db: Db, listId: number, items: readonly NewItem[]): Promise<void> {
  if (!items.length) return;
  const now = new Date().toISOString();
  await db
    .insertInto('shopping_list_items')
    .values(
      items.map((item) => ({
        list_id: listId,
        name: item.name,
        food_key: item.foodKey,
        quantity: item.quantity,
        unit: item.unit,
        aisle: item.aisle,
        checked: 0,
        sources: JSON.stringify(item.sources),
        version: 1,
        checked_version: 1,
        details_version: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export type ItemColumns = Partial<Pick<ItemRow, 'name' | 'food_key' | 'quantity' | 'unit' | 'aisle' | 'checked' | 'sources'>>;

/**
 * Writes a change made on `version` of the item, as its next version. Answers false when the
 * item changed (or went) meanwhile, so the caller reads it again and decides anew.
 */
/**
 * Writes a change if the item is still at `version`, and answers the item as written (read
 * back in the same statement: RETURNING, on SQLite and PostgreSQL alike); undefined when
 * someone changed it meanwhile.
 */
export async function updateItemAtVersion(
  db: Db,
  itemId: number,
  version: number,
  changes: { columns: ItemColumns; checkedChanged: boolean; detailsChanged: boolean },
): Promise<ItemRow | undefined> {
  const next = version + 1;
  return db
    .updateTable('shopping_list_items')
    .set({
      ...changes.columns,
      version: next,
      ...(changes.checkedChanged ? { checked_version: next } : {}),
      ...(changes.detailsChanged ? { details_version: next } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', itemId)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** Answers whether there was such an item. */
export async function deleteItem(db: Db, listId: number, itemId: number): Promise<boolean> {
  const result = await db.deleteFrom('shopping_list_items').where('id', '=', itemId).where('list_id', '=', listId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Answers how many checked items went. */
export async function deleteCheckedItems(db: Db, listId: number): Promise<number> {
  const result = await db.deleteFrom('shopping_list_items').where('list_id', '=', listId).where('checked', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}
