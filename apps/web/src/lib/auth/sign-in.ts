import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@hearth/shared/auth';
import { api } from '../api-client';
import { sessionQueryKey, toAppUser, type AuthUser } from './get-session';

export async function signIn(input: SignInInput) {
  const answer = await api<{ user: AuthUser }>('/auth/sign-in/email', { method: 'POST', body: input });
  return toAppUser(answer.user);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
