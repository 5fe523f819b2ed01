import { useState, type FormEvent } from 'react';
import { IMPORT_FILE_MAX_BYTES, IMPORT_FILE_MAX_MEGABYTES } from '@hearth/shared/import-rules';
import type { ImportJob } from '@hearth/shared/imports';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorText } from '../../../lib/errors/error-text';
import { RichText } from '../../../lib/i18n/rich-text';
import { useStartFileImport } from '../api/start-file-import';
import { ImportJobProgress } from './import-job-progress';
import { useI18n } from '../i18n';
import styles from './imports.module.css';

const APPS =
  'Paprika, Mealie, Tandoor, Nextcloud Cookbook, Mela, Recipe Keeper, MasterCook, Meal-Master, COOKmate, Pepperplate, Chowdown, CopyMeThat, Cooklang, schema.org JSON, CSV (MyRecipeBox, Plan to Eat)';

/** Another app's export file, imported by the server as a job, with its progress and summary. */
export function FileImportPanel({ onEnded }: { onEnded: (job: ImportJob) => void }) {
  const { i18n } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);
  const upload = useStartFileImport();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || tooLarge) return;
    upload.mutate(file, { onSuccess: ({ jobId: id }) => setJobId(id) });
  }

  function startAgain() {
    setJobId(null);
    setEnded(false);
    setFile(null);
    upload.reset();
  }

  if (jobId !== null) {
    return (
      <div className={styles.form}>
        <ImportJobProgress
          jobId={jobId}
          onEnded={(job) => {
            setEnded(true);
            onEnded(job);
          }}
        />
        {ended ? (
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={startAgain}>
              {i18n._('imports.file.another')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={i18n._('imports.file.label')}
        name="file"
        type="file"
        required
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          setTooLarge((chosen?.size ?? 0) > IMPORT_FILE_MAX_BYTES);
        }}
        hint={
          <RichText
            text={i18n._('imports.file.hint', { apps: APPS, megabytes: IMPORT_FILE_MAX_MEGABYTES })}
            parts={[<span translate="no" />]}
          />
        }
        error={tooLarge ? i18n._('imports.file.tooLarge', { megabytes: IMPORT_FILE_MAX_MEGABYTES }) : undefined}
      />
      {upload.isError ? <Alert>{errorText(i18n, upload.error, i18n._('imports.file.failed'))}</Alert> : null}
      <div className={styles.buttons}>
        <PendingButton
          type="submit"
          pending={upload.isPending}
          pendingLabel={i18n._('imports.file.uploading')}
          disabled={!file || tooLarge}
        >
          {i18n._('imports.file.submit')}
        </PendingButton>
      </div>
    </form>
  );
}
