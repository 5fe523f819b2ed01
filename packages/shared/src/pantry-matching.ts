import convert from 'convert';
import type { Ingredient } from './dishes.js';
import type { MissingIngredient, PantryItem } from './pantry.js';
import { useSoon } from './pantry.js';
import { foodKey, isKindOf } from './shopping-list-rules.js';
import { MEASURE_OF_UNIT, isConvertible } from './shopping-lines.js';

/**
 * Which of a dish's ingredients the kitchen lacks. An ingredient is in the pantry when an item
 * names the same food, by the words the shopping list merges on ("2 large onions" is "onion";
 * "fresh basil" is "basil"); it lacks only when the amounts can be compared and there is less
 * than the dish asks for. Optional lines and "to taste" or "as needed" never count as missing.
 */

export type PantryHolding = Pick<PantryItem, 'name' | 'amount' | 'unit' | 'always' | 'use_by'>;

function isSeasoning(ingredient: Ingredient): boolean {
  return ingredient.unit === 'to taste' || ingredient.unit === 'as needed';
}

/** The holding's amount in the ingredient's unit, when the two can be compared; else undefined. */
function amountIn(holding: PantryHolding, ingredient: Ingredient): number | undefined {
  if (holding.amount === null) return undefined;
  if (holding.unit === ingredient.unit) return holding.amount;
  if (isConvertible(holding.unit) && isConvertible(ingredient.unit) && MEASURE_OF_UNIT[holding.unit] === MEASURE_OF_UNIT[ingredient.unit]) {
    return convert(holding.amount, holding.unit).to(ingredient.unit);
  }
  return undefined;
}

/** Whether the holdings of one food are enough: any uncounted or incomparable one counts as enough. */
function enough(holdings: readonly PantryHolding[], ingredient: Ingredient): boolean {
  if (ingredient.quantity <= 0) return true;
  let counted = 0;
  for (const holding of holdings) {
    if (holding.always) return true;
    const amount = amountIn(holding, ingredient);
    if (amount === undefined) return true;
    counted += amount;
  }
  // A little rounding slack: 0.999 cups left of a cup is a cup.
  return counted >= ingredient.quantity * 0.99;
}

export interface DishAgainstPantry {
  missing: MissingIngredient[];
  /** Names of pantry items the dish uses that should be used soon. */
  usesSoon: string[];
}

/** A pantry ready to hold many dishes against: each food's words worked out once. */
export interface KeyedPantry {
  holdings: ReadonlyArray<PantryHolding & { key: string }>;
  stapleKeys: readonly string[];
  /** The cook's date, for the items to use soon. */
  today: string;
}

/** Keys the pantry and the cook's staples (always in the kitchen) once, for holdAgainstPantry. */
export function keyPantry(pantry: readonly PantryHolding[], staples: readonly string[], today: string): KeyedPantry {
  return {
    holdings: pantry.map((holding) => ({ ...holding, key: foodKey(holding.name) })),
    stapleKeys: staples.map(foodKey),
    today,
  };
}

/** Holds a dish's ingredients against the pantry: what is missing, and what it would use up soon. */
export function holdAgainstPantry(ingredients: readonly Ingredient[], pantry: KeyedPantry): DishAgainstPantry {
  const missing: MissingIngredient[] = [];
  const usesSoon = new Set<string>();
  for (const ingredient of ingredients) {
    if (ingredient.optional || isSeasoning(ingredient)) continue;
    const key = foodKey(ingredient.item);
    if (pantry.stapleKeys.some((stapleKey) => isKindOf(key, stapleKey))) continue;
    const holdings = pantry.holdings.filter((holding) => isKindOf(key, holding.key));
    for (const holding of holdings) if (useSoon(holding.use_by, pantry.today)) usesSoon.add(holding.name);
    if (holdings.length === 0 || !enough(holdings, ingredient)) {
      missing.push({ item: ingredient.item, quantity: ingredient.quantity, unit: ingredient.unit });
    }
  }
  return { missing, usesSoon: [...usesSoon] };
}
