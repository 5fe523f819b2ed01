import type { QueryClient } from '@tanstack/react-query';
import { clearCopies } from '../offline-copies';
import { forgetCachedAnswers } from '../offline-app';
import { sessionQueryKey } from './get-session';

/**
 * After signing out or deleting the account: nothing of this person stays in the browser.
 * Signing out clears all local storage (docs/product.md#states); the cached answers and the offline copies go too.
 */
export function forgetThisBrowser(queryClient: QueryClient): void {
  localStorage.clear();
  void clearCopies();
  void forgetCachedAnswers();
  queryClient.clear();
  queryClient.setQueryData(sessionQueryKey, null);
}
