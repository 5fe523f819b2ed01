import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** E-mails the account a link to choose a new password. */
export function sendPasswordReset(id: string): Promise<void> {
  return api<void>(`/admin/accounts/${encodeURIComponent(id)}/password-reset`, { method: 'POST' });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
