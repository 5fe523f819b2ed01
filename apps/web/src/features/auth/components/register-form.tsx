import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { RegisterFormInput } from '@hearth/shared/auth';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { errorText } from '../../../lib/errors/error-text';
import { useSignUp } from '../../../lib/auth/sign-up';
import { useFormFields } from '../../../lib/form-fields';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import { AuthCard, AuthFooter } from './auth-card';
import { GoogleSignIn } from './google-button';

const EMPTY_FORM: RegisterFormInput = { username: '', email: '', password: '', confirmPassword: '' };

interface RegisterFormProps {
  onSignedIn: () => void;
  /** Where a confirmation e-mail's link leads (the page the visitor came from); /dashboard by default. */
  returnTo?: string;
}

export function RegisterForm({ onSignedIn, returnTo = '/dashboard' }: RegisterFormProps) {
  const { i18n } = useI18n();
  const signUp = useSignUp();
  // ?from= goes along to the sign-in page, so an invitation is not lost by switching pages.
  const { search } = useLocation();
  const { values, field, checkFields } = useFormFields(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const { registerFormSchema } = await loadAuthSchemas();
    const input = checkFields(registerFormSchema.safeParse(values));
    if (!input) return;
    const { confirmPassword: _confirmation, ...signUpInput } = input;
    signUp.mutate(
      { ...signUpInput, callbackURL: returnTo },
      {
        onSuccess: (result) => (result.signedIn ? onSignedIn() : setAwaitingConfirmation(true)),
        onError: (failure) => {
          setError(errorText(i18n, failure, i18n._('auth.signUp.failed')));
        },
      },
    );
  }

  if (awaitingConfirmation) {
    return (
      <AuthCard title={i18n._('auth.signUp.title')} lead={i18n._('auth.signUp.oneMoreStep')}>
        <Alert tone="info">{i18n._('auth.signUp.checkEmail')}</Alert>
        <AuthFooter>
          <Link to={{ pathname: '/login', search }}>{i18n._('auth.signUp.backToSignIn')}</Link>
        </AuthFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={i18n._('auth.signUp.title')} lead={i18n._('auth.signUp.lead')}>
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
        <TextField label={i18n._('auth.username')} autoComplete="username" required {...field('username')} />
        <TextField label={i18n._('auth.email')} type="email" autoComplete="email" required {...field('email')} />
        <TextField label={i18n._('auth.password')} type="password" autoComplete="new-password" required {...field('password')} />
        <TextField
          label={i18n._('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <PendingButton type="submit" fullWidth pending={signUp.isPending} pendingLabel={i18n._('auth.signUp.pending')}>
          {i18n._('auth.signUp.submit')}
        </PendingButton>
      </form>
      <GoogleSignIn label={i18n._('auth.signUp.google')} returnTo={returnTo} />
      <AuthFooter>
        <RichText text={i18n._('auth.signUp.haveAccount')} parts={[<Link to={{ pathname: '/login', search }} />]} />
      </AuthFooter>
    </AuthCard>
  );
}
