import { Link, useNavigate } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message';
import { MyHearths } from '../../features/hearths/components/my-hearths';
import { ProfileCard } from '../../features/profile/components/profile-card';
import { useI18n } from '../../features/profile/i18n';
import { profileRouteTexts } from '../../features/profile/messages';
import { useSession } from '../../lib/auth/get-session';
import { useSignOut } from '../../lib/auth/sign-out';
import { RichText } from '../../lib/i18n/rich-text';

export function Component() {
  const texts = profileRouteTexts(useI18n().i18n);
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (session.isPending) return <StatusMessage>{texts.loading}</StatusMessage>;
  if (!session.data) {
    return (
      <p>
        <RichText text={texts.signInFirst} parts={[<Link to="/login" />]} />
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
