import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { AppUser } from '@hearth/shared/app-user';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { useSignIn } from '../../../lib/auth/sign-in';
import { useFormFields } from '../../../lib/form-fields';
import { AuthCard, AuthFooter } from './auth-card';
import { GoogleSignIn } from './google-button';

interface LoginFormProps {
  onSignedIn: (user: AppUser) => void;
  /** Where Google sends the cook back to (the page they came from); /dashboard by default. */
  returnTo?: string;
}

export function LoginForm({ onSignedIn, returnTo = '/dashboard' }: LoginFormProps) {
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
        setError(errorMessage(failure, 'Login failed'));
      },
    });
  }

  return (
    <AuthCard title="Sign In" lead="Welcome back to your kitchen.">
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
        <PendingButton type="submit" fullWidth pending={signIn.isPending} pendingLabel="Signing in...">
          Sign In
        </PendingButton>
      </form>
      <GoogleSignIn label="Sign in with Google" returnTo={returnTo} />
      <AuthFooter>
        New here? <Link to={{ pathname: '/register', search }}>Create an account</Link>
      </AuthFooter>
    </AuthCard>
  );
}
