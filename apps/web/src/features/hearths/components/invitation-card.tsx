import type { InvitePreview } from '@hearth/shared/hearths';
import { ButtonLink } from '../../../components/ui/button';
import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import { roleName } from './role-names';
import styles from './hearths.module.css';

/**
 * An invitation opened signed out: who invites you to which hearth, as what, and the two
 * ways in. Both come back to the invitation (`returnTo`), where the join card waits.
 */
export function InvitationCard({ invite, returnTo }: { invite: InvitePreview; returnTo: string }) {
  const { i18n } = useI18n();
  const from = new URLSearchParams({ from: returnTo }).toString();
  return (
    <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="invitation-title">
      <h1 id="invitation-title">
        <RichText text={i18n._('hearths.invitation.title', { hearth: invite.name })} parts={[<span translate="no" />]} />
      </h1>
      <p>
        <RichText
          text={i18n._('hearths.invitation.invitedBy', { inviter: invite.invited_by, hearth: invite.name })}
          parts={[<span translate="no" />, <span translate="no" />]}
        />
      </p>
      <p>{i18n._('hearths.invitation.invitedAs', { role: roleName(i18n, invite.role) })}</p>
      <p className={styles.muted}>{i18n._('hearths.invitation.signInOrCreate')}</p>
      <div className={styles.row}>
        <ButtonLink to={`/login?${from}`}>{i18n._('hearths.invitation.signIn')}</ButtonLink>
        <ButtonLink to={`/register?${from}`} variant="secondary">
          {i18n._('hearths.invitation.createAccount')}
        </ButtonLink>
      </div>
    </section>
  );
}
