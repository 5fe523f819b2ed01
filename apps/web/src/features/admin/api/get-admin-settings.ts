import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@hearth/shared/admin';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The sign-up policy in force, whether mail can be sent, and the backups. */
export function getAdminSettings(): Promise<AdminSettings> {
  return api<AdminSettings>('/admin/settings');
}

export function getAdminSettingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.settings, queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
