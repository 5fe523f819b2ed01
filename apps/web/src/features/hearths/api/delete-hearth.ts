import { api } from '../../../lib/api-client';
import { invalidateHearthsAndMeals } from './get-hearths';
import { useCacheMutation } from '../../../lib/cache-mutation';

export function deleteHearth(id: number): Promise<void> {
  return api<void>(`/hearths/${id}`, { method: 'DELETE' });
}

export function useDeleteHearth() {
  // Its meals become their planners' personal meals, so the timeline changes too.
  return useCacheMutation(deleteHearth, (queryClient) => invalidateHearthsAndMeals(queryClient));
}
