import { api } from '../../../lib/api-client';
import type { DishSummary } from '@hearth/shared/dishes';
import { queryKeys } from '../../../lib/query-keys';
import { libraryChanged } from './library-changes';
import { useCacheMutation } from '../../../lib/cache-mutation';

export function deleteDish(id: number): Promise<void> {
  return api<void>(`/dishes/${id}`, { method: 'DELETE' });
}

export function useDeleteDish() {
  return useCacheMutation(deleteDish, (queryClient, _result, id) => {
    queryClient.removeQueries({ queryKey: queryKeys.dishes.detail(id) });
    queryClient.setQueryData<DishSummary[]>(queryKeys.dishes.list(), (list) => list?.filter((dish) => dish.id !== id));
    libraryChanged(queryClient);
    // Its meals keep the dish's name but no longer link to it.
    return queryClient.invalidateQueries({ queryKey: queryKeys.meals.all });
  });
}
