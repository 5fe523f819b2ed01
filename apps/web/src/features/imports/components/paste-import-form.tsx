import { useState, type ChangeEvent, type FormEvent } from 'react';
import { IMPORT_HTML_MAX_CHARS } from '@hearth/shared/import-rules';
import type { ImportDraft } from '@hearth/shared/imports';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextAreaField, TextField, UrlField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useImportFromPage } from '../api/import-from-page';
import { useImportFromText } from '../api/import-from-text';
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
      setFileError('That page is larger than 5 MB, more than any recipe page needs.');
      return;
    }
    setContent(await file.text());
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextAreaField
        label="Recipe text or page"
        name="content"
        rows={10}
        required
        value={content}
        onChange={(event) => setContent(event.target.value)}
        hint="Paste the recipe's text (name, ingredients, steps), or the page's HTML when the site will not share it."
      />
      <TextField
        label="Open a saved page (optional)"
        type="file"
        accept=".html,.htm,text/html"
        onChange={(event) => void openSavedPage(event)}
        error={fileError ?? undefined}
      />
      {isHtml ? (
        <UrlField
          label="Page address (optional)"
          name="pageUrl"
          value={pageUrl}
          onChange={(event) => setPageUrl(event.target.value)}
          hint="Kept as the recipe's source."
        />
      ) : null}
      {reading.isError ? <Alert>{errorMessage(reading.error, 'Could not read that recipe. Please try again.')}</Alert> : null}
      <div className={styles.buttons}>
        <PendingButton type="submit" pending={reading.isPending} pendingLabel="Reading..." disabled={!content.trim()}>
          Read recipe
        </PendingButton>
      </div>
    </form>
  );
}
