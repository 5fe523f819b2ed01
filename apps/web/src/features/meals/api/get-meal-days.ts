import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealDays } from '@hearth/shared/meals';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The timeline's outline (first and last day, the days with meals); one hearth's when given. */
export function getMealDays(hearthId?: number): Promise<MealDays> {
  return api<MealDays>('/meals/days', { query: { hearth_id: hearthId } });
}

export function getMealDaysQueryOptions(hearthId?: number) {
  return queryOptions({ queryKey: queryKeys.meals.days(hearthId ?? null), queryFn: () => getMealDays(hearthId) });
}

export function useMealDays(hearthId?: number) {
  return useQuery(getMealDaysQueryOptions(hearthId));
}
