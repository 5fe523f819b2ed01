import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { StatusMessage } from '../../components/ui/status-message';
import { useInvite } from '../../features/hearths/api/get-invite';
import { JoinCard } from '../../features/hearths/components/join-card';
import { errorMessage } from '../../lib/api-client';

/** /join/{token}: behind the guard, so a signed-out visitor signs in first and comes back here. */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invite = useInvite(token);

  if (invite.isPending) return <StatusMessage>Loading the invitation...</StatusMessage>;
  if (invite.isError) return <Alert>{errorMessage(invite.error, 'This invitation link is not valid.')}</Alert>;
  return <JoinCard token={token} invite={invite.data} onJoined={(hearthId) => navigate(`/dashboard/${hearthId}`)} />;
}
