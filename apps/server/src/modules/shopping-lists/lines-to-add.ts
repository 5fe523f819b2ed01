import type { Kysely } from 'kysely';
import { parseIngredientLine } from '@hearth/shared/ingredient-lines';
import { scaleQuantity } from '@hearth/shared/scaling';
import type { AddItems } from '@hearth/shared/shopping-lists';
import type { ListLine } from '@hearth/shared/shopping-list-merge';
import { foodKey, isPantryStaple, shoppingFood } from '@hearth/shared/shopping-list-rules';
import { authorizeDishRead } from '../../access/dishes.js';
import { authorizeMealRead } from '../../access/meals.js';
import { findStaples } from '../pantry/index.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { UnprocessableError, ValidationError } from '../../errors.js';
import { findDishIngredients } from '../dishes/index.js';
import { findMeal } from '../meals/index.js';
import { linesInPantry } from './pantry-lines.js';
import type { ShoppingListRow } from './shopping-lists.repository.js';
import { ingredientLines, weekToShop } from './week-to-shop.js';

type Db = Kysely<DatabaseSchema>;
type FromDishes = Exclude<AddItems, { kind: 'text' }>;

/** A written line ("2 cups milk", "paper towels") as one list line; the cook asked for it, staples too. */
function textLine(text: string): ListLine[] {
  const parsed = parseIngredientLine(text);
  if (!parsed) throw new ValidationError('text: Write what to buy, such as "2 lemons" or "paper towels"');
  const food = shoppingFood({ name: parsed.item, quantity: parsed.quantity, unit: parsed.unit });
  return [{ ...food, unit: parsed.unit, sources: [], ...(parsed.note ? { note: parsed.note } : {}) }];
}

/** The lines of a dish (scaled to the servings asked) or a meal, and the cook's staples among them. */
async function dishOrMealLines(db: Db, userId: string, request: Exclude<FromDishes, { kind: 'range' }>) {
  if (request.kind === 'dish') {
    const dish = await authorizeDishRead(db, userId, request.dishId);
    const factor = request.servings !== undefined && dish.servings ? request.servings / dish.servings : 1;
    const scaled = dish.ingredients.map((ingredient) => ({
      ...ingredient,
      quantity: scaleQuantity(ingredient.quantity, ingredient.unit, factor).quantity,
    }));
    return ingredientLines(scaled, { dish_id: dish.id, dishName: dish.dishName }, request.includeOptional);
  }
  await authorizeMealRead(db, userId, request.mealId);
  const meal = await findMeal(db, userId, request.mealId);
  if (!meal?.dish_id) throw new UnprocessableError('This meal has no dish to shop for.', 'NOTHING_TO_ADD');
  const [dish] = await findDishIngredients(db, [meal.dish_id]);
  if (!dish) throw new UnprocessableError('This meal has no dish to shop for.', 'NOTHING_TO_ADD');
  return ingredientLines(dish.ingredients, { dish_id: dish.id, dishName: dish.dishName, meal_id: meal.id }, request.includeOptional);
}

/** What a request brings, before the cook's choices: the lines to buy and the staples among them. */
async function candidates(db: Db, userId: string, list: ShoppingListRow, request: FromDishes) {
  if (request.kind !== 'range') {
    const [all, staples] = await Promise.all([dishOrMealLines(db, userId, request), findStaples(db, userId)]);
    const owner = list.hearth_id === null ? { userId } : { hearthId: list.hearth_id };
    const inPantry = await linesInPantry(db, owner, all);
    return { all, staples: all.filter((line) => isPantryStaple(line.name, staples)), inPantry: all.filter((line) => inPantry.has(line)) };
  }
  const week = await weekToShop(db, { ...request, userId, hearthId: list.hearth_id, listId: list.id });
  if (!week.meals.length) {
    throw new UnprocessableError(
      week.onList.length ? 'Every planned meal in these dates is on the list already.' : 'No planned meals with a dish in these dates.',
      'NOTHING_TO_ADD',
    );
  }
  return week;
}

/**
 * The lines a request brings to a list: a written line as it is; a dish's, a meal's or a
 * range's ingredients without optional ones, excluded items or pantry staples, unless asked
 * (all staples, or the ones named in `addStaples`). A range counts its planned meals that are
 * not on the list yet (weekToShop, which the week's review reads too). Answers 422 when nothing
 * is left to add, saying why.
 */
export async function linesToAdd(db: Db, userId: string, list: ShoppingListRow, request: AddItems): Promise<ListLine[]> {
  if (request.kind === 'text') return textLine(request.text);
  const candidate = await candidates(db, userId, list, request);
  const { all } = candidate;
  // What the pantry holds enough of is left off as staples are, and added anyway the same way.
  const staples = [...candidate.staples, ...candidate.inPantry];
  const excluded = new Set(request.exclude.map(foodKey));
  const wanted = new Set(request.addStaples.map(foodKey));
  const leftOff = new Set(staples.filter((line) => !request.includeStaples && !wanted.has(foodKey(line.name))));
  const chosen = all.filter((line) => !leftOff.has(line) && !excluded.has(foodKey(line.name)));
  if (!chosen.length) {
    const message = all.length
      ? 'Everything left to buy is in the pantry, a pantry staple or was left off; ask for staples to add them anyway.'
      : request.includeOptional
        ? 'There are no ingredients to add.'
        : 'There are no ingredients to add; the optional ones are left off unless you ask for them.';
    throw new UnprocessableError(message, 'NOTHING_TO_ADD');
  }
  return chosen;
}
