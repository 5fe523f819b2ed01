import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hearth } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getHearth(id: number): Promise<Hearth> {
  return api<Hearth>(`/hearths/${id}`);
}

export function getHearthQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.hearths.detail(id), queryFn: () => getHearth(id) });
}

export function useHearth(id: number) {
  return useQuery(getHearthQueryOptions(id));
}
