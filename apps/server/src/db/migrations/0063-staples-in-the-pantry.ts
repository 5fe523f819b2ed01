import type { Kysely } from 'kysely';

/**
 * Pantry staples become items of the cook's own pantry marked "always have"
 * (docs/decisions/0078-staples-are-pantry-items.md): the staples a cook chose, or the defaults
 * for one who never changed them. A food already in the pantry under the same name is marked
 * "always have" instead of added twice. The staples' own table then goes.
 */
const DEFAULT_STAPLES = ['salt', 'pepper', 'oil', 'water'];
/** Rows per insert: well inside both databases' limits on bound values. */
const BATCH = 500;

export async function up(db: Kysely<any>): Promise<void> {
  const chosen = new Map<string, string[]>();
  for (const row of await db.selectFrom('pantry_staples').select(['user_id', 'staples']).execute()) {
    chosen.set(row.user_id as string, JSON.parse(row.staples as string) as string[]);
  }
  const owned = new Map<string, Array<{ id: number; name: string }>>();
  const items = await db.selectFrom('pantry_items').select(['id', 'owner_id', 'name']).where('hearth_id', 'is', null).execute();
  for (const item of items) owned.set(item.owner_id, [...(owned.get(item.owner_id) ?? []), { id: item.id, name: item.name }]);

  const now = new Date().toISOString();
  const inserts: Array<Record<string, unknown>> = [];
  const marked: number[] = [];
  for (const { id: userId } of await db.selectFrom('users').select('id').execute()) {
    for (const staple of chosen.get(userId) ?? DEFAULT_STAPLES) {
      const same = owned.get(userId)?.find((item) => item.name.toLowerCase() === staple.toLowerCase());
      if (same) marked.push(same.id);
      else
        inserts.push({
          owner_id: userId,
          hearth_id: null,
          name: staple,
          amount: null,
          unit: '',
          use_by: null,
          place: null,
          always: 1,
          created_at: now,
          updated_at: now,
        });
    }
  }
  for (let first = 0; first < inserts.length; first += BATCH) {
    await db
      .insertInto('pantry_items')
      .values(inserts.slice(first, first + BATCH))
      .execute();
  }
  for (let first = 0; first < marked.length; first += BATCH) {
    await db
      .updateTable('pantry_items')
      .set({ always: 1 })
      .where('id', 'in', marked.slice(first, first + BATCH))
      .execute();
  }
  await db.schema.dropTable('pantry_staples').execute();
}
