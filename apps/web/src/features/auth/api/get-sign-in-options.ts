import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInOptions } from '@hearth/shared/sign-in-rules';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Which doors the sign-in and register screens show, and who may sign up (public). */
export function getSignInOptions(): Promise<SignInOptions> {
  return api<SignInOptions>('/sign-in-options');
}

export function getSignInOptionsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.signInOptions, queryFn: getSignInOptions, staleTime: 60_000 });
}

export function useSignInOptions() {
  return useQuery(getSignInOptionsQueryOptions());
}
