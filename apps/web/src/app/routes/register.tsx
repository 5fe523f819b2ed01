import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useSession } from '../../lib/auth/get-session';
import { returnPathAfterSignIn } from '../return-path';

/** docs/product.md: on to /dashboard; with ?from= (an invitation, say) back where the visitor came from. */
export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const destination = returnPathAfterSignIn(searchParams.get('from'));

  if (session.data) return <Navigate to={destination} replace />;
  return <RegisterForm returnTo={destination} onSignedIn={() => navigate(destination, { replace: true })} />;
}
