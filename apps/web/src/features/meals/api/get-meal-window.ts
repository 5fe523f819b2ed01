import { queryOptions } from '@tanstack/react-query';
import type { Meal } from '@hearth/shared/meals';
import { apiAllPages, isServerAnswer } from '../../../lib/api-client';
import { withOfflineCopy } from '../../../lib/offline-copies';
import { queryKeys } from '../../../lib/query-keys';
import { windowEndOf } from './meal-windows';

/** The meals of four weeks from `start`, with their dishes; one hearth's when given. */
export function getMealWindow(start: string, hearthId?: number): Promise<Meal[]> {
  const ask = () =>
    apiAllPages<Meal>('/meals', {
      query: { startDate: start, endDate: windowEndOf(start), include_dishes: true, hearth_id: hearthId },
    });
  // The weeks seen last open offline (lib/offline-copies.ts); signing out clears them.
  return withOfflineCopy(`meals:window:${hearthId ?? 'own'}:${start}`, ask, isServerAnswer);
}

export function getMealWindowQueryOptions(start: string, hearthId?: number) {
  return queryOptions({ queryKey: queryKeys.meals.window(hearthId ?? null, start), queryFn: () => getMealWindow(start, hearthId) });
}
