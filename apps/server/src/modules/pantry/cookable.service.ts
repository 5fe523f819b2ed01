import type { Kysely } from 'kysely';
import { utcToday } from '@hearth/shared/calendar-dates';
import type { CookableDish, CookableQuery } from '@hearth/shared/pantry';
import { holdAgainstPantry, keyPantry } from '@hearth/shared/pantry-matching';
import type { DatabaseSchema } from '../../db/schema.js';
import { listDishesForCooking } from '../dishes/index.js';
import { type PantryOwner, findStaples, listPantry, toPantryItem } from './pantry.repository.js';

/**
 * What can I cook now: every dish of the library (or the hearth's cookbook) held against the
 * pantry (or the hearth's) and the cook's staples, those missing at most `max_missing`
 * ingredients, fewest missing first, then those using up what should be used soon, then by name;
 * the first `limit` of them, and how many there are.
 */
export async function cookableDishes(
  db: Kysely<DatabaseSchema>,
  userId: string,
  owner: PantryOwner,
  query: CookableQuery,
): Promise<{ dishes: CookableDish[]; total: number }> {
  const [dishes, pantry, staples] = await Promise.all([
    listDishesForCooking(db, 'userId' in owner ? { ownerId: owner.userId } : owner),
    listPantry(db, owner),
    findStaples(db, userId),
  ]);
  const keyed = keyPantry(pantry.map(toPantryItem), staples, query.today ?? utcToday());
  const tags = query.tag ?? [];
  const answers: CookableDish[] = [];
  for (const dish of dishes) {
    if (query.max_minutes !== undefined && (dish.totalTime === null || dish.totalTime > query.max_minutes)) continue;
    if (!tags.every((tag) => dish.tags.includes(tag))) continue;
    if (dish.ingredients.length === 0) continue;
    const held = holdAgainstPantry(dish.ingredients, keyed);
    if (held.missing.length > query.max_missing) continue;
    const { ingredients: _ingredients, ...card } = dish;
    answers.push({ dish: card, missing: held.missing, uses_soon: held.usesSoon });
  }
  answers.sort(
    (a, b) =>
      a.missing.length - b.missing.length || b.uses_soon.length - a.uses_soon.length || a.dish.dishName.localeCompare(b.dish.dishName),
  );
  return { dishes: answers.slice(0, query.limit), total: answers.length };
}
