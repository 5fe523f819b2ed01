import type { AdminAccount, AdminAccountChange } from '@hearth/shared/admin';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';

/** Disables or re-enables an account, or makes or unmakes an admin; answers the account as it now is. */
export function changeAccount({ id, change }: { id: string; change: AdminAccountChange }): Promise<AdminAccount> {
  return api<AdminAccount>(`/admin/accounts/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });
}

export function useChangeAccount() {
  return useCacheMutation(changeAccount, (queryClient, account) => {
    queryClient.setQueryData<AdminAccount[]>(queryKeys.admin.accounts, (accounts) =>
      accounts?.map((listed) => (listed.id === account.id ? account : listed)),
    );
  });
}
