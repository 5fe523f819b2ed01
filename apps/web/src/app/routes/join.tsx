import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { StatusMessage } from '../../components/ui/status-message';
import { useInvite } from '../../features/hearths/api/get-invite';
import { InvitationCard } from '../../features/hearths/components/invitation-card';
import { JoinCard } from '../../features/hearths/components/join-card';
import { useI18n } from '../../features/hearths/i18n';
import { hearthRouteTexts } from '../../features/hearths/messages';
import { errorText } from '../../lib/errors/error-text';
import { useSession } from '../../lib/auth/get-session';

/**
 * /join/{token}, open to anyone holding the link. Signed out: who invites you to which hearth,
 * and the ways in, both coming back here. Signed in: the join card, then the hearth.
 */
export function Component() {
  const { i18n } = useI18n();
  const texts = hearthRouteTexts(i18n);
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // Asked again once the session is known: a signed-in answer says whether you are already in.
  const invite = useInvite(token, session.data?.id ?? null, { enabled: !session.isPending });

  if (session.isPending || invite.isPending) return <StatusMessage>{texts.loadingInvitation}</StatusMessage>;
  if (invite.isError) return <Alert>{errorText(i18n, invite.error, texts.invitationNotValid)}</Alert>;
  if (!session.data) return <InvitationCard invite={invite.data} returnTo={location.pathname} />;
  return <JoinCard token={token} invite={invite.data} onJoined={(hearthId) => navigate(`/dashboard/${hearthId}`)} />;
}
