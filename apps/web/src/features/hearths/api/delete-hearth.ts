import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateHearthsAndMeals } from './get-hearths';

export function deleteHearth(id: number): Promise<void> {
  return api<void>(`/hearths/${id}`, { method: 'DELETE' });
}

export function useDeleteHearth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHearth,
    // Its meals become their planners' personal meals, so the timeline changes too.
    onSuccess: () => invalidateHearthsAndMeals(queryClient),
  });
}
