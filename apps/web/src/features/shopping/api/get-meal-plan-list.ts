import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealPlanList } from '@hearth/shared/shopping';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface MealPlanRange {
  startDate: string;
  endDate: string;
  includeOptional: boolean;
  hearthId?: number | undefined;
}

export function getMealPlanList({ startDate, endDate, includeOptional, hearthId }: MealPlanRange): Promise<MealPlanList> {
  return api<MealPlanList>('/shopping/meal-plan', {
    query: { startDate, endDate, includeOptional, hearth_id: hearthId },
  });
}

export function getMealPlanListQueryOptions(range: MealPlanRange) {
  return queryOptions({ queryKey: queryKeys.meals.shoppingList(range), queryFn: () => getMealPlanList(range) });
}

export function useMealPlanList(range: MealPlanRange, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getMealPlanListQueryOptions(range), enabled });
}
