import type { CookedHistory, MarkCookedAnswer } from '@hearth/shared/cooked';
import type { MealType } from '@hearth/shared/meal-rules';
import { api } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';
import { queryKeys } from '../../../lib/query-keys';
import { useCacheMutation } from '../../../lib/cache-mutation';

/** The meal a dish cooked now would be, should one have to be planned: by the cook's clock. */
export function mealTypeAt(now: Date): MealType {
  const hour = now.getHours();
  return hour < 11 ? 'Breakfast' : hour < 16 ? 'Lunch' : 'Dinner';
}

export function markCooked(dishId: number, now = new Date()): Promise<MarkCookedAnswer> {
  return api<MarkCookedAnswer>(`/dishes/${dishId}/cooked`, {
    method: 'POST',
    body: { date: localToday(now), meal_type: mealTypeAt(now) },
  });
}

/**
 * "Mark as cooked": the answer's history goes into the cache at once ("Last cooked today"); the
 * timelines are asked again, since a meal was marked or planned.
 */
export function useMarkCooked(dishId: number) {
  return useCacheMutation(
    () => markCooked(dishId),
    (queryClient, { meal: _meal, ...history }) => {
      queryClient.setQueryData<CookedHistory>(queryKeys.meals.cookedHistory(dishId), history);
      void queryClient.invalidateQueries({ queryKey: queryKeys.meals.windows });
      void queryClient.invalidateQueries({ queryKey: queryKeys.meals.outlines });
    },
  );
}
