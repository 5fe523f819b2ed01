import type { Kysely } from 'kysely';
import { canPlanIn, type HearthRole } from '@hearth/shared/hearth-roles';
import type { DatabaseSchema } from '../db/schema.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { findRole } from '../modules/hearths/hearths.repository.js';
import { type MealOwnership, findMealOwnership } from '../modules/meals/meals.repository.js';

export function mealNotFound(): never {
  throw new NotFoundError('Meal not found', 'MEAL_NOT_FOUND');
}

/**
 * Whether `userId` may change a meal, knowing who planned it, in which hearth, and their role
 * there: a personal meal is its planner's alone, a hearth's meal its owners' and members'.
 */
export function canChangeMeal(userId: string, meal: { creatorId: string; hearthId: number | null }, role: HearthRole | undefined): boolean {
  return meal.hearthId === null ? meal.creatorId === userId : canPlanIn(role);
}

/**
 * A personal meal is its planner's alone; a hearth's meal is its owners' and members' (viewers
 * get a 403). Someone who cannot even see the meal, an ex-member too, gets the same 404 as for
 * a missing one: planning a meal in a hearth gives no claim on it after leaving. Answers who
 * planned the meal and where.
 */
export async function authorizeMealChange(db: Kysely<DatabaseSchema>, userId: string, mealId: number): Promise<MealOwnership> {
  const meal = (await findMealOwnership(db, mealId)) ?? mealNotFound();
  const role = meal.hearthId === null ? undefined : await findRole(db, meal.hearthId, userId);
  if (canChangeMeal(userId, meal, role)) return meal;
  if (meal.hearthId !== null && role === 'viewer') throw new ForbiddenError('Only owners and members of this hearth can change its meals.');
  mealNotFound();
}

/**
 * The meal when the reader may see it: their own personal meal, or a meal of a hearth they
 * belong to (any role). Anyone else gets the same 404 as for a missing meal.
 */
export async function authorizeMealRead(db: Kysely<DatabaseSchema>, userId: string, mealId: number): Promise<void> {
  const meal = (await findMealOwnership(db, mealId)) ?? mealNotFound();
  if (meal.hearthId === null) {
    if (meal.creatorId !== userId) mealNotFound();
    return;
  }
  if ((await findRole(db, meal.hearthId, userId)) === undefined) mealNotFound();
}
