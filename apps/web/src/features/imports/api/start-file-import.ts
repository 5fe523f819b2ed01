import { IMPORT_FILE_FIELD } from '@hearth/shared/import-rules';
import type { ImportJob, ImportJobCreated } from '@hearth/shared/imports';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCacheMutation } from '../../../lib/cache-mutation';

/** POST /api/import/file: another app's export file, imported by the server as a job. */
export function startFileImport(file: File): Promise<ImportJobCreated> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  return api<ImportJobCreated>('/import/file', { method: 'POST', body: form });
}

export function useStartFileImport() {
  // The job exists from now on: its progress starts at nothing done.
  return useCacheMutation(startFileImport, (queryClient, { jobId }) =>
    queryClient.setQueryData<ImportJob>(queryKeys.imports.job(jobId), {
      status: 'running',
      total: 0,
      done: 0,
      imported: 0,
      skipped: 0,
      failed: [],
    }),
  );
}
