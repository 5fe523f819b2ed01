import { useMutation } from '@tanstack/react-query';
import type { ImportDraft } from '@hearth/shared/imports';
import { api } from '../../../lib/api-client';

/** POST /api/import/url: the recipe on a web page as a draft dish, not saved yet. */
export function importFromUrl(url: string): Promise<ImportDraft> {
  return api<ImportDraft>('/import/url', { method: 'POST', body: { url } });
}

export function useImportFromUrl() {
  return useMutation({ mutationFn: importFromUrl });
}
