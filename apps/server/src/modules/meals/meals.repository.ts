import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { displayUsername } from '@hearth/shared/app-user';
import type { Meal, MealDay, MealDish, MealUpdate } from '@hearth/shared/meals';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import { addDays } from '@hearth/shared/calendar-dates';
import { COOKED_STATUSES, type MealStatus, type MealType } from '@hearth/shared/meal-rules';
import type { DatabaseSchema, MealsTable } from '../../db/schema.js';

type Db = Kysely<DatabaseSchema>;

/** A meal to store. The API only creates planned meals; the seed script also writes past ones. */
export interface NewMeal {
  hearth_id?: number | null | undefined;
  date: string;
  meal_type: MealType;
  meal_status: MealStatus;
  dish_id: number | null;
  notes: string | null;
}

export interface MealFilters {
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** Only this hearth's meals (the caller's membership is checked by the route). */
  hearthId?: number | undefined;
  /** Only meals after this one in (date, id) order: where the previous page ended. */
  after?: { date: string; id: number } | undefined;
  /** At most this many meals. */
  limit?: number | undefined;
}

type MealRow = Selectable<MealsTable> & {
  planner_username: string | null;
  planner_email: string;
  dish_name?: string | null;
  dish_cook_time?: number | null;
  dish_difficulty?: string | null;
  dish_image_url?: string | null;
  dish_updated_at?: string | null;
};

/** A meal as `readerId` sees it: `personal_meal` says whether they planned it. */
function toMeal(row: MealRow, readerId: string): Meal {
  const meal: Meal = {
    id: row.id,
    date: row.date,
    meal_type: row.meal_type as MealType,
    meal_status: row.meal_status as MealStatus,
    personal_meal: row.creator_id === readerId,
    dish_id: row.dish_id,
    notes: row.notes,
    dish_text_fallback: row.dish_text_fallback,
    hearth_id: row.hearth_id,
    series_id: row.series_id,
  };
  if (!meal.personal_meal) {
    meal.planned_by = { user_id: row.creator_id, username: displayUsername({ email: row.planner_email, username: row.planner_username }) };
  }
  if (row.dish_id !== null && row.dish_name != null) {
    meal.dish = {
      id: row.dish_id,
      dishName: row.dish_name,
      cookTime: row.dish_cook_time ?? null,
      difficulty: (row.dish_difficulty ?? '') as MealDish['difficulty'],
      ...(row.dish_image_url ? { imageUrl: row.dish_image_url } : {}),
    };
  }
  return meal;
}

function selectMeals(db: Db, includeDishes: boolean) {
  const meals = db
    .selectFrom('meals')
    .innerJoin('users as planner', 'planner.id', 'meals.creator_id')
    .selectAll('meals')
    .select(['planner.username as planner_username', 'planner.email as planner_email']);
  if (!includeDishes) return meals;
  return meals
    .leftJoin('dishes', 'dishes.id', 'meals.dish_id')
    .select([
      'dishes.dish_name as dish_name',
      'dishes.cook_time as dish_cook_time',
      'dishes.difficulty as dish_difficulty',
      'dishes.image_url as dish_image_url',
      'dishes.updated_at as dish_updated_at',
    ]);
}

/**
 * Which meals `readerId` reads: one hearth's (membership is checked by the route), or their
 * personal meals and those of every hearth they belong to.
 */
function visibleTo(readerId: string, hearthId: number | undefined) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'meals'>) =>
    hearthId !== undefined
      ? eb('meals.hearth_id', '=', hearthId)
      : eb.or([
          eb.and([eb('meals.creator_id', '=', readerId), eb('meals.hearth_id', 'is', null)]),
          eb('meals.hearth_id', 'in', eb.selectFrom('hearth_members').select('hearth_id').where('user_id', '=', readerId)),
        ]);
}

