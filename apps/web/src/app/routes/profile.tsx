import { useI18n } from '../../i18n';
import { RichText } from '../../lib/i18n/rich-text';
import { Link, useNavigate } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message';
import { MyHearths } from '../../features/hearths/components/my-hearths';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { useSession } from '../../lib/auth/get-session';
import { useSignOut } from '../../lib/auth/sign-out';

export function Component() {
  const { i18n } = useI18n();
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (session.isPending) return <StatusMessage>{i18n._('app.profile.loading')}</StatusMessage>;
  if (!session.data) {
    return (
      <p>
        <RichText text={i18n._('app.profile.signIn')} parts={[<Link to="/login" />]} />
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
