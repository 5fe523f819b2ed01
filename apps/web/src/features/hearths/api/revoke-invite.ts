import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveInvite } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function revokeInvite({ hearthId, inviteId }: { hearthId: number; inviteId: string }): Promise<void> {
  return api<void>(`/hearths/${hearthId}/invites/${encodeURIComponent(inviteId)}`, { method: 'DELETE' });
}

/** The link stops working at once; it leaves the list without asking the server again. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvite,
    onSuccess: (_answer, { hearthId, inviteId }) => {
      queryClient.setQueryData<LiveInvite[]>(queryKeys.hearths.invites(hearthId), (links) => links?.filter((link) => link.id !== inviteId));
    },
  });
}
