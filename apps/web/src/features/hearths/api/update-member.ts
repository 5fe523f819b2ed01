import type { HearthRole } from '@hearth/shared/hearth-roles';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCacheMutation } from '../../../lib/cache-mutation';

export function updateMemberRole({ hearthId, userId, role }: { hearthId: number; userId: string; role: HearthRole }) {
  return api(`/hearths/${hearthId}/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } });
}

export function useUpdateMemberRole() {
  return useCacheMutation(updateMemberRole, (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.hearths.all }));
}
