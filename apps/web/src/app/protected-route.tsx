import { Navigate, Outlet, useLocation } from 'react-router';
import { StatusMessage } from '../components/ui/status-message';
import { useSession } from '../lib/auth/get-session';
import { loginPathFrom } from './return-path';

/** Renders the screen for a signed-in visitor; sends anybody else to /login, keeping the way back. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <StatusMessage>Loading...</StatusMessage>;
  if (!session.data) return <Navigate to={loginPathFrom(location.pathname + location.search)} replace />;
  return <Outlet />;
}
