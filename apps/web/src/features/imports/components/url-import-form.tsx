import { useState, type FormEvent } from 'react';
import type { ImportDraft } from '@hearth/shared/imports';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { UrlField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors/error-text';
import { useImportFromUrl } from '../api/import-from-url';
import { useI18n } from '../i18n';
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
  const { i18n } = useI18n();
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
        label={i18n._('imports.url.label')}
        placeholder={i18n._('imports.url.placeholder')}
        name="url"
        autoComplete="url"
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        hint={i18n._('imports.url.hint')}
      />
      {reading.isError ? (
        <Alert>
          {errorText(i18n, reading.error, i18n._('imports.url.failed'))}
          {refused ? (
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={onUsePaste}>
                {i18n._('imports.url.goToPaste')}
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}
      <div className={styles.buttons}>
        <PendingButton type="submit" pending={reading.isPending} pendingLabel={i18n._('imports.url.reading')} disabled={!url.trim()}>
          {i18n._('imports.read')}
        </PendingButton>
      </div>
    </form>
  );
}
