import type { LiveInvite } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCacheMutation } from '../../../lib/cache-mutation';

export function revokeInvite({ hearthId, inviteId }: { hearthId: number; inviteId: string }): Promise<void> {
  return api<void>(`/hearths/${hearthId}/invites/${encodeURIComponent(inviteId)}`, { method: 'DELETE' });
}

/** The link stops working at once; it leaves the list without asking the server again. */
export function useRevokeInvite() {
  return useCacheMutation(revokeInvite, (queryClient, _answer, { hearthId, inviteId }) => {
    queryClient.setQueryData<LiveInvite[]>(queryKeys.hearths.invites(hearthId), (links) => links?.filter((link) => link.id !== inviteId));
  });
}
