import { useState, type FormEvent } from 'react';
import { changePasswordFormSchema } from '@hearth/shared/account';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFormFields } from '../../../lib/form-fields';
import { useChangePassword } from '../api/change-password';
import styles from './settings.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') return 'Your current password is not correct.';
  if (error instanceof ApiError && error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    return 'Your account signs in with Google, so it has no password to change here.';
  }
  return errorMessage(error, 'Your password could not be changed. Please try again.');
}

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const { values, setValues, field, checkFields } = useFormFields(EMPTY, () => setChanged(false));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setChanged(false);
    const input = checkFields(changePasswordFormSchema.safeParse(values));
    if (!input) return;
    const { currentPassword, newPassword } = input;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setChanged(true);
        },
        onError: (failure) => setError(failureText(failure)),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Change password">
      {error ? <Alert>{error}</Alert> : null}
      <TextField label="Current password" autoComplete="current-password" type="password" {...field('currentPassword')} />
      <TextField label="New password" autoComplete="new-password" hint="At least 6 characters." type="password" {...field('newPassword')} />
      <TextField label="Confirm new password" autoComplete="new-password" type="password" {...field('confirmPassword')} />
      <PendingButton type="submit" pending={changePassword.isPending} pendingLabel="Changing password...">
        Change password
      </PendingButton>
      <div role="status">
        {changed ? (
          <p className={styles.success}>
            Your password has been changed. Any other devices signed in to your account have been signed out.
          </p>
        ) : null}
      </div>
    </form>
  );
}
