import { useMutation } from '@tanstack/react-query';
import type { ImportDraft, ImportHtmlRequest } from '@hearth/shared/imports';
import { api } from '../../../lib/api-client';

/** POST /api/import/html: a pasted or saved web page (and where it came from) as a draft dish. */
export function importFromPage(page: ImportHtmlRequest): Promise<ImportDraft> {
  return api<ImportDraft>('/import/html', { method: 'POST', body: page });
}

export function useImportFromPage() {
  return useMutation({ mutationFn: importFromPage });
}
