import type { Kysely, Transaction } from 'kysely';
import type { Aisle } from '@hearth/shared/shopping-list-rules';
import type { DatabaseSchema } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** What a cook taught the list: the aisle of a food they corrected. */

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
