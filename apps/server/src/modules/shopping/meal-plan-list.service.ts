import type { Kysely } from 'kysely';
import type { MealPlanList, ShoppingLine } from '@hearth/shared/shopping';
import { displayText, itemKey, mergeShoppingLines } from '@hearth/shared/shopping-lines';
import type { DatabaseSchema } from '../../db/schema.js';
import { findDishIngredients } from '../dishes/dishes.repository.js';
import { listMeals } from '../meals/meals.repository.js';

interface MealPlanListRequest {
  readerId: string;
  /** One hearth's meals; otherwise every meal the reader can see. */
  hearthId?: number | undefined;
  startDate: string;
  endDate: string;
  includeOptional: boolean;
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const DAY_AND_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function rangeTitle(startDate: string, endDate: string): string {
  const start = new Date(`${startDate}T12:00:00Z`);
  const end = new Date(`${endDate}T12:00:00Z`);
  if (startDate === endDate) return `Meals for ${DAY_AND_YEAR.format(start)}`;
  return `Meals from ${DAY.format(start)} to ${DAY_AND_YEAR.format(end)}`;
}

/**
 * The shopping list for every meal the reader can see between two dates: each meal's dish
 * counts once per meal, cancelled meals count not at all, optional ingredients only when asked,
 * and the same item across dishes is added up (mergeShoppingLines). Two statements in all.
 */
export async function buildMealPlanList(db: Kysely<DatabaseSchema>, request: MealPlanListRequest): Promise<MealPlanList> {
  const { readerId, hearthId, startDate, endDate, includeOptional } = request;
  const meals = (await listMeals(db, readerId, { startDate, endDate, hearthId }, false)).filter(
    (meal) => meal.meal_status !== 'cancelled' && meal.dish_id !== null,
  );
  const dishes = new Map((await findDishIngredients(db, [...new Set(meals.map((meal) => meal.dish_id!))])).map((dish) => [dish.id, dish]));

  const lines: ShoppingLine[] = [];
  const dishNamesByItem = new Map<string, Set<string>>();
  for (const meal of meals) {
    const dish = dishes.get(meal.dish_id!);
    if (!dish) continue;
    for (const { item, quantity, unit, optional } of dish.ingredients) {
      if (optional && !includeOptional) continue;
      lines.push({ item, quantity, unit });
      const key = itemKey(item);
      dishNamesByItem.set(key, (dishNamesByItem.get(key) ?? new Set()).add(dish.dishName));
    }
  }

  return {
    title: rangeTitle(startDate, endDate),
    startDate,
    endDate,
    mealCount: meals.length,
    lines: mergeShoppingLines(lines).map((line) => ({
      ...line,
      display_text: displayText(line),
      dishes: [...(dishNamesByItem.get(itemKey(line.item)) ?? [])],
    })),
  };
}
