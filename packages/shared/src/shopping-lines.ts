import convert from 'convert';
import { formatAmount } from './amounts.js';
import { groupBy } from './group-by.js';
import type { Unit } from './dish-rules.js';
import { countedItem } from './food-names.js';
import type { ShoppingLine } from './shopping.js';
import { foodKey } from './shopping-list-rules.js';

/**
 * Shopping lines as a person reads them ("2 cups flour", "salt, to taste") and the same item
 * from several dishes merged into one line.
 */

/** A line as a person writes it: "2 cups flour", "½ tsp salt", "5 onions", "salt, to taste", "a pinch of nutmeg". */
export function displayText(line: ShoppingLine): string {
  const { item, quantity, unit } = line;
  if (unit === 'to taste' || unit === 'as needed') return `${item}, ${unit}`;
  const amount = formatAmount(quantity, unit);
  if (!amount) return item;
  return quantity > 0 ? `${amount} ${countedItem(item, quantity, unit)}` : `${amount} of ${item}`;
}

export type ConvertibleUnit = Exclude<Unit, 'piece' | 'slice' | 'clove' | 'pinch' | 'dash' | 'to taste' | 'as needed'>;

/** Units that `convert` can add together: volume with volume, mass with mass. */
export const MEASURE_OF_UNIT: Record<ConvertibleUnit, 'volume' | 'mass'> = {
  tsp: 'volume',
  tbsp: 'volume',
  'fl oz': 'volume',
  cup: 'volume',
  pint: 'volume',
  quart: 'volume',
  gallon: 'volume',
  ml: 'volume',
  l: 'volume',
  oz: 'mass',
  lb: 'mass',
  g: 'mass',
  kg: 'mass',
};

export function isConvertible(unit: Unit | ''): unit is ConvertibleUnit {
  return unit in MEASURE_OF_UNIT;
}

/** What makes two lines the same item: case, spacing and plurals do not ("Eggs" and "egg"). */
export function itemKey(item: string): string {
  return foodKey(item);
}

/** Lines whose amounts can be added: the same measure, or else exactly the same unit. */
function compatibilityKey(line: ShoppingLine): string {
  return `${itemKey(line.item)}\u0000${isConvertible(line.unit) ? MEASURE_OF_UNIT[line.unit] : line.unit}`;
}

/** Whole numbers from 100 up (973 ml), else three decimals, which keep kitchen fractions (1.125 cups). */
export function roundForShopping(value: number): number {
  if (value >= 100) return Math.round(value);
  return Math.round(value * 1000) / 1000;
}

/** Adds convertible amounts in the unit that holds the largest share of them ("1 tsp + 1 cup" is about a cup). */
export function addConvertible(lines: readonly ShoppingLine[]): Pick<ShoppingLine, 'quantity' | 'unit'> {
  const baseUnit = lines[0]!.unit as ConvertibleUnit;
  const shares = new Map<ConvertibleUnit, number>();
  for (const line of lines) {
    const unit = line.unit as ConvertibleUnit;
    const inBase = unit === baseUnit ? line.quantity : convert(line.quantity, unit).to(baseUnit);
    shares.set(unit, (shares.get(unit) ?? 0) + inBase);
  }
  let target = baseUnit;
  let total = 0;
  for (const [unit, share] of shares) {
    total += share;
    if (share > (shares.get(target) ?? 0)) target = unit;
  }
  const quantity = target === baseUnit ? total : convert(total, baseUnit).to(target);
  return { quantity: roundForShopping(quantity), unit: target };
}

/**
 * Merges ingredient lines from several dishes into one shopping list. The same item (ignoring
 * case and spacing) is added up when the units allow it; otherwise each kind of amount stays
 * its own line. "To taste" and "as needed" appear once. Order follows first appearance.
 */
export function mergeShoppingLines(lines: readonly ShoppingLine[]): ShoppingLine[] {
  return [...groupBy(lines, compatibilityKey).values()].map((group) => {
    const first = group[0]!;
    const item = first.item.trim().replace(/\s+/g, ' ');
    if (first.unit === 'to taste' || first.unit === 'as needed') return { item, quantity: 0, unit: first.unit };
    if (isConvertible(first.unit)) return { item, ...addConvertible(group) };
    const quantity = group.reduce((sum, line) => sum + line.quantity, 0);
    return { item, quantity: roundForShopping(quantity), unit: first.unit };
  });
}
