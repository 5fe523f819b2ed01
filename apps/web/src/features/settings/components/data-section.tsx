import { useId, useState, type FormEvent } from 'react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES, type ImportResult } from '@hearth/shared/account-export';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useExportAccount } from '../api/export-account';
import { useImportAccount } from '../api/import-account';
import { SettingsPart, SettingsSection } from './settings-section';
import styles from './settings.module.css';

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

export function importSummary({ dishes, meals }: ImportResult): string {
  const added = `Added ${count(dishes.added, 'dish', 'dishes')} and ${count(meals.added, 'meal', 'meals')}.`;
  if (dishes.skipped + meals.skipped === 0) return `Import complete. ${added}`;
  const skipped = `Skipped ${count(dishes.skipped, 'dish', 'dishes')} and ${count(meals.skipped, 'meal', 'meals')} already in your library.`;
  return `Import complete. ${added} ${skipped}`;
}

/** The file's JSON, or the reason it cannot be sent; the server checks the contents. */
async function readExportFile(file: File): Promise<{ data: unknown } | { problem: string }> {
  if (file.size > IMPORT_MAX_BYTES) {
    return { problem: `This file is larger than ${IMPORT_MAX_MEGABYTES} MB, so it cannot be imported.` };
  }
  try {
    return { data: JSON.parse(await file.text()) as unknown };
  } catch {
    return { problem: 'This file is not a The Hearth export: it does not contain JSON. Choose a file made with "Download my data".' };
  }
}

function DownloadData() {
  const exportAccount = useExportAccount();
  return (
    <div>
      <p>Download all your dishes and meal plans as one file, to keep a copy or to move them to another The Hearth server.</p>
      {exportAccount.isError ? (
        <Alert>{errorMessage(exportAccount.error, 'Your data could not be downloaded. Please try again.')}</Alert>
      ) : null}
      <PendingButton
        variant="secondary"
        onClick={() => exportAccount.mutate()}
        pending={exportAccount.isPending}
        pendingLabel="Preparing download..."
      >
        Download my data
      </PendingButton>
      <div role="status">{exportAccount.isSuccess ? <p className={styles.success}>Your download has started.</p> : null}</div>
    </div>
  );
}

function ImportData() {
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
      setError('Choose a file to import.');
      return;
    }
    setReading(true);
    const read = await readExportFile(file);
    setReading(false);
    if ('problem' in read) {
      setError(read.problem);
      return;
    }
    importAccount.mutate(read.data, {
      onSuccess: (result) => setSummary(importSummary(result)),
      onError: (failure) => setError(errorMessage(failure, 'The file could not be imported. Please try again.')),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Import data">
      <p>
        Add dishes and meals from a file made with &quot;Download my data&quot;. Anything already in your library is skipped, so importing
        the same file twice is safe.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className={styles.fileField}>
        <label htmlFor={inputId}>File to import</label>
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
      <PendingButton type="submit" variant="secondary" pending={busy} pendingLabel="Importing...">
        Import
      </PendingButton>
      <div role="status">{summary ? <p className={styles.success}>{summary}</p> : null}</div>
    </form>
  );
}

export function DataSection() {
  return (
    <SettingsSection title="Your data">
      <SettingsPart title="Download my data">
        <DownloadData />
      </SettingsPart>
      <SettingsPart title="Import data">
        <ImportData />
      </SettingsPart>
    </SettingsSection>
  );
}
