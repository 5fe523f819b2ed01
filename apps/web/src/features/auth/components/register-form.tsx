import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { RegisterFormInput } from '@hearth/shared/auth';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { useSignUp } from '../../../lib/auth/sign-up';
import { useFieldErrors } from '../../../lib/form-errors';
import { AuthCard, AuthFooter, OrDivider } from './auth-card';
import { GoogleButton } from './google-button';

const EMPTY_FORM: RegisterFormInput = { username: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signUp = useSignUp();
  const [form, setForm] = useState(EMPTY_FORM);
  const { fieldErrors, checkFields } = useFieldErrors();
  const [error, setError] = useState<string | null>(null);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);

  function update(field: keyof RegisterFormInput) {
    return (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const { registerFormSchema } = await loadAuthSchemas();
    const input = checkFields(registerFormSchema.safeParse(form));
    if (!input) return;
    const { confirmPassword: _confirmation, ...signUpInput } = input;
    signUp.mutate(signUpInput, {
      onSuccess: (result) => (result.signedIn ? onSignedIn() : setAwaitingConfirmation(true)),
      onError: (failure) => {
        setError(errorMessage(failure, 'Registration failed'));
      },
    });
  }

  if (awaitingConfirmation) {
    return (
      <AuthCard title="Sign Up" lead="One more step.">
        <Alert tone="info">Please check your email for a confirmation link to complete your registration.</Alert>
        <AuthFooter>
          <Link to="/login">Back to sign in</Link>
        </AuthFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign Up" lead="Start your recipe library and plan your meals.">
      {error ? <Alert>{error}</Alert> : null}
      <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
        <TextField label="Username" name="username" autoComplete="username" required value={form.username} onChange={update('username')} error={fieldErrors.username} />
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={update('email')} error={fieldErrors.email} />
        <TextField label="Password" type="password" name="password" autoComplete="new-password" required value={form.password} onChange={update('password')} error={fieldErrors.password} />
        <TextField
          label="Confirm Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={update('confirmPassword')}
          error={fieldErrors.confirmPassword}
        />
        <Button type="submit" fullWidth disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating Account...' : 'Sign Up'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton label="Sign up with Google" />
      <AuthFooter>
        Already have an account? <Link to="/login">Sign in</Link>
      </AuthFooter>
    </AuthCard>
  );
}
