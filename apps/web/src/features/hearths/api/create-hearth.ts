import type { Hearth, HearthCreate } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCacheMutation } from '../../../lib/cache-mutation';

export function createHearth(input: HearthCreate): Promise<Hearth> {
  return api<Hearth>('/hearths', { method: 'POST', body: input });
}

export function useCreateHearth() {
  return useCacheMutation(createHearth, (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.hearths.all }));
}
