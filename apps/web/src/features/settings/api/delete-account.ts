import type { DeleteAccountInput } from '@hearth/shared/account';
import { api } from '../../../lib/api-client';
import { forgetThisBrowser } from '../../../lib/auth/forget-this-browser';
import { useCacheMutation } from '../../../lib/cache-mutation';

export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return api<void>('/account', { method: 'DELETE', body: input });
}

/** Deletes the account, then forgets everything this browser kept, as signing out does. */
export function useDeleteAccount() {
  return useCacheMutation(deleteAccount, (queryClient) => forgetThisBrowser(queryClient));
}
