import type { SignUpInput } from '@hearth/shared/auth';
import { api } from '../api-client';
import { sessionQueryKey, toAppUser, type AuthUser } from './get-session';
import { useCacheMutation } from '../cache-mutation';

export interface SignUpResult {
  /** Null when the server wants the e-mail address confirmed before the first sign-in. */
  signedIn: boolean;
}

/** `callbackURL`: where the confirmation e-mail's link leads, when the server sends one. */
export async function signUp({
  callbackURL = '/dashboard',
  ...input
}: SignUpInput & { callbackURL?: string }): Promise<SignUpResult & { user: ReturnType<typeof toAppUser> }> {
  const answer = await api<{ token: string | null; user: AuthUser }>('/auth/sign-up/email', {
    method: 'POST',
    // The auth service requires a display name; ours is the username.
    body: { ...input, name: input.username, callbackURL },
  });
  return { signedIn: Boolean(answer.token), user: toAppUser(answer.user) };
}

export function useSignUp() {
  return useCacheMutation(signUp, (queryClient, result) => {
    if (result.signedIn) queryClient.setQueryData(sessionQueryKey, result.user);
  });
}
