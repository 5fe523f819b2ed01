import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Ends every session of this account except the one making the request. */
export async function revokeOtherSessions(): Promise<void> {
  await api('/auth/revoke-other-sessions', { method: 'POST', body: {} });
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
