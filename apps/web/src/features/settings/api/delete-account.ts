import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@hearth/shared/account';
import { api } from '../../../lib/api-client';
import { forgetThisBrowser } from '../../../lib/auth/forget-this-browser';

export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return api<void>('/account', { method: 'DELETE', body: input });
}

/** Deletes the account, then forgets everything this browser kept, as signing out does. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => forgetThisBrowser(queryClient),
  });
}
