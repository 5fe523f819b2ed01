import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { AppUser } from '@hearth/shared/app-user';
import type { SignInOptions } from '@hearth/shared/sign-in-rules';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { errorText } from '../../../lib/errors/error-text';
import { useSignIn } from '../../../lib/auth/sign-in';
import { useFormFields } from '../../../lib/form-fields';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
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
  const { i18n } = useI18n();
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
        setError(errorText(i18n, failure, i18n._('auth.signIn.failed')));
      },
    });
  }

  return (
    <AuthCard title={i18n._('auth.signIn.title')} lead={i18n._('auth.signIn.lead')}>
      {notice ? <Alert>{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      {password ? (
        <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
          <TextField label={i18n._('auth.email')} type="email" autoComplete="email" required {...field('email')} />
          <TextField label={i18n._('auth.password')} type="password" autoComplete="current-password" required {...field('password')} />
          <PendingButton type="submit" fullWidth pending={signIn.isPending} pendingLabel={i18n._('auth.signIn.pending')}>
            {i18n._('auth.signIn.submit')}
          </PendingButton>
        </form>
      ) : (
        <p>{i18n._('auth.passwordOff')}</p>
      )}
      {password && (google || options?.sso) ? <OrDivider /> : null}
      <Doors>
        {options?.sso ? (
          <SsoButton label={i18n._('auth.sso.signIn', { provider: options.sso.name })} returnTo={returnTo} from="/login" />
        ) : null}
        {google ? <GoogleButton label={i18n._('auth.signIn.google')} returnTo={returnTo} /> : null}
      </Doors>
      <AuthFooter>
        <RichText text={i18n._('auth.signIn.newHere')} parts={[<Link to={registerTo} />]} />
      </AuthFooter>
    </AuthCard>
  );
}
