import type { Invite } from '@hearth/shared/hearths';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCacheMutation } from '../../../lib/cache-mutation';

export function createInvite({ hearthId, role }: { hearthId: number; role: HearthRole }): Promise<Invite> {
  return api<Invite>(`/hearths/${hearthId}/invites`, { method: 'POST', body: { role } });
}

export function useCreateInvite() {
  return useCacheMutation(createInvite, (queryClient, _invite, { hearthId }) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.hearths.invites(hearthId) }),
  );
}
