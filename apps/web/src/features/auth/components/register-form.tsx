import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { RegisterFormInput } from '@hearth/shared/auth';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { useSignUp } from '../../../lib/auth/sign-up';
import { useFormFields } from '../../../lib/form-fields';
import { AuthCard, AuthFooter } from './auth-card';
import { GoogleSignIn } from './google-button';

const EMPTY_FORM: RegisterFormInput = { username: '', email: '', password: '', confirmPassword: '' };

interface RegisterFormProps {
  onSignedIn: () => void;
  /** Where a confirmation e-mail's link leads (the page the visitor came from); /dashboard by default. */
  returnTo?: string;
}

export function RegisterForm({ onSignedIn, returnTo = '/dashboard' }: RegisterFormProps) {
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
          setError(errorMessage(failure, 'Registration failed'));
        },
      },
    );
  }

  if (awaitingConfirmation) {
    return (
      <AuthCard title="Sign Up" lead="One more step.">
        <Alert tone="info">Please check your email for a confirmation link to complete your registration.</Alert>
        <AuthFooter>
          <Link to={{ pathname: '/login', search }}>Back to sign in</Link>
        </AuthFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign Up" lead="Start your recipe library and plan your meals.">
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
        <TextField label="Username" autoComplete="username" required {...field('username')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" required {...field('password')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
        <PendingButton type="submit" fullWidth pending={signUp.isPending} pendingLabel="Creating Account...">
          Sign Up
        </PendingButton>
      </form>
      <GoogleSignIn label="Sign up with Google" returnTo={returnTo} />
      <AuthFooter>
        Already have an account? <Link to={{ pathname: '/login', search }}>Sign in</Link>
      </AuthFooter>
    </AuthCard>
  );
}