/**
 * The meals `readerId` may see, in date order: their personal meals and those of every hearth
 * they belong to (or of one hearth), with planners and dishes joined in the same statement.
 * A meal someone planned in a hearth belongs to the hearth: once they leave it, it is not theirs to read.
 */
export async function listMeals(db: Db, readerId: string, filters: MealFilters, includeDishes: boolean): Promise<Meal[]> {
  const rows: MealRow[] = await filteredMeals(db, readerId, filters, includeDishes).execute();
  return rows.map((row) => toMeal(row, readerId));
}

/** A meal with when it was planned and when what a reader sees of it last changed. */
export interface MealRevision {
  meal: Meal;
  createdAt: string;
  /** The later of the meal's and its dish's last change (a renamed dish renames its meals). */
  changedAt: string;
}

/** listMeals with dishes, and each meal's revision times: what a calendar feed writes. */
export async function listMealRevisions(db: Db, readerId: string, filters: MealFilters): Promise<MealRevision[]> {
  const rows: MealRow[] = await filteredMeals(db, readerId, filters, true).execute();
  return rows.map((row) => ({
    meal: toMeal(row, readerId),
    createdAt: row.created_at,
    changedAt: row.dish_updated_at && row.dish_updated_at > row.updated_at ? row.dish_updated_at : row.updated_at,
  }));
}

function filteredMeals(db: Db, readerId: string, filters: MealFilters, includeDishes: boolean) {
  let query = selectMeals(db, includeDishes).where(visibleTo(readerId, filters.hearthId));
  if (filters.startDate) query = query.where('meals.date', '>=', filters.startDate);
  // Dates are stored with their time: an inclusive end date is compared as "before the next day".
  if (filters.endDate) query = query.where('meals.date', '<', addDays(filters.endDate, 1));
  const { after, limit } = filters;
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('meals.date', '>', after.date), eb.and([eb('meals.date', '=', after.date), eb('meals.id', '>', after.id)])]),
    );
  }
  if (limit !== undefined) query = query.limit(limit);
  return query.orderBy('meals.date').orderBy('meals.id');
}

/**
 * The days with meals the reader may see, with how many, in date order: the timeline's outline
 * (the days the condensed view shows), one grouped statement. `after` and `limit` page it.
 */
export async function listMealDays(
  db: Db,
  readerId: string,
  hearthId: number | undefined,
  page: { after?: string | undefined; limit: number },
): Promise<MealDay[]> {
  const day = (eb: ExpressionBuilder<DatabaseSchema, 'meals'>) => eb.fn<string>('substr', ['meals.date', eb.val(1), eb.val(10)]);
  let query = db
    .selectFrom('meals')
    .select((eb) => [day(eb).as('day'), eb.fn.countAll<number>().as('count')])
    .where(visibleTo(readerId, hearthId));
  if (page.after) query = query.where('meals.date', '>=', addDays(page.after, 1));
  const rows = await query.groupBy('day').orderBy('day').limit(page.limit).execute();
  return rows.map((row) => ({ date: row.day, count: Number(row.count) }));
}

/** The first and last day with a meal the reader may see (null when there is none). */
export async function findMealDayBounds(
  db: Db,
  readerId: string,
  hearthId: number | undefined,
): Promise<{ first: string | null; last: string | null }> {
  const row = await db
    .selectFrom('meals')
    .select((eb) => [eb.fn.min<string>('meals.date').as('first'), eb.fn.max<string>('meals.date').as('last')])
    .where(visibleTo(readerId, hearthId))
    .executeTakeFirst();
  return { first: row?.first?.slice(0, 10) ?? null, last: row?.last?.slice(0, 10) ?? null };
}

/**
 * How many meals with the dish that the reader can see were cooked (or eaten), and the day of
 * the latest: the dish page's "Cooked 3 times" and "Last cooked". One statement.
 */
