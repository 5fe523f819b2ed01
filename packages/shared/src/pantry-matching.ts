import convert from 'convert';
import type { Ingredient } from './dishes.js';
import type { MissingIngredient, PantryItem } from './pantry.js';
import { isToUseSoon } from './pantry-rules.js';
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
  /** Each ingredient name's key once worked out: a library writes "onion" a thousand times. */
  keyOf: (name: string) => string;
  /** Whether a food (by key) is a staple, and the items that hold it, each worked out once. */
  lookup: (key: string) => { staple: boolean; holdings: KeyedPantry['holdings'] };
}

function memoized<T>(work: (name: string) => T): (name: string) => T {
  const known = new Map<string, T>();
  return (name) => {
    if (known.has(name)) return known.get(name)!;
    const answer = work(name);
    known.set(name, answer);
    return answer;
  };
}

/** Keys the pantry and the cook's staples (always in the kitchen) once, for holdAgainstPantry. */
export function keyPantry(pantry: readonly PantryHolding[], staples: readonly string[], today: string): KeyedPantry {
  const holdings = pantry.map((holding) => ({ ...holding, key: foodKey(holding.name) }));
  const stapleKeys = staples.map(foodKey);
  return {
    holdings,
    stapleKeys,
    today,
    keyOf: memoized(foodKey),
    lookup: memoized((key) => ({
      staple: stapleKeys.some((stapleKey) => isKindOf(key, stapleKey)),
      holdings: holdings.filter((holding) => isKindOf(key, holding.key)),
    })),
  };
}

function holdingsOf(key: string, pantry: KeyedPantry) {
  return pantry.lookup(key).holdings;
}

/** Whether the pantry holds enough of a line to buy: some of that food, and enough where the amounts compare. */
export function pantryHolds(line: Pick<Ingredient, 'item' | 'quantity' | 'unit'>, pantry: KeyedPantry): boolean {
  const holdings = holdingsOf(pantry.keyOf(line.item), pantry);
  return holdings.length > 0 && enough(holdings, { ...line, optional: false });
}

/** Holds a dish's ingredients against the pantry: what is missing, and what it would use up soon. */
export function holdAgainstPantry(ingredients: readonly Ingredient[], pantry: KeyedPantry): DishAgainstPantry {
  const missing: MissingIngredient[] = [];
  const usesSoon = new Set<string>();
  for (const ingredient of ingredients) {
    if (ingredient.optional || isSeasoning(ingredient)) continue;
    const key = pantry.keyOf(ingredient.item);
    if (pantry.lookup(key).staple) continue;
    const holdings = holdingsOf(key, pantry);
    for (const holding of holdings) if (isToUseSoon(holding.use_by, pantry.today)) usesSoon.add(holding.name);
    if (holdings.length === 0 || !enough(holdings, ingredient)) {
      missing.push({ item: ingredient.item, quantity: ingredient.quantity, unit: ingredient.unit });
    }
  }
  return { missing, usesSoon: [...usesSoon] };
}

/** What taking a dish's ingredients out does to one item: a new amount, or gone (null). */
export interface PantryTaking {
  id: number;
  name: string;
  /** What is left, in the item's unit; null when the item is used up. */
  left: number | null;
}

/** The need in the holding's unit, when the two compare; else undefined. */
function needIn(ingredient: Ingredient, holding: PantryHolding): number | undefined {
  if (holding.amount === null) return undefined;
  if (holding.unit === ingredient.unit) return ingredient.quantity;
  if (isConvertible(holding.unit) && isConvertible(ingredient.unit) && MEASURE_OF_UNIT[holding.unit] === MEASURE_OF_UNIT[ingredient.unit]) {
    return convert(ingredient.quantity, ingredient.unit).to(holding.unit);
  }
  return undefined;
}

/**
 * Takes a cooked dish's ingredients out of the pantry: where the amounts compare the dish's
 * amount is subtracted (from the first items of that food until it is covered), otherwise the
 * item is used up. "Always have" items, optional lines and seasonings stay as they are.
 */
export function takeOut(ingredients: readonly Ingredient[], pantry: ReadonlyArray<PantryHolding & { id: number }>): PantryTaking[] {
  const items = pantry.filter((holding) => !holding.always).map((holding) => ({ ...holding, key: foodKey(holding.name) }));
  const taken = new Map<number, PantryTaking>();
  const usedUp = (item: (typeof items)[number]) => {
    item.amount = null;
    taken.set(item.id, { id: item.id, name: item.name, left: null });
  };
  for (const ingredient of ingredients) {
    if (ingredient.optional || isSeasoning(ingredient)) continue;
    const key = foodKey(ingredient.item);
    // What the dish still asks for, in its own unit; null when it gives no amount.
    let need: number | null = ingredient.quantity > 0 ? ingredient.quantity : null;
    for (const item of items) {
      if (!isKindOf(key, item.key) || taken.get(item.id)?.left === null) continue;
      const inUnit = need === null ? undefined : needIn({ ...ingredient, quantity: need }, item);
      if (inUnit === undefined) {
        usedUp(item);
        break;
      }
      if (inUnit < item.amount! * 0.99) {
        item.amount = Math.round((item.amount! - inUnit) * 1000) / 1000;
        taken.set(item.id, { id: item.id, name: item.name, left: item.amount });
        break;
      }
      // Not more than the dish asks for: this item is used up and the rest comes from the next.
      need = need! * (1 - item.amount! / inUnit);
      usedUp(item);
      if (need <= 0) break;
    }
  }
  return [...taken.values()];
}
