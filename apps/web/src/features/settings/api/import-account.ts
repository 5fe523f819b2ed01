import type { ImportResult } from '@hearth/shared/account-export';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/cache-mutation';

/** Sends an export file's parsed contents; the server checks all of it before storing anything. */
export function importAccount(file: unknown): Promise<ImportResult> {
  return api<ImportResult>('/account/import', { method: 'POST', body: file });
}

export function useImportAccount() {
  // Dishes and meals belong to other features, whose query keys this one does not know.
  return useCacheMutation(importAccount, (queryClient) => queryClient.invalidateQueries());
}
