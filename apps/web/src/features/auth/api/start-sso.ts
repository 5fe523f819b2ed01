import { useMutation } from '@tanstack/react-query';
import { OIDC_PROVIDER_ID } from '@hearth/shared/sign-in-rules';
import { api } from '../../../lib/api-client';

/**
 * Asks the server for the household provider's sign-in page, then leaves for it. The provider
 * sends the browser back to `returnTo` signed in, or to the screen it started from with an
 * error code to explain.
 */
export async function startSso({ returnTo, from }: { returnTo: string; from: '/login' | '/register' }) {
  const answer = await api<{ url?: string }>('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: OIDC_PROVIDER_ID, callbackURL: returnTo, errorCallbackURL: from },
  });
  if (!answer.url) throw new Error('Single sign-on did not start');
  window.location.assign(answer.url);
}

export function useStartSso() {
  return useMutation({ mutationFn: startSso });
}
