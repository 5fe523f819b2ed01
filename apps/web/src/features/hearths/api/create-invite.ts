import { useMutation } from '@tanstack/react-query';
import type { Invite } from '@hearth/shared/hearths';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import { api } from '../../../lib/api-client';

export function createInvite({ hearthId, role }: { hearthId: number; role: HearthRole }): Promise<Invite> {
  return api<Invite>(`/hearths/${hearthId}/invites`, { method: 'POST', body: { role } });
}

export function useCreateInvite() {
  return useMutation({ mutationFn: createInvite });
}
