import type { HearthRole } from '@hearth/shared/hearth-roles';
import { api } from '../../../lib/api-client';
import { invalidateHearthsAndMeals } from './get-hearths';
import { useCacheMutation } from '../../../lib/cache-mutation';

export function joinHearth(token: string): Promise<{ hearth_id: number; role: HearthRole }> {
  return api('/hearths/join', { method: 'POST', body: { token } });
}

export function useJoinHearth() {
  return useCacheMutation(joinHearth, (queryClient) => invalidateHearthsAndMeals(queryClient));
}
