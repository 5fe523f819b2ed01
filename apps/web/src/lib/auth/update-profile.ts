import type { UpdateProfileInput } from '@hearth/shared/auth';
import { api } from '../api-client';
import { getSession, sessionQueryKey } from './get-session';
import { useCacheMutation } from '../cache-mutation';

export async function updateProfile(input: UpdateProfileInput) {
  await api('/auth/update-user', {
    method: 'POST',
    body: { username: input.username, name: input.username, image: input.avatarUrl || null },
  });
  return getSession();
}

export function useUpdateProfile() {
  return useCacheMutation(updateProfile, (queryClient, user) => queryClient.setQueryData(sessionQueryKey, user));
}
