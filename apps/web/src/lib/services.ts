import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectedServices } from '@hearth/shared/services';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * What the server is set up to do. A control for a service that is not set up is not shown
 * at all (no Google button that fails, no Instacart tab that opens blank); several features
 * ask, so it lives here rather than in one of them.
 */
export function getConnectedServices(): Promise<ConnectedServices> {
  return api<ConnectedServices>('/config/services');
}

export function getConnectedServicesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.connectedServices, queryFn: getConnectedServices, staleTime: Infinity });
}

export function useConnectedServices() {
  return useQuery(getConnectedServicesQueryOptions());
}

/** Whether Instacart is set up; false until the server has said so. */
export function useInstacartConfigured(): boolean {
  return useConnectedServices().data?.instacart.configured === true;
}
