import type { Kysely } from 'kysely';
import { addDays, daysBetween, isoWeekday, utcToday } from '@hearth/shared/calendar-dates';
import { MEAL_TYPES, type MealType } from '@hearth/shared/meal-rules';
import type { Meal } from '@hearth/shared/meals';
import type { AcceptRequest, ProposalRequest, ProposalSlot } from '@hearth/shared/planner';
import { authorizeDishForMeal } from '../../access/dishes.js';
import { lockRow } from '../../db/dialect.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { type DishForPlanning, findDishIngredients, listDishesForPlanning } from '../dishes/index.js';
import { findMeal, insertMeal } from '../meals/index.js';
import { listPantry, toPantryItem } from '../pantry/index.js';
import { findAverageRatings, findFavouriteDishIds, findLastCooked, findPlannedMeals } from './planner-facts.repository.js';
import { type PlannerOwner, findPlannerRules } from './planner-rules.repository.js';
import { type DishFoods, type DishFoodsCache, readDishFoods } from './dish-foods.js';
import { type CandidateDish, propose } from './proposal.js';
import type { PlanningLibraryCache } from './planning-library.js';

type Db = Kysely<DatabaseSchema>;

const slotKey = (date: string, mealType: string) => `${date} ${mealType}`;

/** The slots the cook asked for, in date order and then in the day's meal order. */
function askedSlots(request: ProposalRequest): Array<{ date: string; mealType: MealType }> {
  const slots: Array<{ date: string; mealType: MealType }> = [];
  const days = daysBetween(request.start_date, request.end_date);
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDays(request.start_date, offset);
    const types: readonly MealType[] = Array.isArray(request.meal_types)
      ? request.meal_types
      : (request.meal_types[String(isoWeekday(date)) as keyof typeof request.meal_types] ?? []);
    for (const mealType of MEAL_TYPES) if (types.includes(mealType)) slots.push({ date, mealType });
  }
  return slots;
}

/**
 * A proposal for the empty slots of the range: the library (or the hearth's cookbook) scored by
 * the owner's rules, with favourites, ratings, last cooked, the planned meals around the range
 * and the pantry read in a few grouped statements. Nothing is saved.
 */
/** Dishes read for a query at once: well inside both databases' limits on bound values. */
const INGREDIENT_BATCH = 2_000;
const NO_FOODS: DishFoods = { lines: [], perishables: [] };

/** The dishes with their foods, from the kept readings where the dish is unchanged, else read now. */
async function withFoods(db: Db, dishes: readonly DishForPlanning[], cache: DishFoodsCache): Promise<CandidateDish[]> {
  const unread = dishes.filter((dish) => cache.get(dish.id, dish.version) === undefined);
  for (let first = 0; first < unread.length; first += INGREDIENT_BATCH) {
    const batch = unread.slice(first, first + INGREDIENT_BATCH);
    const versions = new Map(batch.map((dish) => [dish.id, dish.version]));
    for (const row of await findDishIngredients(db, [...versions.keys()])) {
      cache.set(row.id, versions.get(row.id)!, readDishFoods(row.ingredients));
    }
  }
  return dishes.map(({ version, ...dish }) => ({ ...dish, foods: cache.get(dish.id, version) ?? NO_FOODS }));
}

export async function proposeWeek(
  db: Db,
  owner: PlannerOwner,
  request: ProposalRequest,
  caches: { foods: DishFoodsCache; libraries: PlanningLibraryCache },
): Promise<ProposalSlot[]> {
  const rules = await findPlannerRules(db, owner);
  const margin = Math.max(rules.no_repeat_days, 1);
  const [listed, planned, favourites, ratings, lastCooked, pantry] = await Promise.all([
    'userId' in owner ? caches.libraries.read(db, owner.userId) : listDishesForPlanning(db, owner),
    findPlannedMeals(db, owner, addDays(request.start_date, -margin), addDays(request.end_date, margin)),
    rules.prefer_favourites ? findFavouriteDishIds(db, owner) : new Set<number>(),
    rules.prefer_high_ratings ? findAverageRatings(db, owner) : new Map<number, number>(),
    findLastCooked(db, owner),
    rules.less_waste ? listPantry(db, owner) : [],
  ]);
  const dishes = rules.less_waste
    ? await withFoods(db, listed, caches.foods)
    : listed.map(({ version: _version, ...dish }) => ({ ...dish, foods: NO_FOODS }));
  const taken = new Set(planned.map((meal) => slotKey(meal.date, meal.mealType)));
  const slots = askedSlots(request).filter((slot) => !taken.has(slotKey(slot.date, slot.mealType)));
  const open = new Set(slots.map((slot) => slotKey(slot.date, slot.mealType)));
  const byId = new Map<number, CandidateDish>(dishes.map((dish) => [dish.id, dish]));
  const locked = request.locked
    .filter((slot) => open.has(slotKey(slot.date, slot.meal_type)))
    .map((slot) => {
      const dish = byId.get(slot.dish_id);
      if (!dish) throw new ValidationError(`Dish not found: ${slot.dish_id}`, 'DISH_NOT_FOUND');
      return { date: slot.date, mealType: slot.meal_type, dish };
    });
  return propose({
    dishes,
    rules,
    slots,
    locked,
    planned: planned.map(({ ingredients, ...meal }) => ({
      ...meal,
      dishName: meal.dishName ?? '',
      foods: rules.less_waste ? readDishFoods(ingredients) : NO_FOODS,
    })),
    range: { start: request.start_date, end: request.end_date },
    excluded: new Set(request.exclude_dish_ids),
    favourites,
    ratings,
    lastCooked,
    pantry: pantry.map(toPantryItem),
    seed: request.seed,
    today: request.today ?? utcToday(),
  });
}

/**
 * Accepting a proposal: every slot becomes an ordinary planned meal, in one transaction, or
 * none does when one of the slots was planned meanwhile (409). The owner's row is held for the
 * transaction, so two accepts for the same slot cannot both pass the check.
 */
export async function acceptProposal(db: Db, userId: string, owner: PlannerOwner, request: AcceptRequest): Promise<Meal[]> {
  const hearthId = 'hearthId' in owner ? owner.hearthId : null;
  const dates = request.slots.map((slot) => slot.date).sort();
  const ids = await db.transaction().execute(async (trx) => {
    if (hearthId === null) await lockRow(trx, 'users', userId);
    else await lockRow(trx, 'hearths', hearthId);
    const planned = await findPlannedMeals(trx, owner, dates[0]!, dates.at(-1)!);
    const taken = new Set(planned.map((meal) => slotKey(meal.date, meal.mealType)));
    const clashes = request.slots.filter((slot) => taken.has(slotKey(slot.date, slot.meal_type)));
    if (clashes.length > 0) {
      throw new ConflictError('Some of these meals were planned meanwhile: propose again to fill what is still empty.', 'SLOT_TAKEN', {
        slots: clashes.map(({ date, meal_type }) => ({ date, meal_type })),
      });
    }
    const created: number[] = [];
    for (const slot of request.slots) {
      const dishName = await authorizeDishForMeal(trx, userId, slot.dish_id, hearthId);
      const meal = { hearth_id: hearthId, date: `${slot.date}T12:00:00.000Z`, meal_type: slot.meal_type, meal_status: 'planned' as const };
      created.push(await insertMeal(trx, userId, { ...meal, dish_id: slot.dish_id, notes: null }, dishName));
    }
    return created;
  });
  const meals = await Promise.all(ids.map((id) => findMeal(db, userId, id)));
  return meals.filter((meal): meal is Meal => meal !== undefined);
}
