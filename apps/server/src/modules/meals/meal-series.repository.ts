import type { Kysely } from 'kysely';
import type { MealUpdate } from '@hearth/shared/meals';
import { addDays, daysBetween } from '@hearth/shared/calendar-dates';
import { ValidationError } from '../../errors.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { type MealOwnership, type NewMeal, insertMeal, updateMeal } from './meals.repository.js';

/** Repeating meals (docs/product.md#moving-and-repeating-meals, decision 0025): a series is ordinary meals that share the first one's id. */

type Db = Kysely<DatabaseSchema>;

/**
 * A repeating meal: one ordinary meal per date (YYYY-MM-DD, at the first meal's time of day),
 * all carrying the first one's id as their series id, in one transaction. Answers the first id.
 */
export async function insertMealSeries(
  db: Db,
  creatorId: string,
  input: NewMeal,
  dates: readonly string[],
  dishName: string | null,
): Promise<number> {
  const timeOfDay = input.date.slice(10);
  return db.transaction().execute(async (trx) => {
    const firstId = await insertMeal(trx, creatorId, { ...input, date: `${dates[0]}${timeOfDay}` }, dishName);
    await trx.updateTable('meals').set({ series_id: firstId }).where('id', '=', firstId).execute();
    for (const date of dates.slice(1)) await insertMeal(trx, creatorId, { ...input, date: `${date}${timeOfDay}` }, dishName, firstId);
    return firstId;
  });
}

/** The meal and the later occurrences of its series, in (date, id) order: what "all following" changes. */
async function followingMeals(db: Db, anchor: MealOwnership): Promise<Array<{ id: number; date: string }>> {
  if (anchor.seriesId === null) return [{ id: anchor.id, date: anchor.date }];
  return db
    .selectFrom('meals')
    .select(['id', 'date'])
    .where('series_id', '=', anchor.seriesId)
    .where((eb) => eb.or([eb('date', '>', anchor.date), eb.and([eb('date', '=', anchor.date), eb('id', '>=', anchor.id)])]))
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/** The latest moment a meal may have (mealDateSchema's bound), for moves of many meals at once. */
const LAST_MEAL_MOMENT = '2201';

/**
 * Changes a meal and every later occurrence of its series in one transaction. A new date moves
 * each occurrence by as many days as the meal itself moves, at its own time of day.
 */
export async function updateFollowingMeals(db: Db, anchor: MealOwnership, changes: MealUpdate, dishName?: string | null): Promise<void> {
  const { date: newDate, ...rest } = changes;
  const shift = newDate === undefined ? 0 : daysBetween(anchor.date.slice(0, 10), newDate.slice(0, 10));
  await db.transaction().execute(async (trx) => {
    const meals = await followingMeals(trx, anchor);
    const moved = meals.map((meal) => ({ id: meal.id, date: `${addDays(meal.date.slice(0, 10), shift)}${meal.date.slice(10)}` }));
    if (moved.some((meal) => meal.date >= LAST_MEAL_MOMENT)) {
      throw new ValidationError('date: Moving these meals would take some past the year 2200', 'VALIDATION_ERROR');
    }
    for (const meal of moved) {
      const date = meal.id === anchor.id && newDate !== undefined ? newDate : shift === 0 ? undefined : meal.date;
      await updateMeal(trx, meal.id, { ...rest, ...(date !== undefined ? { date } : {}) }, dishName);
    }
  });
}

/** Deletes a meal and every later occurrence of its series, in one transaction. */
export async function deleteFollowingMeals(db: Db, anchor: MealOwnership): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = (await followingMeals(trx, anchor)).map((meal) => meal.id);
    await trx.deleteFrom('meals').where('id', 'in', ids).execute();
  });
}
