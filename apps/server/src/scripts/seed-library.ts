import type { Kysely } from 'kysely';
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
}

const ROWS_PER_TRANSACTION = 1000;

/**
 * Adds a realistic library to one cook's account: the seed script, the benchmark and the
 * load test all use it. Answers the ids it created, oldest first.
 */
export async function seedLibrary(
  db: Kysely<DatabaseSchema>,
  ownerId: string,
  { dishes: dishCount, meals: mealCount, seed = 1 }: LibrarySize,
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
  return { dishIds: dishes.map((dish) => dish.id), mealIds };
}
