import { useState, type FormEvent } from 'react';
import { changePasswordFormSchema } from '@hearth/shared/account';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { I18n } from '@lingui/core';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors/error-text';
import { useFormFields } from '../../../lib/form-fields';
import { useChangePassword } from '../api/change-password';
import { useI18n } from '../i18n';
import styles from './settings.module.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function failureText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') return i18n._('settings.password.wrong');
  if (error instanceof ApiError && error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    return i18n._('settings.password.googleOnly');
  }
  return errorText(i18n, error, i18n._('settings.password.failed'));
}

export function ChangePasswordForm() {
  const { i18n } = useI18n();
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
        onError: (failure) => setError(failureText(i18n, failure)),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={i18n._('settings.password.title')}>
      {error ? <Alert>{error}</Alert> : null}
      <TextField
        label={i18n._('settings.password.current')}
        autoComplete="current-password"
        type="password"
        {...field('currentPassword')}
      />
      <TextField
        label={i18n._('settings.password.new')}
        autoComplete="new-password"
        hint={i18n._('settings.password.newHint')}
        type="password"
        {...field('newPassword')}
      />
      <TextField label={i18n._('settings.password.confirm')} autoComplete="new-password" type="password" {...field('confirmPassword')} />
      <PendingButton type="submit" pending={changePassword.isPending} pendingLabel={i18n._('settings.password.changing')}>
        {i18n._('settings.password.title')}
      </PendingButton>
      <div role="status">{changed ? <p className={styles.success}>{i18n._('settings.password.changed')}</p> : null}</div>
    </form>
  );
}
