import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AppUser } from '@hearth/shared/app-user';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { useSignIn } from '../../../lib/auth/sign-in';
import { useFieldErrors } from '../../../lib/form-errors';
import { AuthCard, AuthFooter, OrDivider } from './auth-card';
import { GoogleButton } from './google-button';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: AppUser) => void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { fieldErrors, checkFields } = useFieldErrors();
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const { signInSchema } = await loadAuthSchemas();
    const input = checkFields(signInSchema.safeParse({ email, password }));
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
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" fullWidth disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton label="Sign in with Google" />
      <AuthFooter>
        New here? <Link to="/register">Create an account</Link>
      </AuthFooter>
    </AuthCard>
  );
}
