import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { useFormFields } from '../../../lib/form-fields';
import { useResetPassword } from '../api/reset-password';
import { authMessages } from '../messages';
import { AuthCard, AuthFooter } from './auth-card';

/**
 * The page an admin's password-reset link opens: the new password twice. `invalid`: the server
 * found the link used or expired before sending the browser here.
 */
export function ResetPasswordForm({ token, invalid = false }: { token: string | null; invalid?: boolean }) {
  const reset = useResetPassword();
  const { values, field, checkFields } = useFormFields({ newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const { resetPasswordFormSchema } = await loadAuthSchemas();
    const input = checkFields(resetPasswordFormSchema.safeParse(values));
    if (!input || !token) return;
    reset.mutate(
      { token, newPassword: input.newPassword },
      { onError: (failure) => setError(errorMessage(failure, authMessages.resetFailed)) },
    );
  }

  const signIn = (
    <AuthFooter>
      <Link to="/login">{authMessages.signInLink}</Link>
    </AuthFooter>
  );
  if (!token) {
    return (
      <AuthCard title={authMessages.resetTitle} lead={authMessages.resetLead}>
        <Alert>{invalid ? authMessages.resetFailed : authMessages.resetNoToken}</Alert>
        {signIn}
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title={authMessages.resetTitle} lead={authMessages.resetLead}>
        <Alert tone="info">{authMessages.resetDone}</Alert>
        {signIn}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={authMessages.resetTitle} lead={authMessages.resetLead}>
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
        <TextField label={authMessages.resetNewPassword} type="password" autoComplete="new-password" required {...field('newPassword')} />
        <TextField label={authMessages.resetConfirm} type="password" autoComplete="new-password" required {...field('confirmPassword')} />
        <PendingButton type="submit" fullWidth pending={reset.isPending} pendingLabel={authMessages.resetSaving}>
          {authMessages.resetSave}
        </PendingButton>
      </form>
      {signIn}
    </AuthCard>
  );
}
