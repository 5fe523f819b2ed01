import type { InvitePreview } from '@hearth/shared/hearths';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink, PendingButton } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useJoinHearth } from '../api/join-hearth';
import styles from './hearths.module.css';

/** /join/{token}: the hearth's name and a "Join Hearth" button. */
export function JoinCard({ token, invite, onJoined }: { token: string; invite: InvitePreview; onJoined: (hearthId: number) => void }) {
  const joinHearth = useJoinHearth();

  return (
    <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="join-title">
      <h1 id="join-title">{invite.name}</h1>
      {invite.already_member ? (
        <>
          <p>You are already in this hearth.</p>
          <ButtonLink to={`/dashboard/${invite.hearth_id}`}>Open {invite.name}</ButtonLink>
        </>
      ) : (
        <>
          <p>You have been invited to plan meals together as a {invite.role}.</p>
          {joinHearth.isError ? <Alert>{errorMessage(joinHearth.error, 'Could not join the hearth. Please try again.')}</Alert> : null}
          <PendingButton
            pending={joinHearth.isPending}
            pendingLabel="Joining..."
            onClick={() => joinHearth.mutate(token, { onSuccess: (joined) => onJoined(joined.hearth_id) })}
          >
            Join Hearth
          </PendingButton>
        </>
      )}
    </section>
  );
}
