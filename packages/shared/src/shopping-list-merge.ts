import type { Unit } from './dish-rules.js';
import { SHOPPING_LIMITS } from './shopping.js';
import { MEASURE_OF_UNIT, addConvertible, isConvertible, roundForShopping } from './shopping-lines.js';
import { SHOPPING_LIST_LIMITS, foodKey } from './shopping-list-rules.js';

/**
 * Adding lines to a shopping list that already has some: the same food merges into one line
 * whenever its amounts can be added, and each line remembers which dishes it is for.
 *
 * - Volumes add to volumes and weights to weights, in the unit holding the larger share
 *   (2 cups + 500 ml = 973 ml; 1 lb + 200 g = 1.44 lb); a volume never adds to a weight.
 * - Counts add up: "2 lemons" + "1 lemon", "2 cloves" + "1 clove", a bare count and "piece".
 * - A line with no amount ("parsley", "salt, to taste") joins any line of its food: the
 *   measured amount is what to buy. Pinches and dashes join a measured line the same way.
 * - Only lines not yet checked off take more: what is in the basket stays as it was bought.
 */

export interface ItemSource {
  dish_id: number;
  dishName: string;
  /** The planned meal the dish was added for, so a week added again does not add it twice. */
  meal_id?: number;
}

export interface ListLine {
  name: string;
  quantity: number;
  unit: Unit | '';
  sources: ItemSource[];
  /** The ingredient's note ("400 g tin"), read only to place a new item in its aisle. */
  note?: string;
}

/** How a line's amount adds up: measures convert within themselves, 'none' carries no amount. */
type Kind = 'volume' | 'mass' | 'count' | 'slice' | 'clove' | 'trace' | 'none';

function kindOf(line: Pick<ListLine, 'quantity' | 'unit'>): Kind {
  const { unit, quantity } = line;
  if (unit === 'to taste' || unit === 'as needed' || quantity <= 0) return 'none';
  if (isConvertible(unit)) return MEASURE_OF_UNIT[unit];
  if (unit === '' || unit === 'piece') return 'count';
  if (unit === 'pinch' || unit === 'dash') return 'trace';
  return unit;
}

/** A measured amount that a cook buys by: what a 'none' or 'trace' line gives way to. */
function isBuyable(kind: Kind): boolean {
  return kind !== 'none' && kind !== 'trace';
}

function clamp(quantity: number): number {
  return Math.min(roundForShopping(quantity), SHOPPING_LIMITS.quantity);
}

export function mergeSources(first: readonly ItemSource[], second: readonly ItemSource[]): ItemSource[] {
  const merged = [...first];
  for (const source of second) {
    if (merged.length >= SHOPPING_LIST_LIMITS.sources) break;
    if (!merged.some((known) => known.dish_id === source.dish_id && known.meal_id === source.meal_id)) merged.push(source);
  }
  return merged;
}

/** The amount of two lines of one food together, or null when they cannot be added. */
function addAmounts(target: ListLine, incoming: ListLine): Pick<ListLine, 'quantity' | 'unit'> | null {
  const targetKind = kindOf(target);
  const incomingKind = kindOf(incoming);
  if (targetKind === incomingKind) {
    if (targetKind === 'none') return { quantity: target.quantity, unit: target.unit };
    if (targetKind === 'volume' || targetKind === 'mass') {
      const sum = addConvertible([
        { item: '', quantity: target.quantity, unit: target.unit },
        { item: '', quantity: incoming.quantity, unit: incoming.unit },
      ]);
      return { quantity: clamp(sum.quantity), unit: sum.unit };
    }
    return { quantity: clamp(target.quantity + incoming.quantity), unit: target.unit };
  }
  if (!isBuyable(incomingKind) && (isBuyable(targetKind) || targetKind === 'trace'))
    return { quantity: target.quantity, unit: target.unit };
  if (!isBuyable(targetKind) && isBuyable(incomingKind)) return { quantity: clamp(incoming.quantity), unit: incoming.unit };
  return null;
}

/** `incoming` added to `target` when they are the same food and their amounts add up; else null. */
export function mergeLine(target: ListLine, incoming: ListLine): ListLine | null {
  if (foodKey(target.name) !== foodKey(incoming.name)) return null;
  const amount = addAmounts(target, incoming);
  if (!amount) return null;
  return { name: target.name, ...amount, sources: mergeSources(target.sources, incoming.sources) };
}

export interface ListMerge<Id> {
  /** Existing lines that took more, by id, as they now are. */
  changed: Map<Id, ListLine>;
  /** Lines that merged with nothing, in the order they came. */
  added: ListLine[];
}

/**
 * Adds `incoming` lines to a list's `open` (unchecked) lines. Each incoming line joins the first
 * line of its food it can add up with, an earlier incoming line included, or becomes a new one.
 */
export function mergeIntoList<Id>(open: ReadonlyArray<ListLine & { id: Id }>, incoming: readonly ListLine[]): ListMerge<Id> {
  const existing = open.map((line) => ({ id: line.id as Id | undefined, line: line as ListLine, key: foodKey(line.name) }));
  const changed = new Map<Id, ListLine>();
  const added: Array<{ id: undefined; line: ListLine; key: string }> = [];
  for (const line of incoming) {
    const key = foodKey(line.name);
    let merged = false;
    for (const entry of [...existing, ...added]) {
      if (entry.key !== key) continue;
      const result = mergeLine(entry.line, line);
      if (!result) continue;
      entry.line = result;
      if (entry.id !== undefined) changed.set(entry.id, result);
      merged = true;
      break;
    }
    if (!merged) added.push({ id: undefined, line: { ...line, name: tidyName(line.name) }, key });
  }
  return { changed, added: added.map((entry) => entry.line) };
}

/** An item's name as it is kept: single spaces, no stray spaces at the ends. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
