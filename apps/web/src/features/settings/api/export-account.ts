import { useMutation } from '@tanstack/react-query';
import { type AccountExport, exportFileName } from '@hearth/shared/account-export';
import { api } from '../../../lib/api-client';
import { downloadJson } from '../../../lib/download';

export function exportAccount(): Promise<AccountExport> {
  return api<AccountExport>('/account/export');
}

/** Fetches the export, then hands it to the browser as a file download. */
export function useExportAccount() {
  return useMutation({
    mutationFn: exportAccount,
    onSuccess: (file) => downloadJson(exportFileName(new Date(file.exportedAt)), file),
  });
}
