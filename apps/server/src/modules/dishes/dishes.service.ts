import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { detachDishFromMeals } from '../meals/meals.repository.js';
import { deleteOwnedDish, findOwnedDish } from './dishes.repository.js';

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
