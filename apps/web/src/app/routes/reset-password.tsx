import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/password-reset/reset-password-form';

/** /reset-password?token=...: where the link in an admin's password-reset e-mail lands. */
export function Component() {
  const [searchParams] = useSearchParams();
  return <ResetPasswordForm token={searchParams.get('token')} invalid={searchParams.get('error') === 'INVALID_TOKEN'} />;
}
