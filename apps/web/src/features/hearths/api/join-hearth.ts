import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import { api } from '../../../lib/api-client';
import { invalidateHearthsAndMeals } from './get-hearths';

export function joinHearth(token: string): Promise<{ hearth_id: number; role: HearthRole }> {
  return api('/hearths/join', { method: 'POST', body: { token } });
}

export function useJoinHearth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinHearth,
    onSuccess: () => invalidateHearthsAndMeals(queryClient),
  });
}
