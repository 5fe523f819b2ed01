import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AppUser } from '@hearth/shared/app-user';
import type { SignInOptions } from '@hearth/shared/sign-in-rules';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { useSignIn } from '../../../lib/auth/sign-in';
import { useFormFields } from '../../../lib/form-fields';
import { authMessages } from '../messages';
import { AuthCard, AuthFooter, Doors, OrDivider } from './auth-card';
import { GoogleButton } from './google-button';
import { SsoButton } from './sso-button';

interface LoginFormProps {
  onSignedIn: (user: AppUser) => void;
  /** The server's doors; until they are known, e-mail and password and Google, as ever. */
  options?: SignInOptions | undefined;
  /** Where single sign-on brings the person back to. */
  returnTo?: string;
  /** Why a single sign-on came back here, when it did. */
  notice?: string | null;
  /** The Register screen, with the address to return to after signing up. */
  registerTo?: string;
}

export function LoginForm({ onSignedIn, options, returnTo = '/dashboard', notice = null, registerTo = '/register' }: LoginFormProps) {
  const password = options?.password ?? true;
  // Google only where it is set up: a button that can only fail is worse than none.
  const google = options?.google === true;
  const signIn = useSignIn();
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
      {notice ? <Alert>{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      {password ? (
        <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
          <PendingButton type="submit" fullWidth pending={signIn.isPending} pendingLabel="Signing in...">
            Sign In
          </PendingButton>
        </form>
      ) : (
        <p>{authMessages.passwordOff}</p>
      )}
      {password && (google || options?.sso) ? <OrDivider /> : null}
      <Doors>
        {options?.sso ? <SsoButton label={authMessages.ssoSignIn(options.sso.name)} returnTo={returnTo} from="/login" /> : null}
        {google ? <GoogleButton label="Sign in with Google" returnTo={returnTo} /> : null}
      </Doors>
      <AuthFooter>
        New here? <Link to={registerTo}>Create an account</Link>
      </AuthFooter>
    </AuthCard>
  );
}
