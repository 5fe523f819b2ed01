import type { QueryClient } from '@tanstack/react-query';
import { clearCopies } from '../offline-copies';
import { forgetCachedAnswers } from '../offline-app';
import { sessionQueryKey } from './get-session';

/**
 * After signing out or deleting the account: nothing of this person stays in the browser.
 * Spec section 4 clears all local storage; the cached answers and the offline copies go too.
 */
export function forgetThisBrowser(queryClient: QueryClient): void {
  localStorage.clear();
  void clearCopies();
  void forgetCachedAnswers();
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
}
