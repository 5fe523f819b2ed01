import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meal } from '@hearth/shared/meals';
import { apiAllPages } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The timeline's meals with their dishes; one hearth's when a hearth id is given. */
export function getMeals(hearthId?: number): Promise<Meal[]> {
  return apiAllPages<Meal>('/meals', { query: { include_dishes: true, hearth_id: hearthId } });
}

export function getMealsQueryOptions(hearthId?: number) {
  return queryOptions({ queryKey: queryKeys.meals.list(hearthId ?? null), queryFn: () => getMeals(hearthId) });
}

export function useMeals(hearthId?: number) {
  return useQuery(getMealsQueryOptions(hearthId));
}
