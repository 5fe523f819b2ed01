import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Hearth, HearthCreate } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function createHearth(input: HearthCreate): Promise<Hearth> {
  return api<Hearth>('/hearths', { method: 'POST', body: input });
}

export function useCreateHearth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHearth,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.hearths.all }),
  });
}
