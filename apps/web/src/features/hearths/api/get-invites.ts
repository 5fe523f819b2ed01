import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveInvite } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The hearth's links that still work; owners only. */
export function getInvites(hearthId: number): Promise<LiveInvite[]> {
  return api<LiveInvite[]>(`/hearths/${hearthId}/invites`);
}

export function getInvitesQueryOptions(hearthId: number) {
  return queryOptions({ queryKey: queryKeys.hearths.invites(hearthId), queryFn: () => getInvites(hearthId) });
}

export function useInvites(hearthId: number) {
  return useQuery(getInvitesQueryOptions(hearthId));
}
