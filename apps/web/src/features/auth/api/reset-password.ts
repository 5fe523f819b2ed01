import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sets the password with the token from an admin's reset link; the server ends every session. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<unknown> {
  return api('/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
