import { useState } from 'react';
import { HEARTH_ROLES, type HearthRole } from '@hearth/shared/hearth-roles';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { errorMessage } from '../../../lib/api-client';
import { useCreateInvite } from '../api/create-invite';
import { LiveInvites } from './live-invites';
import styles from './hearths.module.css';

/** Owners make a seven-day link to share; whoever opens it joins with the chosen role. */
export function InvitePanel({ hearthId }: { hearthId: number }) {
  const createInvite = useCreateInvite();
  const [role, setRole] = useState<HearthRole>('member');
  const [copied, setCopied] = useState(false);

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
    <section className={styles.panel} aria-labelledby="invite-title">
      <h2 id="invite-title">Invite</h2>
      <div className={styles.row}>
        <label>
          Invite as{' '}
          <select className={styles.small} value={role} onChange={(event) => setRole(event.target.value as HearthRole)}>
            <OptionList values={HEARTH_ROLES} />
          </select>
        </label>
        <PendingButton
          variant="secondary"
          pending={createInvite.isPending}
          pendingLabel="Making link..."
          onClick={() => {
            setCopied(false);
            createInvite.mutate({ hearthId, role });
          }}
        >
          Invite
        </PendingButton>
      </div>
      {createInvite.isError ? (
        <Alert>{errorMessage(createInvite.error, 'Could not make an invitation link. Please try again.')}</Alert>
      ) : null}
      {createInvite.data ? (
        <div className={styles.row} style={{ marginTop: 12 }}>
          <label className={styles.inviteLink}>
            <span className="visually-hidden">Invitation link</span>
            <input className={controlClassName} readOnly value={createInvite.data.url} onFocus={(event) => event.target.select()} />
          </label>
          <Button variant="secondary" onClick={() => copy(createInvite.data.url)}>
            {copied ? 'Copied!' : 'Copy link'}
          </Button>
          <p role="status" style={{ margin: 0 }}>
            Works for 7 days; people who open it join as {createInvite.data.role}.
          </p>
        </div>
      ) : null}
      <LiveInvites hearthId={hearthId} />
    </section>
  );
}