export async function findCookedHistory(db: Db, readerId: string, dishId: number): Promise<{ lastCooked: string | null; count: number }> {
  const row = await db
    .selectFrom('meals')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('meals.date').as('last')])
    .where('meals.dish_id', '=', dishId)
    .where('meals.meal_status', 'in', [...COOKED_STATUSES])
    .where(visibleTo(readerId, undefined))
    .executeTakeFirstOrThrow();
  return { lastCooked: row.last ? String(row.last).slice(0, 10) : null, count: Number(row.count) };
}

/** A meal with the dish on the day, as the access rules need it: who planned it, where, and the reader's role there. */
export interface DishMealOnDay {
  id: number;
  status: MealStatus;
  mealType: MealType;
  creatorId: string;
  hearthId: number | null;
  readerRole: HearthRole | undefined;
}

/** The meals with the dish on a day (YYYY-MM-DD) that the reader can see, earliest first. */
export async function listDishMealsOnDay(db: Db, readerId: string, dishId: number, day: string): Promise<DishMealOnDay[]> {
  const rows = await db
    .selectFrom('meals')
    .leftJoin('hearth_members', (join) =>
      join.onRef('hearth_members.hearth_id', '=', 'meals.hearth_id').on('hearth_members.user_id', '=', readerId),
    )
    .select(['meals.id', 'meals.meal_status', 'meals.meal_type', 'meals.creator_id', 'meals.hearth_id', 'hearth_members.role'])
    .where('meals.dish_id', '=', dishId)
    .where('meals.date', '>=', day)
    .where('meals.date', '<', addDays(day, 1))
    .where(visibleTo(readerId, undefined))
    .orderBy('meals.date')
    .orderBy('meals.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.meal_status as MealStatus,
    mealType: row.meal_type as MealType,
    creatorId: row.creator_id,
    hearthId: row.hearth_id,
    readerRole: (row.role ?? undefined) as HearthRole | undefined,
  }));
}

export async function findMeal(db: Db, readerId: string, id: number): Promise<Meal | undefined> {
  const row: MealRow | undefined = await selectMeals(db, true).where('meals.id', '=', id).executeTakeFirst();
  return row && toMeal(row, readerId);
}

/** Who planned the meal, where, when, and in which series: for permission checks and series changes. */
export interface MealOwnership {
  id: number;
  creatorId: string;
  hearthId: number | null;
  seriesId: number | null;
  date: string;
}

/** Undefined when there is no such meal. */
export async function findMealOwnership(db: Db, id: number): Promise<MealOwnership | undefined> {
  const row = await db.selectFrom('meals').select(['creator_id', 'hearth_id', 'series_id', 'date']).where('id', '=', id).executeTakeFirst();
  return row && { id, creatorId: row.creator_id, hearthId: row.hearth_id, seriesId: row.series_id, date: row.date };
}

export async function insertMeal(
  db: Db,
  creatorId: string,
  input: NewMeal,
  dishName: string | null,
  seriesId: number | null = null,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('meals')
    .values({
      creator_id: creatorId,
      hearth_id: input.hearth_id ?? null,
      date: input.date,
      meal_type: input.meal_type,
      meal_status: input.meal_status,
      dish_id: input.dish_id,
      dish_text_fallback: dishName,
      notes: input.notes,
      series_id: seriesId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `dishName` is the new dish's name when `changes.dish_id` points at one. */
export async function updateMeal(db: Db, id: number, changes: MealUpdate, dishName?: string | null): Promise<void> {
  await db
    .updateTable('meals')
    .set({
      ...changes,
      ...(changes.dish_id !== undefined ? { dish_text_fallback: dishName ?? null } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteMeal(db: Db, id: number): Promise<void> {
  await db.deleteFrom('meals').where('id', '=', id).execute();
}

/** Before a dish is deleted: its meals keep its name and let go of its id. */
export async function detachDishFromMeals(db: Db, dishId: number, dishName: string): Promise<void> {
  await db
    .updateTable('meals')
    .set({ dish_id: null, dish_text_fallback: dishName, updated_at: new Date().toISOString() })
    .where('dish_id', '=', dishId)
    .execute();
}
