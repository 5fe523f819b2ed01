import { useId, useState } from 'react';
import type { SignUpInvitation } from '@hearth/shared/admin';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { useCreateInvitation } from '../api/create-invitation';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { RichText } from '../../../lib/i18n/rich-text';
import { useAdminMessages } from '../messages';
import styles from './admin.module.css';

function InvitationRow({ invitation }: { invitation: SignUpInvitation }) {
  const t = useAdminMessages();
  const revoke = useRevokeInvitation();
  const made = t.shortDate(invitation.created_at);
  return (
    <li className={styles.link}>
      <span>
        <RichText
          text={t.invitationLine(invitation.created_by, made, t.shortDate(invitation.expires_at))}
          parts={[<span translate="no" />]}
        />
      </span>
      <PendingButton
        variant="secondary"
        aria-label={t.revokeLabel(made)}
        pending={revoke.isPending}
        pendingLabel={t.revoking}
        onClick={() => revoke.mutate(invitation.id)}
      >
        {t.revoke}
      </PendingButton>
      {revoke.isError ? <Alert>{t.error(revoke.error, t.actionFailed)}</Alert> : null}
    </li>
  );
}

/** Makes a seven-day link to sign up, to copy and send, and lists those still open. */
export function InvitationLinks() {
  const t = useAdminMessages();
  const invitations = useInvitations();
  const create = useCreateInvitation();
  const [copied, setCopied] = useState(false);
  const headingId = useId();
  const fieldId = useId();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Some browsers refuse the clipboard; the link stays selectable in its box.
      setCopied(false);
    }
  }

  return (
    <>
      <h3 id={headingId} className={styles.subheading}>
        {t.invitationsTitle}
      </h3>
      <p className={styles.muted}>{t.invitationsLead}</p>
      <PendingButton
        variant="secondary"
        pending={create.isPending}
        pendingLabel={t.creatingInvitation}
        onClick={() => {
          setCopied(false);
          create.mutate();
        }}
      >
        {t.createInvitation}
      </PendingButton>
      {create.isError ? <Alert>{t.error(create.error, t.actionFailed)}</Alert> : null}
      {create.data ? (
        <div className={styles.linkRow}>
          <label htmlFor={fieldId} className="visually-hidden">
            {t.newInvitation}
          </label>
          <input id={fieldId} className={controlClassName} readOnly value={create.data.url} onFocus={(event) => event.target.select()} />
          <Button variant="secondary" onClick={() => void copy(create.data.url)}>
            {copied ? t.copied : t.copy}
          </Button>
        </div>
      ) : null}
      {invitations.isPending ? <p>{t.invitationsLoading}</p> : null}
      {invitations.isError ? <Alert>{t.error(invitations.error, t.actionFailed)}</Alert> : null}
      {invitations.data?.length === 0 ? <p className={styles.muted}>{t.noInvitations}</p> : null}
      {invitations.data?.length ? (
        <ul className={styles.links} aria-labelledby={headingId}>
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
