import type { CookedHistory, CookingChange } from '@hearth/shared/cooked';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';
import { cookingLogChanged } from './log-changed';

/** Its writer changes a cooking in the log (day, rating, note, photo); the answer is the history now. */
export function useChangeCooking(dishId: number) {
  return useCacheMutation(
    ({ entryId, change }: { entryId: number; change: CookingChange }) =>
      api<CookedHistory>(`/dishes/${dishId}/cooked/${entryId}`, { method: 'PATCH', body: change }),
    (queryClient, history) => {
      queryClient.setQueryData<CookedHistory>(queryKeys.meals.cookedHistory(dishId), history);
      cookingLogChanged(queryClient);
    },
  );
}

/** Its writer deletes a cooking from the log. */
export function useDeleteCooking(dishId: number) {
  return useCacheMutation(
    (entryId: number) => api<CookedHistory>(`/dishes/${dishId}/cooked/${entryId}`, { method: 'DELETE' }),
    (queryClient, history) => {
      queryClient.setQueryData<CookedHistory>(queryKeys.meals.cookedHistory(dishId), history);
      cookingLogChanged(queryClient);
    },
  );
}
