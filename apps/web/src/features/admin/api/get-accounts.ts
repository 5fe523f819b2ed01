import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAccount, AdminAccounts } from '@hearth/shared/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getAccounts(): Promise<AdminAccount[]> {
  return api<AdminAccounts>('/admin/accounts').then((answer) => answer.accounts);
}

export function getAccountsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.accounts, queryFn: getAccounts });
}

export function useAccounts() {
  return useQuery(getAccountsQueryOptions());
}
