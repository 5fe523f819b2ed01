import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';
import { deleteOwnedDish, findOwnedDish } from '../modules/dishes/dishes.repository.js';
import { detachDishFromMeals } from '../modules/meals/meals.repository.js';

/**
 * Deletes a dish but not the meals planned with it: in one transaction they keep the
 * dish's name as their fallback text, then the dish goes. Answers whether it existed.
 */
export async function deleteDishKeepingMeals(db: Kysely<DatabaseSchema>, ownerId: string, dishId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const dish = await findOwnedDish(trx, ownerId, dishId);
    if (!dish) return false;
    await detachDishFromMeals(trx, dishId, dish.dishName);
    return deleteOwnedDish(trx, ownerId, dishId);
  });
}
