import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { RegisterFormInput } from '@hearth/shared/auth';
import type { SignInOptions } from '@hearth/shared/sign-in-rules';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { loadAuthSchemas } from '../../../lib/auth/auth-schemas';
import { errorText } from '../../../lib/errors/error-text';
import { useSignUp } from '../../../lib/auth/sign-up';
import { useFormFields } from '../../../lib/form-fields';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from './i18n';
import { rememberInvitation } from '../invitation';
import { AuthCard, AuthFooter, Doors, OrDivider } from '../components/auth-card';
import { GoogleButton } from '../components/google-button';
import { SsoButton } from '../components/sso-button';

const EMPTY_FORM: RegisterFormInput = { username: '', email: '', password: '', confirmPassword: '' };

interface RegisterFormProps {
  onSignedIn: () => void;
  /** The server's doors and sign-up policy; until they are known, the form as ever. */
  options?: SignInOptions | undefined;
  /** An invitation (an admin's link or a hearth's) the newcomer arrived with. */
  invitation?: string | null;
  /** Where single sign-on brings the new account. */
  returnTo?: string;
  /** Why a single sign-on came back here, when it did. */
  notice?: string | null;
  /** The sign-in screen, with the address to return to. */
  signInTo?: string;
}

/** Instead of a form that would only fail: why nobody (or nobody uninvited) can sign up here. */
function SignUpPolicyNotice({ title, text, signInTo }: { title: string; text: string; signInTo: string }) {
  const { i18n } = useI18n();
  return (
    <AuthCard title={i18n._('auth.signUp.title')} lead={title}>
      <Alert tone="info">{text}</Alert>
      <AuthFooter>
        <RichText text={i18n._('auth.signUp.haveAccount')} parts={[<Link to={signInTo} />]} />
      </AuthFooter>
    </AuthCard>
  );
}

export function RegisterForm(props: RegisterFormProps) {
  const { options, invitation = null, signInTo = '/login' } = props;
  const { i18n } = useI18n();
  useEffect(() => {
    if (invitation) rememberInvitation(invitation);
  }, [invitation]);
  if (options?.signUp === 'closed') {
    return <SignUpPolicyNotice title={i18n._('auth.signUp.closedTitle')} text={i18n._('auth.signUp.closed')} signInTo={signInTo} />;
  }
  if (options?.signUp === 'invite' && !invitation) {
    return <SignUpPolicyNotice title={i18n._('auth.signUp.inviteTitle')} text={i18n._('auth.signUp.inviteOnly')} signInTo={signInTo} />;
  }
  return <OpenRegisterForm {...props} />;
}

function OpenRegisterForm({
  onSignedIn,
  options,
  invitation = null,
  returnTo = '/dashboard',
  notice = null,
  signInTo = '/login',
}: RegisterFormProps) {
  const password = options?.password ?? true;
  // Google only where it is set up: a button that can only fail is worse than none.
  const google = options?.google === true;
  const { i18n } = useI18n();
  const signUp = useSignUp();
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
          <Link to={signInTo}>{i18n._('auth.signUp.backToSignIn')}</Link>
        </AuthFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={i18n._('auth.signUp.title')} lead={i18n._('auth.signUp.lead')}>
      {invitation && options?.signUp === 'invite' ? <Alert tone="info">{i18n._('auth.signUp.invited')}</Alert> : null}
      {notice ? <Alert>{notice}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      {password ? (
        <form onSubmit={handleSubmit} onFocus={() => void loadAuthSchemas()} noValidate>
          <TextField label={i18n._('auth.username')} autoComplete="username" required {...field('username')} />
          <TextField label={i18n._('auth.signUp.email')} type="email" autoComplete="email" required {...field('email')} />
          <TextField label={i18n._('auth.signUp.password')} type="password" autoComplete="new-password" required {...field('password')} />
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
      ) : (
        <p>{i18n._('auth.signUp.passwordOff')}</p>
      )}
      {password && (google || options?.sso) ? <OrDivider /> : null}
      <Doors>
        {options?.sso ? (
          <SsoButton label={i18n._('auth.sso.signUp', { provider: options.sso.name })} returnTo={returnTo} from="/register" />
        ) : null}
        {google ? <GoogleButton label={i18n._('auth.signUp.google')} returnTo={returnTo} /> : null}
      </Doors>
      <AuthFooter>
        <RichText text={i18n._('auth.signUp.haveAccount')} parts={[<Link to={signInTo} />]} />
      </AuthFooter>
    </AuthCard>
  );
}
