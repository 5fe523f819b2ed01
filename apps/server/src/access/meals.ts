import type { Kysely } from 'kysely';
import { canPlanIn } from '@hearth/shared/hearth-roles';
import type { DatabaseSchema } from '../db/schema.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { findRole } from '../modules/hearths/hearths.repository.js';
import { type MealOwnership, findMealOwnership } from '../modules/meals/meals.repository.js';

export function mealNotFound(): never {
  throw new NotFoundError('Meal not found', 'MEAL_NOT_FOUND');
}

/**
 * A personal meal is its planner's alone; a hearth's meal is its owners' and members' (viewers
 * get a 403). Someone who cannot even see the meal, an ex-member too, gets the same 404 as for
 * a missing one: planning a meal in a hearth gives no claim on it after leaving.
 */
export async function authorizeMealChange(db: Kysely<DatabaseSchema>, userId: string, mealId: number): Promise<MealOwnership> {
  const meal = (await findMealOwnership(db, mealId)) ?? mealNotFound();
  if (meal.hearthId === null) {
    if (meal.creatorId !== userId) mealNotFound();
    return meal;
  }
  const role = await findRole(db, meal.hearthId, userId);
  if (canPlanIn(role)) return meal;
  if (role === 'viewer') throw new ForbiddenError('Only owners and members of this hearth can change its meals.');
  mealNotFound();
}
