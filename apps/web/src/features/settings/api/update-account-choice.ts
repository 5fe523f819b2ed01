import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppUser } from '@hearth/shared/app-user';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth/get-session';

/** The choices kept on the account that every screen reads from the session. */
export type AccountChoices = Pick<AppUser, 'theme' | 'units' | 'language' | 'put_in_pantry'>;

export async function updateAccountChoice(changes: Partial<AccountChoices>): Promise<void> {
  await api('/auth/update-user', { method: 'POST', body: changes });
}

/**
 * Shows the new choice at once (the root layout applies the session's theme, the language
 * provider its language; every screen showing quantities reads its units) and saves it to the
 * account; if saving fails, the previous choice comes back.
 */
export function useUpdateAccountChoice<K extends keyof AccountChoices>(key: K) {
  const queryClient = useQueryClient();
  function showInSession(value: AccountChoices[K]) {
    queryClient.setQueryData<AppUser | null>(sessionQueryKey, (user) => (user ? { ...user, [key]: value } : user));
  }
  return useMutation({
    mutationFn: (value: AccountChoices[K]) => updateAccountChoice({ [key]: value }),
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      const previous = queryClient.getQueryData<AppUser | null>(sessionQueryKey)?.[key];
      showInSession(value);
      return { previous };
    },
    onError: (_error, _value, context) => {
      // A language's previous value may be null (the browser's): still a choice to restore.
      if (context && context.previous !== undefined) showInSession(context.previous);
    },
  });
}
