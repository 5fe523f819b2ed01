import { Link, useNavigate } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message';
import { MyHearths } from '../../features/hearths/components/my-hearths';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { useSession } from '../../lib/auth/get-session';
import { useSignOut } from '../../lib/auth/sign-out';

export function Component() {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (session.isPending) return <StatusMessage>Loading profile...</StatusMessage>;
  if (!session.data) {
    return (
      <p>
        Please sign in to view your profile. <Link to="/login">Sign in</Link>
      </p>
    );
  }

  return (
    <>
      <ProfileCard
        user={session.data}
        signingOut={signOut.isPending}
        onSignOut={() => signOut.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}
      />
      <MyHearths />
    </>
  );
}
