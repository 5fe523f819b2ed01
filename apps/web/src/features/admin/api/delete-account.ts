import type { AdminAccount } from '@hearth/shared/admin';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';

/** Deletes an account and everything in it. */
export function deleteAccount(id: string): Promise<void> {
  return api<void>(`/admin/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useCacheMutation(deleteAccount, (queryClient, _answer, id) => {
    queryClient.setQueryData<AdminAccount[]>(queryKeys.admin.accounts, (accounts) => accounts?.filter((account) => account.id !== id));
  });
}
