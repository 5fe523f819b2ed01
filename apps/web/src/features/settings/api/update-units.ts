import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppUser } from '@hearth/shared/app-user';
import type { UnitSystem } from '@hearth/shared/unit-system-choice';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth/get-session';

export async function updateUnits(units: UnitSystem): Promise<void> {
  await api('/auth/update-user', { method: 'POST', body: { units } });
}

function setSessionUnits(user: AppUser | null | undefined, units: UnitSystem) {
  return user ? { ...user, units } : user;
}

/**
 * Every screen showing quantities reads the session's units, so they follow at once; the choice
 * is saved to the account, and if saving fails the previous one comes back.
 */
export function useUpdateUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUnits,
    onMutate: async (units) => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      const previous = queryClient.getQueryData<AppUser | null>(sessionQueryKey)?.units;
      queryClient.setQueryData<AppUser | null>(sessionQueryKey, (user) => setSessionUnits(user, units));
      return { previous };
    },
    onError: (_error, _units, context) => {
      const previous = context?.previous;
      if (previous) queryClient.setQueryData<AppUser | null>(sessionQueryKey, (user) => setSessionUnits(user, previous));
    },
  });
}
