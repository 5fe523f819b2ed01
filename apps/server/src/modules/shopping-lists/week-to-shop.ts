import type { Kysely } from 'kysely';
import type { Ingredient } from '@hearth/shared/dishes';
import type { ReviewedMeal } from '@hearth/shared/shopping';
import type { ItemSource, ListLine } from '@hearth/shared/shopping-list-merge';
import { isPantryStaple, shoppingFood } from '@hearth/shared/shopping-list-rules';
import { findStaples } from '../pantry/index.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { findDishIngredients } from '../dishes/index.js';
import { listMeals } from '../meals/index.js';
import { linesInPantry } from './pantry-lines.js';
import { mealIdsOnList } from './shopping-lists.repository.js';

type Db = Kysely<DatabaseSchema>;

/** A dish's ingredients as list lines, for a meal or on its own: no sizes or vague amounts in the names. */
export function ingredientLines(ingredients: readonly Ingredient[], source: ItemSource, includeOptional: boolean): ListLine[] {
  return ingredients
    .filter((ingredient) => includeOptional || !ingredient.optional)
    .map((ingredient) => ({
      ...shoppingFood({ name: ingredient.item, quantity: ingredient.quantity, unit: ingredient.unit }),
      unit: ingredient.unit,
      sources: [source],
      ...(ingredient.note ? { note: ingredient.note } : {}),
    }));
}

export interface WeekRequest {
  userId: string;
  startDate: string;
  endDate: string;
  /** A hearth's meals, or else every meal the cook can see. */
  hearthId: number | null;
  /** The list the week goes to: meals already on it count no more. Undefined when it does not exist yet. */
  listId: number | undefined;
  includeOptional: boolean;
}

export interface WeekToShop {
  /** Planned meals with a dish, not on the list yet: the ones the lines are for. */
  meals: ReviewedMeal[];
  /** Planned meals already on the list. */
  onList: ReviewedMeal[];
  /** What to buy. */
  lines: ListLine[];
  /** The cook's pantry staples among the ingredients, left off unless asked for. */
  staples: ListLine[];
  /** What the pantry of the list's owner holds enough of, left off unless asked for, as staples are. */
  inPantry: ListLine[];
  /** Both, in the order the meals and their recipes list them. */
  all: ListLine[];
}

/**
 * A range of days as a shopping list would take it, the one rule the week's review and "Add to
 * list" share so the review shows exactly what is added: only planned meals (cooked, eaten and
 * cancelled ones are done with), none already on the list, each meal's dish once per meal,
 * pantry staples and what the pantry holds enough of apart. Five statements in all.
 */
export async function weekToShop(db: Db, request: WeekRequest): Promise<WeekToShop> {
  const { userId, startDate, endDate, hearthId, listId, includeOptional } = request;
  const planned = (await listMeals(db, userId, { startDate, endDate, hearthId: hearthId ?? undefined }, false)).filter(
    (meal) => meal.meal_status === 'planned' && meal.dish_id !== null,
  );
  const [dishRows, onListIds, staples] = await Promise.all([
    findDishIngredients(db, [...new Set(planned.map((meal) => meal.dish_id!))]),
    listId === undefined ? Promise.resolve(new Set<number>()) : mealIdsOnList(db, listId),
    findStaples(db, userId),
  ]);
  const dishes = new Map(dishRows.map((dish) => [dish.id, dish]));
  const week: WeekToShop = { meals: [], onList: [], lines: [], staples: [], inPantry: [], all: [] };
  for (const meal of planned) {
    const dish = dishes.get(meal.dish_id!);
    if (!dish) continue;
    const reviewed = { id: meal.id, date: meal.date.slice(0, 10), meal_type: meal.meal_type, dishName: dish.dishName };
    if (onListIds.has(meal.id)) {
      week.onList.push(reviewed);
      continue;
    }
    week.meals.push(reviewed);
    for (const line of ingredientLines(
      dish.ingredients,
      { dish_id: dish.id, dishName: dish.dishName, meal_id: meal.id },
      includeOptional,
    )) {
      (isPantryStaple(line.name, staples) ? week.staples : week.lines).push(line);
      week.all.push(line);
    }
  }
  const covered = await linesInPantry(db, hearthId === null ? { userId } : { hearthId }, week.lines);
  week.inPantry = week.lines.filter((line) => covered.has(line));
  week.lines = week.lines.filter((line) => !covered.has(line));
  return week;
}
