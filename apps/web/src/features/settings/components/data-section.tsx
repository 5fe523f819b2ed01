import { useId, useState, type FormEvent } from 'react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES, type ImportResult } from '@hearth/shared/account-export';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import type { I18n } from '@lingui/core';
import { errorText } from '../../../lib/errors/error-text';
import { useExportAccount } from '../api/export-account';
import { useImportAccount } from '../api/import-account';
import { useI18n } from '../i18n';
import { SettingsPart, SettingsSection } from './settings-section';
import styles from './settings.module.css';

export function importSummary(i18n: I18n, { dishes, meals }: ImportResult): string {
  const added = i18n._('settings.data.added', { dishes: dishes.added, meals: meals.added });
  if (dishes.skipped + meals.skipped === 0) return i18n._('settings.data.complete', { added });
  const skipped = i18n._('settings.data.skipped', { dishes: dishes.skipped, meals: meals.skipped });
  return i18n._('settings.data.completeSkipped', { added, skipped });
}

/** The file's JSON, or the reason it cannot be sent; the server checks the contents. */
async function readExportFile(i18n: I18n, file: File): Promise<{ data: unknown } | { problem: string }> {
  if (file.size > IMPORT_MAX_BYTES) {
    return { problem: i18n._('settings.data.tooLarge', { megabytes: IMPORT_MAX_MEGABYTES }) };
  }
  try {
    return { data: JSON.parse(await file.text()) as unknown };
  } catch {
    return { problem: i18n._('settings.data.notJson') };
  }
}

function DownloadData() {
  const { i18n } = useI18n();
  const exportAccount = useExportAccount();
  return (
    <div>
      <p>{i18n._('settings.data.downloadLead')}</p>
      {exportAccount.isError ? <Alert>{errorText(i18n, exportAccount.error, i18n._('settings.data.downloadFailed'))}</Alert> : null}
      <PendingButton
        variant="secondary"
        onClick={() => exportAccount.mutate()}
        pending={exportAccount.isPending}
        pendingLabel={i18n._('settings.data.preparing')}
      >
        {i18n._('settings.data.download')}
      </PendingButton>
      <div role="status">
        {exportAccount.isSuccess ? <p className={styles.success}>{i18n._('settings.data.downloadStarted')}</p> : null}
      </div>
    </div>
  );
}

function ImportData() {
  const { i18n } = useI18n();
  const importAccount = useImportAccount();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const busy = reading || importAccount.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSummary(null);
    if (!file) {
      setError(i18n._('settings.data.chooseFile'));
      return;
    }
    setReading(true);
    const read = await readExportFile(i18n, file);
    setReading(false);
    if ('problem' in read) {
      setError(read.problem);
      return;
    }
    importAccount.mutate(read.data, {
      onSuccess: (result) => setSummary(importSummary(i18n, result)),
      onError: (failure) => setError(errorText(i18n, failure, i18n._('settings.data.importFailed'))),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={i18n._('settings.data.import')}>
      <p>{i18n._('settings.data.importLead')}</p>
      {error ? <Alert>{error}</Alert> : null}
      <div className={styles.fileField}>
        <label htmlFor={inputId}>{i18n._('settings.data.file')}</label>
        <input
          id={inputId}
          className={styles.file}
          type="file"
          name="file"
          accept=".json,application/json"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
            setSummary(null);
          }}
        />
      </div>
      <PendingButton type="submit" variant="secondary" pending={busy} pendingLabel={i18n._('settings.data.importing')}>
        {i18n._('settings.data.importButton')}
      </PendingButton>
      <div role="status">{summary ? <p className={styles.success}>{summary}</p> : null}</div>
    </form>
  );
}

export function DataSection() {
  const { i18n } = useI18n();
  return (
    <SettingsSection title={i18n._('settings.data.title')}>
      <SettingsPart title={i18n._('settings.data.download')}>
        <DownloadData />
      </SettingsPart>
      <SettingsPart title={i18n._('settings.data.import')}>
        <ImportData />
      </SettingsPart>
    </SettingsSection>
  );
}
