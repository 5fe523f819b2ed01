import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DishSummary } from '@hearth/shared/dishes';
import { queryKeys } from '../../../lib/query-keys';
import { libraryChanged } from './library-changes';

export function deleteDish(id: number): Promise<void> {
  return api<void>(`/dishes/${id}`, { method: 'DELETE' });
}

export function useDeleteDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDish,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.dishes.detail(id) });
      queryClient.setQueryData<DishSummary[]>(queryKeys.dishes.list(), (list) => list?.filter((dish) => dish.id !== id));
      libraryChanged(queryClient);
      // Its meals keep the dish's name but no longer link to it.
      return queryClient.invalidateQueries({ queryKey: queryKeys.meals.all });
    },
  });
}
