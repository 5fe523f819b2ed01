import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * Asks the server for Google's consent page, then leaves for it. Google sends the cook back
 * to `returnTo` (an invitation they opened, say), as the e-mail and password forms do.
 */
export async function startGoogleSignIn(returnTo: string) {
  const answer = await api<{ url?: string }>('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: returnTo },
  });
  if (!answer.url) throw new Error('Google sign-in failed');
  window.location.assign(answer.url);
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
