import { queryOptions } from '@tanstack/react-query';
import type { Meal } from '@hearth/shared/meals';
import { apiAllPages } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { windowEndOf } from './meal-windows';

/** The meals of four weeks from `start`, with their dishes; one hearth's when given. */
export function getMealWindow(start: string, hearthId?: number): Promise<Meal[]> {
  return apiAllPages<Meal>('/meals', {
    query: { startDate: start, endDate: windowEndOf(start), include_dishes: true, hearth_id: hearthId },
  });
}

export function getMealWindowQueryOptions(start: string, hearthId?: number) {
  return queryOptions({ queryKey: queryKeys.meals.window(hearthId ?? null, start), queryFn: () => getMealWindow(start, hearthId) });
}
