import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { forgetThisBrowser } from './forget-this-browser';

export async function signOut() {
  await api('/auth/sign-out', { method: 'POST', body: {} });
}

/** Signs out, then forgets everything this browser kept: cached data and all local storage. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => forgetThisBrowser(queryClient),
  });
}
