import type { ExpressionBuilder, Kysely } from 'kysely';
import { addDays } from '@hearth/shared/calendar-dates';
import type { Ingredient } from '@hearth/shared/dishes';
import { COOKED_STATUSES, type MealType } from '@hearth/shared/meal-rules';
import type { DatabaseSchema } from '../../db/schema.js';
import type { PlannerOwner } from './planner-rules.repository.js';

type Db = Kysely<DatabaseSchema>;

/**
 * What the planner's preferences read besides the dishes, each in one grouped statement
 * whatever the size of the library: favourites, average ratings, when each dish was last
 * cooked, and the meals already planned around the range.
 */

/** Whose favourites, ratings and cookings count: the cook's own, or every member's of the hearth. */
function byCooksOf(db: Db, owner: PlannerOwner) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'dish_favourites' | 'dish_cookings'>) =>
    'userId' in owner
      ? eb('user_id', '=', owner.userId)
      : eb(
          'user_id',
          'in',
          db.selectFrom('hearth_members').select('hearth_members.user_id').where('hearth_members.hearth_id', '=', owner.hearthId),
        );
}

export async function findFavouriteDishIds(db: Db, owner: PlannerOwner): Promise<Set<number>> {
  const rows = await db.selectFrom('dish_favourites').select('dish_id').distinct().where(byCooksOf(db, owner)).execute();
  return new Set(rows.map((row) => row.dish_id));
}

export async function findAverageRatings(db: Db, owner: PlannerOwner): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('dish_cookings')
    .select((eb) => ['dish_id', eb.fn.avg<number | string>('rating').as('average')])
    .where('rating', 'is not', null)
    .where(byCooksOf(db, owner))
    .groupBy('dish_id')
    .execute();
  return new Map(rows.map((row) => [row.dish_id, Number(row.average)]));
}

/** Each dish's last cooked day: its cooking log and its meals marked cooked or eaten, in the owner's scope. */
export async function findLastCooked(db: Db, owner: PlannerOwner): Promise<Map<number, string>> {
  const [logged, meals] = await Promise.all([
    db
      .selectFrom('dish_cookings')
      .select((eb) => ['dish_id', eb.fn.max('cooked_on').as('last')])
      .where(byCooksOf(db, owner))
      .groupBy('dish_id')
      .execute(),
    db
      .selectFrom('meals')
      .select((eb) => ['dish_id', eb.fn.max('date').as('last')])
      .where('dish_id', 'is not', null)
      .where('meal_status', 'in', [...COOKED_STATUSES])
      .where((eb) =>
        'userId' in owner
          ? eb.and([eb('creator_id', '=', owner.userId), eb('hearth_id', 'is', null)])
          : eb('hearth_id', '=', owner.hearthId),
      )
      .groupBy('dish_id')
      .execute(),
  ]);
  const last = new Map<number, string>();
  for (const row of [...logged, ...meals]) {
    if (row.dish_id === null || row.last === null) continue;
    const day = String(row.last).slice(0, 10);
    const known = last.get(row.dish_id);
    if (known === undefined || day > known) last.set(row.dish_id, day);
  }
  return last;
}

/** A meal already on the calendar near the range, with what its dish needs for the rules. */
export interface PlannedMeal {
  date: string;
  mealType: MealType;
  dishId: number | null;
  dishName: string | null;
  tags: string[];
  ingredients: Ingredient[];
}

/** The owner's meals from `from` to `to` (days, inclusive), cancelled ones left out: they free their slot. */
export async function findPlannedMeals(db: Db, owner: PlannerOwner, from: string, to: string): Promise<PlannedMeal[]> {
  const rows = await db
    .selectFrom('meals')
    .leftJoin('dishes', 'dishes.id', 'meals.dish_id')
    .select(['meals.date', 'meals.meal_type', 'meals.dish_id', 'dishes.dish_name', 'dishes.tags', 'dishes.ingredients'])
    .where('meals.date', '>=', from)
    .where('meals.date', '<', addDays(to, 1))
    .where('meals.meal_status', '!=', 'cancelled')
    .where((eb) =>
      'userId' in owner
        ? eb.and([eb('meals.creator_id', '=', owner.userId), eb('meals.hearth_id', 'is', null)])
        : eb('meals.hearth_id', '=', owner.hearthId),
    )
    .orderBy('meals.date')
    .execute();
  return rows.map((row) => ({
    date: row.date.slice(0, 10),
    mealType: row.meal_type as MealType,
    dishId: row.dish_id,
    dishName: row.dish_name,
    tags: row.tags ? (JSON.parse(row.tags) as string[]) : [],
    ingredients: row.ingredients ? (JSON.parse(row.ingredients) as Ingredient[]) : [],
  }));
}
