import type { Kysely } from 'kysely';
import type { DishDetail } from '@hearth/shared/dishes';
import type { DatabaseSchema } from '../db/schema.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { isSharedInto } from '../modules/dishes/dish-shares.repository.js';
import { findOwnedDish, findReadableDish } from '../modules/dishes/dishes.repository.js';
import { authorizeHearth } from './hearths.js';

type Db = Kysely<DatabaseSchema>;

export function dishNotFound(): never {
  throw new NotFoundError('Dish not found', 'DISH_NOT_FOUND');
}

/**
 * A dish the reader may open: their own, one shared into the cookbook of a hearth they belong
 * to, or one a meal of such a hearth uses (hearth-mates read each other's dishes). Any other
 * answers exactly like a missing one.
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
 * The name of the dish a meal is planned with, when the planner may plan with it: one of their
 * own dishes, or, for a meal of a hearth (whose plan ability the caller checked), one shared
 * into that hearth's cookbook. Null for a meal without a dish; 400 otherwise.
 */
export async function authorizeDishForMeal(
  db: Db,
  plannerId: string,
  dishId: number | null,
  hearthId: number | null,
): Promise<string | null> {
  if (dishId === null) return null;
  const own = await findOwnedDish(db, plannerId, dishId);
  if (own) return own.dishName;
  if (hearthId !== null && (await isSharedInto(db, dishId, hearthId))) {
    const shared = await findReadableDish(db, plannerId, dishId);
    if (shared) return shared.dishName;
  }
  throw new ValidationError('Dish not found', 'DISH_NOT_FOUND');
}

/**
 * Sharing a dish into a hearth's cookbook, or taking it out: only the dish's owner (403 for a
 * dish they can see, 404 otherwise), and only into a hearth they belong to (404 outside it).
 * Sharing adds to the hearth, so a viewer may not (403); anyone may take their own dish out.
 */
export async function authorizeDishShare(
  db: Db,
  userId: string,
  dishId: number,
  hearthId: number,
  change: 'share' | 'unshare',
): Promise<void> {
  if (!(await findOwnedDish(db, userId, dishId))) await refuseDishChange(db, userId, dishId);
  await authorizeHearth(db, userId, hearthId, change === 'share' ? 'plan' : 'read');
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
