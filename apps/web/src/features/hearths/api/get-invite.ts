import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitePreview } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What an invitation offers; answered signed out too (without "already a member"). */
export function getInvite(token: string): Promise<InvitePreview> {
  return api<InvitePreview>(`/hearths/invites/${encodeURIComponent(token)}`);
}

/** Keyed by who asks: the answer after signing in differs from the one before. */
export function getInviteQueryOptions(token: string, userId: string | null) {
  return queryOptions({ queryKey: queryKeys.hearths.invite(token, userId), queryFn: () => getInvite(token) });
}

export function useInvite(token: string, userId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInviteQueryOptions(token, userId), enabled });
}
