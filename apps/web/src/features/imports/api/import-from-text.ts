import { useMutation } from '@tanstack/react-query';
import type { ImportDraft } from '@hearth/shared/imports';
import { api } from '../../../lib/api-client';

/** POST /api/import/text: a recipe written as plain lines as a draft dish. */
export function importFromText(text: string): Promise<ImportDraft> {
  return api<ImportDraft>('/import/text', { method: 'POST', body: { text } });
}

export function useImportFromText() {
  return useMutation({ mutationFn: importFromText });
}
