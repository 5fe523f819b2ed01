import type { Kysely } from 'kysely';
import type { DishDetail } from '@hearth/shared/dishes';
import type { DatabaseSchema } from '../db/schema.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { findOwnedDish, findReadableDish } from '../modules/dishes/dishes.repository.js';

type Db = Kysely<DatabaseSchema>;

export function dishNotFound(): never {
  throw new NotFoundError('Dish not found', 'DISH_NOT_FOUND');
}

/**
 * A dish the reader may open: their own, or one a meal of a hearth they belong to uses
 * (hearth-mates read each other's dishes). Any other answers exactly like a missing one.
 */
export async function authorizeDishRead(db: Db, readerId: string, dishId: number): Promise<DishDetail> {
  return (await findReadableDish(db, readerId, dishId)) ?? dishNotFound();
}

/**
 * Only a dish's owner changes or deletes it. Owner-scoped writes find nothing for anyone
 * else; this says why afterwards: 403 for a dish the caller can see, 404 otherwise.
 */
export async function refuseDishChange(db: Db, userId: string, dishId: number): Promise<never> {
  if (await findReadableDish(db, userId, dishId)) {
    throw new ForbiddenError('Only the cook whose dish this is can change it.', 'NOT_DISH_OWNER');
  }
  dishNotFound();
}

/**
 * The name of the dish a meal is planned with, when the planner may plan with it (one of
 * their own dishes); null for a meal without a dish; 400 otherwise.
 */
export async function authorizeDishForMeal(db: Db, plannerId: string, dishId: number | null): Promise<string | null> {
  if (dishId === null) return null;
  const dish = await findOwnedDish(db, plannerId, dishId);
  if (!dish) throw new ValidationError('Dish not found', 'DISH_NOT_FOUND');
  return dish.dishName;
}

/**
 * The name of a dish the cook may plan a meal with on their own (one of their own dishes); a
 * hearth-mate's dish they can read answers 403. Callers check the dish is readable first.
 */
export async function authorizeDishPlanning(db: Db, plannerId: string, dishId: number): Promise<string> {
  const dish = await findOwnedDish(db, plannerId, dishId);
  if (!dish) {
    throw new ForbiddenError(
      "Only the cook whose dish this is can plan it. Mark the hearth's meal with it as cooked instead.",
      'NOT_DISH_OWNER',
    );
  }
  return dish.dishName;
}
