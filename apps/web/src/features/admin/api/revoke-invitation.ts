import type { SignUpInvitation } from '@hearth/shared/admin';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';

/** Ends an invitation link at once. */
export function revokeInvitation(id: string): Promise<void> {
  return api<void>(`/admin/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeInvitation() {
  return useCacheMutation(revokeInvitation, (queryClient, _answer, id) => {
    queryClient.setQueryData<SignUpInvitation[]>(queryKeys.admin.invitations, (invitations) =>
      invitations?.filter((invitation) => invitation.id !== id),
    );
  });
}
