import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hearth } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';
import { hearthsQueryKey } from './get-hearths';

export function getHearth(id: number): Promise<Hearth> {
  return api<Hearth>(`/hearths/${id}`);
}

export function getHearthQueryOptions(id: number) {
  return queryOptions({ queryKey: [...hearthsQueryKey, 'detail', id], queryFn: () => getHearth(id) });
}

export function useHearth(id: number) {
  return useQuery(getHearthQueryOptions(id));
}
