import { Navigate, useNavigate } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useSession } from '../../lib/auth/get-session';

export function Component() {
  const navigate = useNavigate();
  const session = useSession();

  if (session.data) return <Navigate to="/dashboard" replace />;
  return <RegisterForm onSignedIn={() => navigate('/dashboard', { replace: true })} />;
}
