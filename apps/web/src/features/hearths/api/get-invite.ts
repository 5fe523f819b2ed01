import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitePreview } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';

export function getInvite(token: string): Promise<InvitePreview> {
  return api<InvitePreview>(`/hearths/invites/${encodeURIComponent(token)}`);
}

export function getInviteQueryOptions(token: string) {
  return queryOptions({ queryKey: ['invites', token], queryFn: () => getInvite(token) });
}

export function useInvite(token: string) {
  return useQuery(getInviteQueryOptions(token));
}
