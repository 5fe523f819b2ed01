import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignUpInvitation } from '@hearth/shared/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Sign-up invitation links that still work, newest first. */
export function getInvitations(): Promise<SignUpInvitation[]> {
  return api<{ invitations: SignUpInvitation[] }>('/admin/invitations').then((answer) => answer.invitations);
}

export function getInvitationsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.invitations, queryFn: getInvitations });
}

export function useInvitations() {
  return useQuery(getInvitationsQueryOptions());
}
