import type { InvitePreview } from '@hearth/shared/hearths';
import { ButtonLink } from '../../../components/ui/button';
import { hearthMessages as messages } from '../messages';
import styles from './hearths.module.css';

/**
 * An invitation opened signed out: who invites you to which hearth, as what, and the two
 * ways in. Both come back to the invitation (`returnTo`), where the join card waits.
 */
export function InvitationCard({ invite, returnTo }: { invite: InvitePreview; returnTo: string }) {
  const from = new URLSearchParams({ from: returnTo }).toString();
  return (
    <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="invitation-title">
      <h1 id="invitation-title">{messages.invitationTitle(invite.name)}</h1>
      <p>{messages.invitedBy(invite.invited_by, invite.name)}</p>
      <p>{messages.invitedAs(invite.role)}</p>
      <p className={styles.muted}>{messages.signInOrCreate}</p>
      <div className={styles.row}>
        <ButtonLink to={`/login?${from}`}>{messages.signInToJoin}</ButtonLink>
        <ButtonLink to={`/register?${from}`} variant="secondary">
          {messages.createAccountToJoin}
        </ButtonLink>
      </div>
    </section>
  );
}
