import type { InvitePreview } from '@hearth/shared/hearths';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink, PendingButton } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { RichText } from '../../../lib/i18n/rich-text';
import { useJoinHearth } from '../api/join-hearth';
import { useI18n } from '../i18n';
import { roleName } from './role-names';
import styles from './hearths.module.css';

/** /join/{token}: the hearth's name and a "Join Hearth" button. */
export function JoinCard({ token, invite, onJoined }: { token: string; invite: InvitePreview; onJoined: (hearthId: number) => void }) {
  const { i18n } = useI18n();
  const joinHearth = useJoinHearth();

  return (
    <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="join-title">
      <h1 id="join-title" translate="no">
        {invite.name}
      </h1>
      {invite.already_member ? (
        <>
          <p>{i18n._('hearths.join.alreadyIn')}</p>
          <ButtonLink to={`/dashboard/${invite.hearth_id}`}>
            <RichText text={i18n._('hearths.join.open', { hearth: invite.name })} parts={[<span translate="no" />]} />
          </ButtonLink>
        </>
      ) : (
        <>
          <p>{i18n._('hearths.join.invitedAs', { role: roleName(i18n, invite.role) })}</p>
          {joinHearth.isError ? <Alert>{errorText(i18n, joinHearth.error, i18n._('hearths.join.failed'))}</Alert> : null}
          <PendingButton
            pending={joinHearth.isPending}
            pendingLabel={i18n._('hearths.join.pending')}
            onClick={() => joinHearth.mutate(token, { onSuccess: (joined) => onJoined(joined.hearth_id) })}
          >
            {i18n._('hearths.join.submit')}
          </PendingButton>
        </>
      )}
    </section>
  );
}
