import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Theme } from '@hearth/shared/theme';
import type { AppUser } from '@hearth/shared/app-user';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth/get-session';

export async function updateTheme(theme: Theme): Promise<void> {
  await api('/auth/update-user', { method: 'POST', body: { theme } });
}

function setSessionTheme(user: AppUser | null | undefined, theme: Theme) {
  return user ? { ...user, theme } : user;
}

/**
 * Shows the new theme at once (the root layout applies the session's theme) and saves it to
 * the account; if saving fails, the previous theme comes back.
 */
export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    onMutate: async (theme) => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      const previous = queryClient.getQueryData<AppUser | null>(sessionQueryKey)?.theme;
      queryClient.setQueryData<AppUser | null>(sessionQueryKey, (user) => setSessionTheme(user, theme));
      return { previous };
    },
    onError: (_error, _theme, context) => {
      const previous = context?.previous;
      if (previous) queryClient.setQueryData<AppUser | null>(sessionQueryKey, (user) => setSessionTheme(user, previous));
    },
  });
}
