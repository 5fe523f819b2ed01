import type { Kysely } from 'kysely';
import type { MealPlanLine, MealPlanList, ShoppingLine } from '@hearth/shared/shopping';
import type { ListLine } from '@hearth/shared/shopping-list-merge';
import { displayText, itemKey, mergeShoppingLines } from '@hearth/shared/shopping-lines';
import type { DatabaseSchema } from '../../db/schema.js';
import { findListFor } from '../shopping-lists/index.js';
import { weekToShop } from '../shopping-lists/index.js';

interface MealPlanListRequest {
  readerId: string;
  /** One hearth's meals; otherwise every meal the reader can see. */
  hearthId?: number | undefined;
  startDate: string;
  endDate: string;
  includeOptional: boolean;
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const DAY_AND_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function rangeTitle(startDate: string, endDate: string): string {
  const start = new Date(`${startDate}T12:00:00Z`);
  const end = new Date(`${endDate}T12:00:00Z`);
  if (startDate === endDate) return `Meals for ${DAY_AND_YEAR.format(start)}`;
  return `Meals from ${DAY.format(start)} to ${DAY_AND_YEAR.format(end)}`;
}

/** The same item across dishes added up (mergeShoppingLines), each saying which dishes it is for. */
function reviewed(lines: readonly ListLine[]): MealPlanLine[] {
  const dishNamesByItem = new Map<string, Set<string>>();
  const shopping: ShoppingLine[] = lines.map(({ name, quantity, unit, sources }) => {
    const key = itemKey(name);
    const names = dishNamesByItem.get(key) ?? new Set<string>();
    for (const source of sources) names.add(source.dishName);
    dishNamesByItem.set(key, names);
    return { item: name, quantity, unit };
  });
  return mergeShoppingLines(shopping).map((line) => ({
    ...line,
    display_text: displayText(line),
    dishes: [...(dishNamesByItem.get(itemKey(line.item)) ?? [])],
  }));
}

/**
 * The review of a range of days before it goes to the list the range's meals belong to (the
 * hearth's, or the cook's own) or to Instacart: what weekToShop counts, merged by item.
 */
export async function buildMealPlanList(db: Kysely<DatabaseSchema>, request: MealPlanListRequest): Promise<MealPlanList> {
  const { readerId, hearthId, startDate, endDate, includeOptional } = request;
  const list = await findListFor(db, readerId, hearthId ?? null);
  const week = await weekToShop(db, {
    userId: readerId,
    startDate,
    endDate,
    hearthId: hearthId ?? null,
    listId: list?.id,
    includeOptional,
  });
  return {
    title: rangeTitle(startDate, endDate),
    startDate,
    endDate,
    mealCount: week.meals.length,
    lines: reviewed(week.lines),
    staples: reviewed(week.staples),
    inPantry: reviewed(week.inPantry),
    onList: week.onList,
  };
}
