import type { Ingredient } from './dishes.js';
import { DISH_LIMITS } from './dish-rules.js';
import { kitchenUnitOf } from './ingredient-units.js';

/**
 * An ingredient another app already split into amount, unit and food (Tandoor, Mealie): it is
 * taken as given, not read again as a line, so a food named like a unit ("cloves") or holding
 * a comma stays the item. Only the unit is mapped onto ours; a unit outside our list stays
 * written at the start of the item ("cans chickpeas"), as for a parsed line.
 */
export type IngredientParts = { quantity: number | null; unit: string; food: string; note?: string };

function spaced(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

export function ingredientFromParts(parts: IngredientParts): Ingredient | null {
  const food = spaced(parts.food);
  if (!/\p{L}/u.test(food)) return null;
  const written = spaced(parts.unit);
  const known = written ? kitchenUnitOf(written) : null;
  const amount =
    parts.quantity !== null && Number.isFinite(parts.quantity) && parts.quantity > 0 ? parts.quantity * (known?.factor ?? 1) : 0;
  const item = known || !written ? food : `${written} ${food}`;
  const ingredient: Ingredient = {
    item: item.slice(0, DISH_LIMITS.ingredientItem).trim(),
    quantity: Math.min(Math.round(amount * 1000) / 1000, DISH_LIMITS.quantity),
    unit: known?.unit ?? '',
    optional: false,
  };
  const note = spaced(parts.note ?? '')
    .slice(0, DISH_LIMITS.ingredientNote)
    .trim();
  if (note) ingredient.note = note;
  return ingredient;
}
