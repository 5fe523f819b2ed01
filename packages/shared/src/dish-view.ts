import { DISH_LIMITS, type Unit } from './dish-rules.js';
import type { Ingredient } from './dishes.js';
import { countedItem } from './food-names.js';
import { scaleIngredients } from './scaling.js';
import type { MealPlanLine } from './shopping.js';
import { SHOPPING_LIMITS } from './shopping-rules.js';
import { displayText } from './shopping-lines.js';
import { convertTemperatures } from './temperatures.js';
import { convertForDisplay, type UnitSystem } from './unit-systems.js';

/**
 * A dish as the cook is shown it: scaled, then in their unit system. The dish page, cook mode
 * and the Shop button all read this, so Instacart is sent exactly what is on screen.
 */
export type ShownIngredient = Ingredient & {
  /** The scaled or converted amount passed DISH_LIMITS.quantity and was cut down to it. */
  capped: boolean;
  /** The amount is in another unit than the recipe wrote, so the original is worth offering. */
  converted: boolean;
};

/**
 * Each ingredient scaled by `factor` (rounded for its unit, see scaling.ts), then converted to
 * `units` (see unit-systems.ts). Scaling first keeps kitchen fractions: ⅓ cup tripled is 1 cup,
 * which is then 240 ml, not 236.6. A scaled count names its food in the number it now has
 * ("3 lemons" from "1 lemon"); unscaled, the name is the recipe's own.
 */
export function ingredientsAsShown(ingredients: readonly Ingredient[], factor: number, units: UnitSystem): ShownIngredient[] {
  return scaleIngredients(ingredients, factor).map((ingredient) => {
    const shown = convertForDisplay(ingredient.quantity, ingredient.unit, units, ingredient.item);
    const capped = ingredient.capped || shown.quantity > DISH_LIMITS.quantity;
    const quantity = Math.min(shown.quantity, DISH_LIMITS.quantity);
    return {
      ...ingredient,
      item: factor === 1 ? ingredient.item : countedItem(ingredient.item, quantity, shown.unit),
      quantity,
      unit: shown.unit as Unit | '',
      capped,
      converted: shown.converted,
    };
  });
}

/** The instructions with their temperatures in `units` ("350°F" reads "180 °C" in metric), text or list alike. */
export function instructionsAsShown(instructions: string, units: UnitSystem): string;
export function instructionsAsShown(instructions: readonly string[], units: UnitSystem): string[];
export function instructionsAsShown(instructions: string | readonly string[], units: UnitSystem): string | string[];
export function instructionsAsShown(instructions: string | readonly string[], units: UnitSystem): string | string[] {
  if (typeof instructions === 'string') return convertTemperatures(instructions, units);
  return instructions.map((step) => convertTemperatures(step, units));
}

/** Whether showing the dish in `units` changes anything a cook would read, so "Show as written" is worth offering. */
export function differsFromWritten(
  ingredients: readonly ShownIngredient[],
  instructions: string | readonly string[],
  shownInstructions: string | readonly string[],
): boolean {
  if (ingredients.some((ingredient) => ingredient.converted)) return true;
  return JSON.stringify(instructions) !== JSON.stringify(shownInstructions);
}

/** A line of a reviewed shopping list in the cook's units, its display text written again ("240 ml milk"). */
export function shoppingLineAsShown(line: MealPlanLine, units: UnitSystem): MealPlanLine {
  const shown = convertForDisplay(line.quantity, line.unit, units, line.item);
  if (!shown.converted) return line;
  const converted = { ...line, quantity: Math.min(shown.quantity, SHOPPING_LIMITS.quantity), unit: shown.unit as Unit | '' };
  return { ...converted, display_text: displayText(converted) };
}
