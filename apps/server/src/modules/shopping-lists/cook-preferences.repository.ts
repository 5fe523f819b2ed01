import type { Kysely, Transaction } from 'kysely';
import { type Aisle, DEFAULT_PANTRY_STAPLES } from '@hearth/shared/shopping-list-rules';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** What a cook taught the list: the aisle of a food they corrected, and their pantry staples. */

/** The cook's own aisles for these foods (keys from foodKey), where they corrected one. */
export async function findFoodAisles(db: Db, userId: string, foodKeys: readonly string[]): Promise<Map<string, Aisle>> {
  if (!foodKeys.length) return new Map();
  const rows = await db
    .selectFrom('food_aisles')
    .select(['food_key', 'aisle'])
    .where('user_id', '=', userId)
    .where('food_key', 'in', [...new Set(foodKeys)])
    .execute();
  return new Map(rows.map((row) => [row.food_key, row.aisle as Aisle]));
}

export async function saveFoodAisle(db: Db, userId: string, foodKey: string, aisle: Aisle): Promise<void> {
  await db
    .insertInto('food_aisles')
    .values({ user_id: userId, food_key: foodKey, aisle })
    .onConflict((conflict) => conflict.columns(['user_id', 'food_key']).doUpdateSet({ aisle }))
    .execute();
}

/** The cook's pantry staples; the defaults until they change them. */
export async function findPantryStaples(db: Db, userId: string): Promise<string[]> {
  const row = await db.selectFrom('pantry_staples').select('staples').where('user_id', '=', userId).executeTakeFirst();
  return row ? (JSON.parse(row.staples) as string[]) : [...DEFAULT_PANTRY_STAPLES];
}

export async function savePantryStaples(db: Db, userId: string, staples: readonly string[]): Promise<void> {
  const values = { staples: JSON.stringify(staples), updated_at: new Date().toISOString() };
  await db
    .insertInto('pantry_staples')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
