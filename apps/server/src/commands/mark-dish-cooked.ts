import type { Kysely } from 'kysely';
import { COOKED_STATUSES } from '@hearth/shared/meal-rules';
import { canChangeMeal, mealNotFound } from '../access/meals.js';
import type { DatabaseSchema } from '../db/schema.js';
import { type CookingDetails, recordCooking } from '../modules/cooked/dish-cookings.repository.js';
import { type DishMealOnDay, listDishMealsOnDay, updateMeal } from '../modules/meals/meals.repository.js';

const isCooked = (status: string) => (COOKED_STATUSES as readonly string[]).includes(status);

/** The dish's meals on `day` that the cook may change (their own; a hearth's for its owners and members). */
export async function changeableMealsOnDay(
  db: Kysely<DatabaseSchema>,
  cookId: string,
  dishId: number,
  day: string,
): Promise<DishMealOnDay[]> {
  return (await listDishMealsOnDay(db, cookId, dishId, day)).filter((meal) => canChangeMeal(cookId, meal, meal.readerRole));
}

/**
 * "Mark as cooked" (made it), in one transaction. With a meal the cook picked: that meal, which
 * must have the dish on `day` and be one they may change, becomes cooked (one already cooked
 * or eaten stays as it is, so a second tap counts nothing twice). Either way the cooking goes
 * into the dish's log, once a day per cook, with the rating, note and photo the cook gave (a
 * meal's entry names the meal, which already counts in the history). No meal is ever planned
 * for it. Callers check the dish is readable first. Answers the meal marked, or null, and the
 * log entry.
 */
export async function markDishCooked(
  db: Kysely<DatabaseSchema>,
  cookId: string,
  dishId: number,
  { day, mealId, details = {} }: { day: string; mealId?: number | undefined; details?: CookingDetails },
): Promise<{ mealId: number | null; entryId: number }> {
  return db.transaction().execute(async (trx) => {
    if (mealId === undefined) {
      return { mealId: null, entryId: await recordCooking(trx, { dishId, userId: cookId, day, details }) };
    }
    const meal = (await changeableMealsOnDay(trx, cookId, dishId, day)).find((found) => found.id === mealId);
    // A meal of another day, dish or cook answers as a missing one.
    if (!meal) mealNotFound();
    if (!isCooked(meal.status)) await updateMeal(trx, meal.id, { meal_status: 'cooked' });
    return { mealId: meal.id, entryId: await recordCooking(trx, { dishId, userId: cookId, day, mealId: meal.id, details }) };
  });
}
