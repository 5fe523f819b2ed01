import { useMutation } from '@tanstack/react-query';
import type { HearthRole, Invite } from '@hearth/shared/hearths';
import { api } from '../../../lib/api-client';

export function createInvite({ hearthId, role }: { hearthId: number; role: HearthRole }): Promise<Invite> {
  return api<Invite>(`/hearths/${hearthId}/invites`, { method: 'POST', body: { role } });
}

export function useCreateInvite() {
  return useMutation({ mutationFn: createInvite });
}
