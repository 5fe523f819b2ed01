import { useState, type FormEvent } from 'react';
import { IMPORT_FILE_MAX_BYTES, IMPORT_FILE_MAX_MEGABYTES } from '@hearth/shared/import-rules';
import type { ImportJob } from '@hearth/shared/imports';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useStartFileImport } from '../api/start-file-import';
import { ImportJobProgress } from './import-job-progress';
import styles from './imports.module.css';

const APPS =
  'Paprika, Mealie, Tandoor, Nextcloud Cookbook, Mela, Recipe Keeper, MasterCook, Meal-Master, COOKmate, Pepperplate, Chowdown, CopyMeThat, Cooklang, schema.org JSON, CSV (MyRecipeBox, Plan to Eat), recipe web pages and The Hearth';

/** Another app's export file, imported by the server as a job, with its progress and summary. */
export function FileImportPanel({ onEnded }: { onEnded: (job: ImportJob) => void }) {
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
              Import another file
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label="Export file"
        name="file"
        type="file"
        required
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          setTooLarge((chosen?.size ?? 0) > IMPORT_FILE_MAX_BYTES);
        }}
        hint={`An export from ${APPS}; at most ${IMPORT_FILE_MAX_MEGABYTES} MB. Recipes you already have are skipped.`}
        error={
          tooLarge
            ? `The file is larger than ${IMPORT_FILE_MAX_MEGABYTES} MB. Export fewer recipes at a time (or without photos) and import each part.`
            : undefined
        }
      />
      {upload.isError ? <Alert>{errorMessage(upload.error, 'Could not send the file. Please try again.')}</Alert> : null}
      <div className={styles.buttons}>
        <PendingButton type="submit" pending={upload.isPending} pendingLabel="Uploading..." disabled={!file || tooLarge}>
          Import file
        </PendingButton>
      </div>
    </form>
  );
}
