import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorText } from '../../../lib/errors/error-text';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { useFormFields } from '../../../lib/form-fields';
import { useResetPassword } from '../api/reset-password';
import { useI18n } from './i18n';
import { AuthCard, AuthFooter } from '../components/auth-card';

/**
 * The page an admin's password-reset link opens: the new password twice. `invalid`: the server
 * found the link used or expired before sending the browser here.
 */
export function ResetPasswordForm({ token, invalid = false }: { token: string | null; invalid?: boolean }) {
  const { i18n } = useI18n();
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
      { onError: (failure) => setError(errorText(i18n, failure, i18n._('auth.reset.failed'))) },
    );
  }

  const signIn = (
    <AuthFooter>
      <Link to="/login">{i18n._('auth.reset.signIn')}</Link>
    </AuthFooter>
  );
  if (!token) {
    return (
      <AuthCard title={i18n._('auth.reset.title')} lead={i18n._('auth.reset.lead')}>
        <Alert>{invalid ? i18n._('auth.reset.failed') : i18n._('auth.reset.noToken')}</Alert>
        {signIn}
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title={i18n._('auth.reset.title')} lead={i18n._('auth.reset.lead')}>
        <Alert tone="info">{i18n._('auth.reset.done')}</Alert>
        {signIn}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={i18n._('auth.reset.title')} lead={i18n._('auth.reset.lead')}>
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
        <TextField
          label={i18n._('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...field('newPassword')}
        />
        <TextField
          label={i18n._('auth.reset.confirm')}
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <PendingButton type="submit" fullWidth pending={reset.isPending} pendingLabel={i18n._('auth.reset.saving')}>
          {i18n._('auth.reset.save')}
        </PendingButton>
      </form>
      {signIn}
    </AuthCard>
  );
}
