import type { Meal } from '@hearth/shared/meals';
import type { PlannerSlot } from '@hearth/shared/planner';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';

/** Accepts the proposal: its slots become planned meals, so every timeline is asked again. */
export function useAcceptProposal() {
  return useCacheMutation(
    ({ hearthId, slots }: { hearthId: number | null; slots: PlannerSlot[] }) =>
      api<{ meals: Meal[] }>('/planner/accept', { method: 'POST', body: { ...(hearthId === null ? {} : { hearth_id: hearthId }), slots } }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.meals.all }),
  );
}
