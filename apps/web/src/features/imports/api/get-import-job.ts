import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportJob } from '@hearth/shared/imports';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often a running job is asked for its progress. */
const POLL_MS = 700;

/** GET /api/import/jobs/:id: progress while running, then the summary. */
export function getImportJob(id: number): Promise<ImportJob> {
  return api<ImportJob>(`/import/jobs/${id}`);
}

export function getImportJobQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.imports.job(id),
    queryFn: () => getImportJob(id),
    // Asked again until the job has ended; an ended job never changes.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    // The cached "nothing done yet" answer from the upload is not worth waiting on.
    staleTime: 0,
  });
}

export function useImportJob(id: number) {
  return useQuery(getImportJobQueryOptions(id));
}
