import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { PantryItem } from '@hearth/shared/pantry';
import type { PantryPlace } from '@hearth/shared/pantry-rules';
import type { PantryTaking } from '@hearth/shared/pantry-matching';
import type { Unit } from '@hearth/shared/dish-rules';
import type { DatabaseSchema, PantryItemsTable } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Whose pantry: a cook's own, or a hearth's. */
export type PantryOwner = { userId: string } | { hearthId: number };

export type PantryItemRow = Selectable<PantryItemsTable>;

/** The fields a cook sets; the rest the server keeps. */
export interface PantryItemFields {
  name: string;
  amount: number | null;
  unit: Unit | '';
  use_by: string | null;
  place: PantryPlace | null;
  always: boolean;
}

export function toPantryItem(row: PantryItemRow): PantryItem {
  return {
    id: row.id,
    hearth_id: row.hearth_id,
    name: row.name,
    amount: row.amount,
    unit: row.unit as Unit | '',
    use_by: row.use_by,
    place: row.place as PantryPlace | null,
    always: Boolean(row.always),
    updated_at: row.updated_at,
  };
}

function ownerColumns(owner: PantryOwner) {
  return 'userId' in owner ? { owner_id: owner.userId, hearth_id: null } : { owner_id: null, hearth_id: owner.hearthId };
}

function belongsTo(owner: PantryOwner) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'pantry_items'>) =>
    'userId' in owner ? eb.and([eb('owner_id', '=', owner.userId), eb('hearth_id', 'is', null)]) : eb('hearth_id', '=', owner.hearthId);
}

/** The pantry's items, those to use first (earliest use-by) on top, then by name. */
export async function listPantry(db: Db, owner: PantryOwner): Promise<PantryItemRow[]> {
  const rows = await db.selectFrom('pantry_items').selectAll().where(belongsTo(owner)).execute();
  return rows.sort((a, b) => (a.use_by ?? '9999').localeCompare(b.use_by ?? '9999') || a.name.localeCompare(b.name) || a.id - b.id);
}

export async function countPantry(db: Db, owner: PantryOwner): Promise<number> {
  const row = await db
    .selectFrom('pantry_items')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(belongsTo(owner))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findPantryItem(db: Db, id: number): Promise<PantryItemRow | undefined> {
  return db.selectFrom('pantry_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPantryItem(db: Db, owner: PantryOwner, fields: PantryItemFields): Promise<PantryItemRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('pantry_items')
    .values({ ...ownerColumns(owner), ...fields, always: fields.always ? 1 : 0, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePantryItem(db: Db, id: number, fields: Partial<PantryItemFields>): Promise<PantryItemRow> {
  const { always, ...rest } = fields;
  return db
    .updateTable('pantry_items')
    .set({ ...rest, ...(always === undefined ? {} : { always: always ? 1 : 0 }), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deletePantryItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom('pantry_items').where('id', '=', id).execute();
}

/** Writes what cooking a dish took: new amounts, and used-up items removed. */
export async function applyTakings(db: Db, takings: readonly PantryTaking[]): Promise<void> {
  const now = new Date().toISOString();
  const usedUp = takings.filter((taking) => taking.left === null).map((taking) => taking.id);
  if (usedUp.length) await db.deleteFrom('pantry_items').where('id', 'in', usedUp).execute();
  for (const taking of takings) {
    if (taking.left !== null)
      await db.updateTable('pantry_items').set({ amount: taking.left, updated_at: now }).where('id', '=', taking.id).execute();
  }
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A cook's pantry staples: the items of their own pantry marked "always have", in the order they
 * were added (docs/decisions/0078-staples-are-pantry-items.md).
 */
export async function findStaples(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('pantry_items')
    .select('name')
    .where(belongsTo({ userId }))
    .where('always', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.name);
}

/**
 * Makes these names the cook's staples: "always have" items no longer named are removed, an item
 * already in the pantry under a named food is marked "always have", and the rest are added.
 */
export async function replaceStaples(db: Db, userId: string, staples: readonly string[]): Promise<void> {
  const owner = { userId };
  const items = await db.selectFrom('pantry_items').select(['id', 'name', 'always']).where(belongsTo(owner)).execute();
  const dropped = items.filter((item) => item.always && !staples.some((staple) => sameName(staple, item.name)));
  if (dropped.length)
    await db
      .deleteFrom('pantry_items')
      .where(
        'id',
        'in',
        dropped.map((item) => item.id),
      )
      .execute();
  const now = new Date().toISOString();
  const kept = items.filter((item) => !dropped.includes(item));
  const marked = kept.filter((item) => !item.always && staples.some((staple) => sameName(staple, item.name)));
  if (marked.length) {
    await db
      .updateTable('pantry_items')
      .set({ always: 1, updated_at: now })
      .where(
        'id',
        'in',
        marked.map((item) => item.id),
      )
      .execute();
  }
  const added = staples.filter((staple) => !kept.some((item) => sameName(staple, item.name)));
  if (added.length) {
    await db
      .insertInto('pantry_items')
      .values(
        added.map((name) => ({
          ...ownerColumns(owner),
          name,
          amount: null,
          unit: '',
          use_by: null,
          place: null,
          always: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}
