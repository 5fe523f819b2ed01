import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitePreview } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getInvite(token: string): Promise<InvitePreview> {
  return api<InvitePreview>(`/hearths/invites/${encodeURIComponent(token)}`);
}

export function getInviteQueryOptions(token: string) {
  return queryOptions({ queryKey: queryKeys.hearths.invite(token), queryFn: () => getInvite(token) });
}

export function useInvite(token: string) {
  return useQuery(getInviteQueryOptions(token));
}
