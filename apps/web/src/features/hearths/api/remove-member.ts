import { api } from '../../../lib/api-client';
import { invalidateHearthsAndMeals } from './get-hearths';
import { useCacheMutation } from '../../../lib/cache-mutation';

/** An owner removing someone, or anyone leaving (their own user id). */
export function removeMember({ hearthId, userId }: { hearthId: number; userId: string }): Promise<void> {
  return api<void>(`/hearths/${hearthId}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useRemoveMember() {
  return useCacheMutation(removeMember, (queryClient) => invalidateHearthsAndMeals(queryClient));
}
