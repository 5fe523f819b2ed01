import type { Ingredient } from '@hearth/shared/dishes';
import { foodKey } from '@hearth/shared/shopping-list-rules';
import { perishableOf } from './perishables.js';

/** A dish's lines as the waste preferences read them: each food's key, and its perishables. */
export interface DishFoods {
  lines: ReadonlyArray<{ key: string; item: string }>;
  perishables: ReadonlyArray<{ perishable: string; item: string }>;
}

const NO_FOODS: DishFoods = { lines: [], perishables: [] };

/** Keys are a pure function of the words, so they are kept across requests, within a bound. */
const keyed = new Map<string, { key: string; perishable: string | null }>();
const MAX_KEYED = 50_000;

function foodOf(item: string) {
  let food = keyed.get(item);
  if (!food) {
    const key = foodKey(item);
    food = { key, perishable: perishableOf(key) };
    if (keyed.size >= MAX_KEYED) keyed.clear();
    keyed.set(item, food);
  }
  return food;
}

/** Reads a dish's lines; optional lines and "to taste" or "as needed" are left out, as in the pantry. */
export function readDishFoods(ingredients: readonly Ingredient[]): DishFoods {
  if (ingredients.length === 0) return NO_FOODS;
  const lines: Array<{ key: string; item: string }> = [];
  const perishables: Array<{ perishable: string; item: string }> = [];
  for (const line of ingredients) {
    if (line.optional || line.unit === 'to taste' || line.unit === 'as needed') continue;
    const food = foodOf(line.item);
    lines.push({ key: food.key, item: line.item });
    if (food.perishable && !perishables.some((entry) => entry.perishable === food.perishable)) {
      perishables.push({ perishable: food.perishable, item: line.item });
    }
  }
  return { lines, perishables };
}

/**
 * Each dish's reading, kept per process while the dish is unchanged: a request reads every
 * dish's version (its updated_at) and asks the database only for the ingredients of dishes it
 * has not read at that version, so every process sharing the database plans from the same
 * dishes. Bounded: past MAX_DISHES the oldest readings go first.
 */
export class DishFoodsCache {
  static readonly MAX_DISHES = 100_000;
  private readonly entries = new Map<number, { version: string; foods: DishFoods }>();

  get(dishId: number, version: string): DishFoods | undefined {
    const entry = this.entries.get(dishId);
    return entry && entry.version === version ? entry.foods : undefined;
  }

  set(dishId: number, version: string, foods: DishFoods): void {
    this.entries.delete(dishId);
    if (this.entries.size >= DishFoodsCache.MAX_DISHES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(dishId, { version, foods });
  }
}
