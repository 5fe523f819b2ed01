import { useState, type FormEvent } from 'react';
import { deleteAccountSchema, emailMatches } from '@hearth/shared/account';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useI18n as useErrorsI18n } from '../../../lib/errors/i18n';
import { errorText } from '../../../lib/errors/error-text';
import { validationText } from '../../../lib/errors/validation-text';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import { useDeleteAccount } from '../api/delete-account';
import styles from './settings.module.css';

/** Deletes the account and everything in it, once the person has typed their e-mail address and password. */
export function DeleteAccountForm({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const { i18n } = useI18n();
  const { i18n: errorsI18n } = useErrorsI18n();
  const deleteAccount = useDeleteAccount();
  const [confirmEmail, setConfirmEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = deleteAccountSchema.safeParse({ confirmEmail, password: password || undefined });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFieldError(issue ? validationText(errorsI18n, issue) : undefined);
      return;
    }
    if (!emailMatches(parsed.data.confirmEmail, email)) {
      setFieldError(i18n._('settings.delete.mismatch'));
      return;
    }
    setFieldError(undefined);
    deleteAccount.mutate(parsed.data, {
      onSuccess: onDeleted,
      onError: (failure) => setError(errorText(i18n, failure, i18n._('settings.delete.failed'))),
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={i18n._('settings.delete.title')}>
      <p>{i18n._('settings.delete.warning')}</p>
      {error ? <Alert>{error}</Alert> : null}
      <TextField
        label={i18n._('settings.delete.confirmEmail')}
        name="confirmEmail"
        type="email"
        autoComplete="off"
        spellCheck={false}
        hint={<RichText text={i18n._('settings.delete.emailIs', { email })} parts={[<span translate="no" />]} />}
        value={confirmEmail}
        onChange={(event) => setConfirmEmail(event.target.value)}
        error={fieldError}
      />
      <TextField
        label={i18n._('settings.delete.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        hint={i18n._('settings.delete.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PendingButton type="submit" variant="danger" pending={deleteAccount.isPending} pendingLabel={i18n._('settings.delete.deleting')}>
        {i18n._('settings.delete.submit')}
      </PendingButton>
    </form>
  );
}
