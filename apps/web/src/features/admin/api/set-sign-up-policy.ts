import type { AdminSettings } from '@hearth/shared/admin';
import type { SignUpPolicy } from '@hearth/shared/sign-in-rules';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';
import { queryKeys } from '../../../lib/query-keys';

/** Chooses who may sign up; the choice wins over SIGN_UP from now on. */
export function setSignUpPolicy(signUp: SignUpPolicy): Promise<AdminSettings> {
  return api<AdminSettings>('/admin/settings/sign-up', { method: 'PUT', body: { signUp } });
}

export function useSetSignUpPolicy() {
  return useCacheMutation(setSignUpPolicy, (queryClient, settings) => {
    queryClient.setQueryData(queryKeys.admin.settings, settings);
    // The sign-in and register screens read the policy too.
    void queryClient.invalidateQueries({ queryKey: queryKeys.signInOptions });
  });
}
