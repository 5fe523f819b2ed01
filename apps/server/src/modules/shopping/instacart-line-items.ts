import type { Unit } from '@hearth/shared/dish-rules';
import type { ShoppingLine } from '@hearth/shared/shopping';
import { displayText } from '@hearth/shared/shopping-lines';

/**
 * Units as Instacart names them (its units-of-measurement list has no "tbsp" and no "clove");
 * `null`: the unit is no amount one can buy, so the line goes without a measurement.
 */
export const INSTACART_UNIT_NAMES: Record<Unit, string | null> = {
  tsp: 'teaspoon',
  tbsp: 'tablespoon',
  'fl oz': 'fl oz',
  cup: 'cup',
  pint: 'pint',
  quart: 'quart',
  gallon: 'gallon',
  ml: 'milliliter',
  l: 'liter',
  oz: 'ounce',
  lb: 'pound',
  g: 'gram',
  kg: 'kilogram',
  piece: 'each',
  slice: 'each',
  clove: 'each',
  pinch: null,
  dash: null,
  'to taste': null,
  'as needed': null,
};

export interface InstacartMeasurement {
  quantity: number;
  unit: string;
}

export interface InstacartLineItem {
  name: string;
  display_text: string;
  line_item_measurements?: InstacartMeasurement[];
}

/** What Instacart should put in the cart for a line, or null when no amount can be bought. */
export function instacartMeasurement(line: ShoppingLine): InstacartMeasurement | null {
  if (line.quantity <= 0) return null;
  // A bare count ("3 eggs") is how many to buy, which Instacart calls "each".
  const unit = line.unit === '' ? 'each' : INSTACART_UNIT_NAMES[line.unit];
  return unit ? { quantity: line.quantity, unit } : null;
}

export function toInstacartLineItem(line: ShoppingLine): InstacartLineItem {
  const measurement = instacartMeasurement(line);
  return {
    name: line.item,
    display_text: displayText(line),
    ...(measurement ? { line_item_measurements: [measurement] } : {}),
  };
}
