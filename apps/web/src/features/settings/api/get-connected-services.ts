import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectedServices } from '@hearth/shared/services';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getConnectedServices(): Promise<ConnectedServices> {
  return api<ConnectedServices>('/config/services');
}

export function getConnectedServicesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.connectedServices, queryFn: getConnectedServices, staleTime: Infinity });
}

export function useConnectedServices() {
  return useQuery(getConnectedServicesQueryOptions());
}
