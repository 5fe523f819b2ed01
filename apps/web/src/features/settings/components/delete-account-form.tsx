import { useState, type FormEvent } from 'react';
import { deleteAccountSchema, emailMatches } from '@hearth/shared/account';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import styles from './settings.module.css';

const MISMATCH = 'That is not your e-mail address. Type it exactly to confirm.';

/** Deletes the account and everything in it, once the person has typed their e-mail address and password. */
export function DeleteAccountForm({ email, onDeleted }: { email: string; onDeleted: () => void }) {
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
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    if (!emailMatches(parsed.data.confirmEmail, email)) {
      setFieldError(MISMATCH);
      return;
    }
    setFieldError(undefined);
    deleteAccount.mutate(parsed.data, {
      onSuccess: onDeleted,
      onError: (failure) => setError(errorMessage(failure, 'Your account could not be deleted. Please try again.')),
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Delete account">
      <p>
        This permanently deletes your account, your dishes and your meal plans. It cannot be undone, so you may want to download your data
        first.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <TextField
        label="Type your e-mail address to confirm"
        name="confirmEmail"
        type="email"
        autoComplete="off"
        spellCheck={false}
        hint={`Your e-mail address is ${email}.`}
        value={confirmEmail}
        onChange={(event) => setConfirmEmail(event.target.value)}
        error={fieldError}
      />
      <TextField
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        hint="Signed up with Google? Leave this empty; if you signed in more than 10 minutes ago, sign out and in again first."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PendingButton type="submit" variant="danger" pending={deleteAccount.isPending} pendingLabel="Deleting account...">
        Delete my account
      </PendingButton>
    </form>
  );
}
