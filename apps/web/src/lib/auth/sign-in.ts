import type { SignInInput } from '@hearth/shared/auth';
import { api } from '../api-client';
import { sessionQueryKey, toAppUser, type AuthUser } from './get-session';
import { useCacheMutation } from '../cache-mutation';

export async function signIn(input: SignInInput) {
  const answer = await api<{ user: AuthUser }>('/auth/sign-in/email', { method: 'POST', body: input });
  return toAppUser(answer.user);
}

export function useSignIn() {
  return useCacheMutation(signIn, (queryClient, user) => queryClient.setQueryData(sessionQueryKey, user));
}
