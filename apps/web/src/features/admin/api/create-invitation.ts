import type { CreatedSignUpInvitation, SignUpInvitation } from '@hearth/shared/admin';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';

/** A new invitation link; only this answer carries its address. */
export function createInvitation(): Promise<CreatedSignUpInvitation> {
  return api<CreatedSignUpInvitation>('/admin/invitations', { method: 'POST' });
}

export function useCreateInvitation() {
  return useCacheMutation(createInvitation, (queryClient, { url: _url, ...invitation }) => {
    queryClient.setQueryData<SignUpInvitation[]>(queryKeys.admin.invitations, (invitations) => [invitation, ...(invitations ?? [])]);
  });
}
