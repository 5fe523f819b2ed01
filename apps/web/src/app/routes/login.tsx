import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSignInOptions } from '../../features/auth/api/get-sign-in-options';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSsoErrorMessage } from '../../features/auth/messages';
import { useSession } from '../../lib/auth/get-session';
import { returnPathAfterSignIn } from '../return-path';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ssoErrorMessage = useSsoErrorMessage();
  const session = useSession();
  const options = useSignInOptions();
  const from = searchParams.get('from');
  const destination = returnPathAfterSignIn(from);
  const ssoError = searchParams.get('error');

  if (session.data) return <Navigate to={destination} replace />;
  return (
    <LoginForm
      onSignedIn={() => navigate(destination, { replace: true })}
      options={options.data}
      returnTo={destination}
      notice={ssoError ? ssoErrorMessage(ssoError, searchParams.get('error_description')) : null}
      registerTo={from ? `/register?from=${encodeURIComponent(from)}` : '/register'}
    />
  );
}
