import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@hearth/shared/auth';
import { api } from '../api-client';
import { getSession, sessionQueryKey } from './get-session';

export async function updateProfile(input: UpdateProfileInput) {
  await api('/auth/update-user', {
    method: 'POST',
    body: { username: input.username, name: input.username, image: input.avatarUrl || null },
  });
  return getSession();
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
