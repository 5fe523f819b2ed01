import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dishesQueryKey } from './get-dishes';

export function deleteDish(id: number): Promise<void> {
  return api<void>(`/dishes/${id}`, { method: 'DELETE' });
}

export function useDeleteDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDish,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...dishesQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: [...dishesQueryKey, 'list'] });
    },
  });
}
