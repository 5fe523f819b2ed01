import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealDays } from '@hearth/shared/meals';
import { apiPages, isServerAnswer } from '../../../lib/api-client';
import { withOfflineCopy } from '../../../lib/offline-copies';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The timeline's outline (first and last day, the days with meals); one hearth's when given.
 * A history longer than one answer comes in pages, read here to its end.
 */
export function getMealDays(hearthId?: number): Promise<MealDays> {
  // The copy opens the timeline offline (lib/offline-copies.ts); signing out clears it.
  return withOfflineCopy(`meals:days:${hearthId ?? 'own'}`, () => readMealDays(hearthId), isServerAnswer);
}

async function readMealDays(hearthId?: number): Promise<MealDays> {
  let outline: MealDays | undefined;
  for await (const page of apiPages<MealDays>('/meals/days', { query: { hearth_id: hearthId } })) {
    if (outline) outline.days.push(...page.days);
    else outline = page;
  }
  return outline!;
}

export function getMealDaysQueryOptions(hearthId?: number) {
  return queryOptions({ queryKey: queryKeys.meals.days(hearthId ?? null), queryFn: () => getMealDays(hearthId) });
}

export function useMealDays(hearthId?: number) {
  return useQuery(getMealDaysQueryOptions(hearthId));
}
