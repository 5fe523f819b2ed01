import { useState, type ChangeEvent, type FormEvent } from 'react';
import { IMPORT_HTML_MAX_CHARS } from '@hearth/shared/import-rules';
import type { ImportDraft } from '@hearth/shared/imports';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextAreaField, TextField, UrlField } from '../../../components/ui/field';
import { errorText } from '../../../lib/errors/error-text';
import { useImportFromPage } from '../api/import-from-page';
import { useImportFromText } from '../api/import-from-text';
import { useI18n } from '../i18n';
import styles from './imports.module.css';

/** A page's source (saved, or copied from "View source") rather than its text. */
function looksLikeHtml(text: string): boolean {
  return /<(?:!doctype|html|head|body|script|div|article|section|ul|ol|li|h[1-6]|p)[\s>]/iu.test(text.slice(0, 50_000));
}

interface PasteImportFormProps {
  sharedText: string;
  onDraft: (draft: ImportDraft) => void;
}

/** A recipe's text, or a whole page's HTML, pasted or opened from a saved file. */
export function PasteImportForm({ sharedText, onDraft }: PasteImportFormProps) {
  const { i18n } = useI18n();
  const [content, setContent] = useState(sharedText);
  const [pageUrl, setPageUrl] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const fromPage = useImportFromPage();
  const fromText = useImportFromText();
  const isHtml = looksLikeHtml(content);
  const reading = isHtml ? fromPage : fromText;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!content.trim()) return;
    if (isHtml) fromPage.mutate({ html: content, ...(pageUrl.trim() ? { url: pageUrl.trim() } : {}) }, { onSuccess: onDraft });
    else fromText.mutate(content, { onSuccess: onDraft });
  }

  async function openSavedPage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    if (file.size > IMPORT_HTML_MAX_CHARS) {
      setFileError(i18n._('imports.paste.pageTooLarge'));
      return;
    }
    setContent(await file.text());
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextAreaField
        label={i18n._('imports.paste.label')}
        translate="no"
        name="content"
        rows={10}
        required
        value={content}
        onChange={(event) => setContent(event.target.value)}
        hint={i18n._('imports.paste.hint')}
      />
      <TextField
        label={i18n._('imports.paste.savedPage')}
        type="file"
        accept=".html,.htm,text/html"
        onChange={(event) => void openSavedPage(event)}
        error={fileError ?? undefined}
      />
      {isHtml ? (
        <UrlField
          label={i18n._('imports.paste.pageUrl')}
          placeholder={i18n._('imports.url.placeholder')}
          name="pageUrl"
          value={pageUrl}
          onChange={(event) => setPageUrl(event.target.value)}
          hint={i18n._('imports.paste.pageUrlHint')}
        />
      ) : null}
      {reading.isError ? <Alert>{errorText(i18n, reading.error, i18n._('imports.paste.failed'))}</Alert> : null}
      <div className={styles.buttons}>
        <PendingButton type="submit" pending={reading.isPending} pendingLabel={i18n._('imports.paste.reading')} disabled={!content.trim()}>
          {i18n._('imports.read')}
        </PendingButton>
      </div>
    </form>
  );
}
