import { useState, type FormEvent } from 'react';
import type { ImportDraft } from '@hearth/shared/imports';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { UrlField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useImportFromUrl } from '../api/import-from-url';
import styles from './imports.module.css';

interface UrlImportFormProps {
  /**
   * An address that arrived with the screen (bookmarklet, share sheet). It is only filled in:
   * any page can link here, so nothing is fetched until the cook presses Read recipe.
   */
  sharedUrl: string;
  onDraft: (draft: ImportDraft) => void;
  /** Offered when the site will not share its page with a server. */
  onUsePaste: () => void;
}

export function UrlImportForm({ sharedUrl, onDraft, onUsePaste }: UrlImportFormProps) {
  const [url, setUrl] = useState(sharedUrl);
  const reading = useImportFromUrl();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!url.trim()) return;
    reading.mutate(url.trim(), { onSuccess: onDraft });
  }

  const refused = reading.error instanceof ApiError && reading.error.code === 'SITE_REFUSED';
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <UrlField
        label="Recipe web address"
        name="url"
        autoComplete="url"
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        hint="The page is read for its recipe; nothing is saved until you review it."
      />
      {reading.isError ? (
        <Alert>
          {errorMessage(reading.error, 'Could not read that page. Please try again.')}
          {refused ? (
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={onUsePaste}>
                Go to Paste
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}
      <div className={styles.buttons}>
        <PendingButton type="submit" pending={reading.isPending} pendingLabel="Reading the page..." disabled={!url.trim()}>
          Read recipe
        </PendingButton>
      </div>
    </form>
  );
}
