import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DishSummary } from '@hearth/shared/dishes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every dish of the signed-in cook, summarised; the list screen filters it locally. */
export function getDishes(): Promise<DishSummary[]> {
  return api<DishSummary[]>('/dishes');
}

export function getDishesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dishes.list(), queryFn: getDishes });
}

/** `enabled: false` waits until the list is needed, such as when a dialog opens. */
export function useDishes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDishesQueryOptions(), enabled });
}
