import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../lib/auth/get-session';
import { returnPathAfterSignIn } from '../return-path';

export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const destination = returnPathAfterSignIn(searchParams.get('from'));

  if (session.data) return <Navigate to={destination} replace />;
  return <LoginForm returnTo={destination} onSignedIn={() => navigate(destination, { replace: true })} />;
}
