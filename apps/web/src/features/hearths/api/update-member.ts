import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function updateMemberRole({ hearthId, userId, role }: { hearthId: number; userId: string; role: HearthRole }) {
  return api(`/hearths/${hearthId}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } });
}

export function useUpdateMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.hearths.all }),
  });
}
