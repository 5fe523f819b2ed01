import type { Kysely } from 'kysely';
import type { MealType } from '@hearth/shared/meal-rules';
import { COOKED_STATUSES, mealTimestamp } from '@hearth/shared/meal-rules';
import { authorizeDishPlanning } from '../access/dishes.js';
import { canChangeMeal } from '../access/meals.js';
import type { DatabaseSchema } from '../db/schema.js';
import { insertMeal, listDishMealsOnDay, updateMeal } from '../modules/meals/meals.repository.js';

const isCooked = (status: string) => (COOKED_STATUSES as readonly string[]).includes(status);

/**
 * "Mark as cooked" (made it): in one transaction, the first meal with the dish on `day` that
 * the cook may change and that is still planned becomes cooked; if one is already cooked or
 * eaten, nothing changes (a second tap counts nothing twice); otherwise a personal meal with the
 * dish is planned on that day, already cooked. Planning needs the cook's own dish (a
 * hearth-mate's dish answers 403). Callers check the dish is readable first.
 */
export async function markDishCooked(
  db: Kysely<DatabaseSchema>,
  cookId: string,
  dishId: number,
  { day, mealType }: { day: string; mealType: MealType },
): Promise<{ mealId: number; planned: boolean }> {
  return db.transaction().execute(async (trx) => {
    const meals = (await listDishMealsOnDay(trx, cookId, dishId, day)).filter((meal) => canChangeMeal(cookId, meal, meal.readerRole));
    const planned = meals.find((meal) => meal.status === 'planned');
    if (planned) {
      await updateMeal(trx, planned.id, { meal_status: 'cooked' });
      return { mealId: planned.id, planned: false };
    }
    const cooked = meals.find((meal) => isCooked(meal.status));
    if (cooked) return { mealId: cooked.id, planned: false };

    const dishName = await authorizeDishPlanning(trx, cookId, dishId);
    const mealId = await insertMeal(
      trx,
      cookId,
      { date: mealTimestamp(day), meal_type: mealType, meal_status: 'cooked', dish_id: dishId, notes: null },
      dishName,
    );
    return { mealId, planned: true };
  });
}
