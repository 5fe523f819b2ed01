import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSignInOptions } from '../../features/auth/api/get-sign-in-options';
import { RegisterForm } from '../../features/auth/sign-up/register-form';
import { invitationFrom } from '../../features/auth/invitation';
import { useSsoErrorMessage } from '../../features/auth/messages';
import { useSession } from '../../lib/auth/get-session';
import { returnPathAfterSignIn } from '../return-path';

/**
 * /register, and /register?invite={token} from an admin's invitation link. Arriving from a
 * hearth's invitation (`from=/join/{token}`), the newcomer signs up with it and goes on to join
 * (docs/product.md#sign-up).
 */
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
    <RegisterForm
      onSignedIn={() => navigate(destination, { replace: true })}
      options={options.data}
      invitation={invitationFrom(searchParams)}
      returnTo={destination}
      notice={ssoError ? ssoErrorMessage(ssoError, searchParams.get('error_description')) : null}
      signInTo={from ? `/login?from=${encodeURIComponent(from)}` : '/login'}
    />
  );
}
