import type { Kysely } from 'kysely';
import type { Ingredient } from '@hearth/shared/dishes';
import { parseIngredientLine } from '@hearth/shared/ingredient-lines';
import { scaleQuantity } from '@hearth/shared/scaling';
import type { AddItems } from '@hearth/shared/shopping-lists';
import type { ItemSource, ListLine } from '@hearth/shared/shopping-list-merge';
import { foodKey, isPantryStaple } from '@hearth/shared/shopping-list-rules';
import { authorizeDishRead } from '../../access/dishes.js';
import { authorizeMealRead } from '../../access/meals.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { UnprocessableError, ValidationError } from '../../errors.js';
import { findDishIngredients } from '../dishes/dishes.repository.js';
import { findMeal, listMeals } from '../meals/meals.repository.js';
import { findPantryStaples } from './cook-preferences.repository.js';
import type { ShoppingListRow } from './shopping-lists.repository.js';

type Db = Kysely<DatabaseSchema>;
type FromDishes = Exclude<AddItems, { kind: 'text' }>;

interface DishIngredients {
  id: number;
  dishName: string;
  ingredients: Ingredient[];
}

/** A dish's ingredients as list lines, scaled by `factor`, optional ones only when asked. */
function dishLines(dish: DishIngredients, factor: number, includeOptional: boolean): ListLine[] {
  const source: ItemSource = { dish_id: dish.id, dishName: dish.dishName };
  return dish.ingredients
    .filter((ingredient) => includeOptional || !ingredient.optional)
    .map((ingredient) => ({
      name: ingredient.item,
      quantity: scaleQuantity(ingredient.quantity, ingredient.unit, factor).quantity,
      unit: ingredient.unit,
      sources: [source],
    }));
}

/** A written line ("2 cups milk", "paper towels") as one list line; the cook asked for it, staples too. */
function textLine(text: string): ListLine[] {
  const parsed = parseIngredientLine(text);
  if (!parsed) throw new ValidationError('text: Write what to buy, such as "2 lemons" or "paper towels"');
  return [{ name: parsed.item, quantity: parsed.quantity, unit: parsed.unit, sources: [] }];
}

async function dishesOf(
  db: Db,
  userId: string,
  list: ShoppingListRow,
  request: FromDishes,
): Promise<Array<{ dish: DishIngredients; factor: number }>> {
  if (request.kind === 'dish') {
    const dish = await authorizeDishRead(db, userId, request.dishId);
    const factor = request.servings !== undefined && dish.servings ? request.servings / dish.servings : 1;
    return [{ dish: { id: dish.id, dishName: dish.dishName, ingredients: dish.ingredients }, factor }];
  }
  let dishIds: number[];
  if (request.kind === 'meal') {
    await authorizeMealRead(db, userId, request.mealId);
    const meal = await findMeal(db, userId, request.mealId);
    if (!meal?.dish_id) throw new UnprocessableError('This meal has no dish to shop for.', 'NOTHING_TO_ADD');
    dishIds = [meal.dish_id];
  } else {
    const meals = await listMeals(
      db,
      userId,
      { startDate: request.startDate, endDate: request.endDate, hearthId: list.hearth_id ?? undefined },
      false,
    );
    dishIds = meals.filter((meal) => meal.meal_status !== 'cancelled' && meal.dish_id !== null).map((meal) => meal.dish_id!);
    if (!dishIds.length) throw new UnprocessableError('No planned meals with a dish in these dates.', 'NOTHING_TO_ADD');
  }
  const dishes = new Map((await findDishIngredients(db, [...new Set(dishIds)])).map((dish) => [dish.id, dish]));
  // A dish planned twice is shopped for twice.
  return dishIds.flatMap((id) => (dishes.has(id) ? [{ dish: dishes.get(id)!, factor: 1 }] : []));
}

/**
 * The lines a request brings to a list: a written line as it is; a dish's, a meal's or a
 * range's ingredients without optional ones, pantry staples or excluded items unless asked.
 * Answers 422 when nothing is left to add, saying why.
 */
export async function linesToAdd(db: Db, userId: string, list: ShoppingListRow, request: AddItems): Promise<ListLine[]> {
  if (request.kind === 'text') return textLine(request.text);
  const dishes = await dishesOf(db, userId, list, request);
  const staples = request.includeStaples ? [] : await findPantryStaples(db, userId);
  const excluded = new Set(request.exclude.map(foodKey));
  const all = dishes.flatMap(({ dish, factor }) => dishLines(dish, factor, request.includeOptional));
  const lines = all.filter((line) => !excluded.has(foodKey(line.name)) && !isPantryStaple(line.name, staples));
  if (!lines.length) {
    const message = all.length
      ? 'Everything left to buy is a pantry staple or was left off; ask for staples to add them anyway.'
      : request.includeOptional
        ? 'There are no ingredients to add.'
        : 'There are no ingredients to add; the optional ones are left off unless you ask for them.';
    throw new UnprocessableError(message, 'NOTHING_TO_ADD');
  }
  return lines;
}
