import type { Kysely } from 'kysely';
import { addDays, utcToday } from '@hearth/shared/calendar-dates';
import type { DatabaseSchema } from '../db/schema.js';
import { insertDish } from '../modules/dishes/dishes.repository.js';
import { insertMeal } from '../modules/meals/meals.repository.js';
import { fakeDish, fakeMeal, seededRandom } from './fake-library.js';

export interface LibrarySize {
  dishes: number;
  /** Spread evenly over two years centred on today; needs at least one dish. */
  meals: number;
  /** The same seed gives the same library. */
  seed?: number;
  /** Whether a third of the dishes carry a cooking log (one to four cookings in the past year, half rated); yes by default. */
  cookings?: boolean;
}

const ROWS_PER_TRANSACTION = 1000;

/**
 * Adds a realistic library to one cook's account: the seed script, the benchmark and the
 * load test all use it. Answers the ids it created, oldest first.
 */
export async function seedLibrary(
  db: Kysely<DatabaseSchema>,
  ownerId: string,
  { dishes: dishCount, meals: mealCount, seed = 1, cookings = true }: LibrarySize,
): Promise<{ dishIds: number[]; mealIds: number[] }> {
  if (mealCount > 0 && dishCount === 0) throw new Error('Meals need dishes to plan them with');
  const random = seededRandom(seed);
  const dishes: Array<{ id: number; dishName: string }> = [];
  const mealIds: number[] = [];
  // One transaction per thousand rows: one disk sync each instead of one per row.
  for (let first = 0; first < dishCount; first += ROWS_PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      for (let index = first; index < Math.min(first + ROWS_PER_TRANSACTION, dishCount); index += 1) {
        dishes.push(await insertDish(trx, ownerId, fakeDish(random, index)));
      }
    });
  }
  for (let first = 0; first < mealCount; first += ROWS_PER_TRANSACTION) {
    await db.transaction().execute(async (trx) => {
      for (let index = first; index < Math.min(first + ROWS_PER_TRANSACTION, mealCount); index += 1) {
        const { input, dishName } = fakeMeal(random, dishes, index, mealCount);
        mealIds.push(await insertMeal(trx, ownerId, input, dishName));
      }
    });
  }
  if (cookings) await seedCookingLog(db, ownerId, dishes, seed);
  return { dishIds: dishes.map((dish) => dish.id), mealIds };
}

/**
 * A cooking log on every third dish: one to four cookings on different days of the past year,
 * each rated half the time. Its own random sequence, so the dishes and meals stay as they were.
 */
async function seedCookingLog(db: Kysely<DatabaseSchema>, userId: string, dishes: ReadonlyArray<{ id: number }>, seed: number) {
  const random = seededRandom(seed + 7919);
  const createdAt = new Date().toISOString();
  const rows = [];
  for (const [index, dish] of dishes.entries()) {
    if (index % 3 !== 0) continue;
    const times = 1 + Math.floor(random.next() * 4);
    const firstDaysAgo = 1 + Math.floor(random.next() * 300);
    for (let time = 0; time < times; time += 1) {
      rows.push({
        dish_id: dish.id,
        user_id: userId,
        cooked_on: utcDayBefore(firstDaysAgo + time * 15),
        created_at: createdAt,
        rating: random.next() < 0.5 ? 1 + Math.floor(random.next() * 5) : null,
      });
    }
  }
  for (let first = 0; first < rows.length; first += 500) {
    await db
      .insertInto('dish_cookings')
      .values(rows.slice(first, first + 500))
      .execute();
  }
}

function utcDayBefore(days: number): string {
  return addDays(utcToday(), -days);
}
