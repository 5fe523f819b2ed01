import type { CookedHistory, MarkCookedAnswer } from '@hearth/shared/cooked';
import { api } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';
import { queryKeys } from '../../../lib/query-keys';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { cookingLogChanged } from './log-changed';

/** Marks the planned meal the cook picked, or with none records the cooking on the dish: never plans a meal. */
export function markCooked(dishId: number, mealId?: number, now = new Date()): Promise<MarkCookedAnswer> {
  return api<MarkCookedAnswer>(`/dishes/${dishId}/cooked`, {
    method: 'POST',
    body: { date: localToday(now), ...(mealId === undefined ? {} : { meal_id: mealId }) },
  });
}

/**
 * "Mark as cooked": the answer's history goes into the cache at once ("Last cooked today"); the
 * dish lists (their figures) are asked again, and the timelines when a meal was marked.
 */
export function useMarkCooked(dishId: number) {
  return useCacheMutation(
    (mealId?: number) => markCooked(dishId, mealId),
    (queryClient, { meal, ...history }) => {
      queryClient.setQueryData<CookedHistory>(queryKeys.meals.cookedHistory(dishId), history);
      cookingLogChanged(queryClient);
      if (meal === null) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.meals.windows });
      void queryClient.invalidateQueries({ queryKey: queryKeys.meals.outlines });
    },
  );
}
