import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { AppUser } from '@hearth/shared/app-user';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { errorText } from '../../../lib/errors/error-text';
import { useSignIn } from '../../../lib/auth/sign-in';
import { useFormFields } from '../../../lib/form-fields';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import { AuthCard, AuthFooter } from './auth-card';
import { GoogleSignIn } from './google-button';

interface LoginFormProps {
  onSignedIn: (user: AppUser) => void;
  /** Where Google sends the cook back to (the page they came from); /dashboard by default. */
  returnTo?: string;
}

export function LoginForm({ onSignedIn, returnTo = '/dashboard' }: LoginFormProps) {
  const { i18n } = useI18n();
  const signIn = useSignIn();
  // ?from= goes along to the sign-up page, so an invitation is not lost by switching pages.
  const { search } = useLocation();
  const { values, field, checkFields } = useFormFields({ email: '', password: '' });
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const { signInSchema } = await loadAuthSchemas();
    const input = checkFields(signInSchema.safeParse(values));
    if (!input) return;
    signIn.mutate(input, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        setError(errorText(i18n, failure, i18n._('auth.signIn.failed')));
      },
    });
  }

  return (
    <AuthCard title={i18n._('auth.signIn.title')} lead={i18n._('auth.signIn.lead')}>
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
        <TextField label={i18n._('auth.email')} type="email" autoComplete="email" required {...field('email')} />
        <TextField label={i18n._('auth.password')} type="password" autoComplete="current-password" required {...field('password')} />
        <PendingButton type="submit" fullWidth pending={signIn.isPending} pendingLabel={i18n._('auth.signIn.pending')}>
          {i18n._('auth.signIn.submit')}
        </PendingButton>
      </form>
      <GoogleSignIn label={i18n._('auth.signIn.google')} returnTo={returnTo} />
      <AuthFooter>
        <RichText text={i18n._('auth.signIn.newHere')} parts={[<Link to={{ pathname: '/register', search }} />]} />
      </AuthFooter>
    </AuthCard>
  );
}
