import { useState } from 'react';
import type { HearthRole } from '@hearth/shared/hearth-roles';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { errorText } from '../../../lib/errors/error-text';
import { useCreateInvite } from '../api/create-invite';
import { useI18n } from '../i18n';
import { LiveInvites } from './live-invites';
import { roleName } from './role-names';
import { RoleOptions } from './role-options';
import styles from './hearths.module.css';

/** Owners make a seven-day link to share; whoever opens it joins with the chosen role. */
export function InvitePanel({ hearthId }: { hearthId: number }) {
  const { i18n } = useI18n();
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
      <h2 id="invite-title">{i18n._('hearths.invite.title')}</h2>
      <div className={styles.row}>
        <label>
          {i18n._('hearths.invite.as')}{' '}
          <select className={styles.small} value={role} onChange={(event) => setRole(event.target.value as HearthRole)}>
            <RoleOptions />
          </select>
        </label>
        <PendingButton
          variant="secondary"
          pending={createInvite.isPending}
          pendingLabel={i18n._('hearths.invite.pending')}
          onClick={() => {
            setCopied(false);
            createInvite.mutate({ hearthId, role });
          }}
        >
          {i18n._('hearths.invite.submit')}
        </PendingButton>
      </div>
      {createInvite.isError ? <Alert>{errorText(i18n, createInvite.error, i18n._('hearths.invite.failed'))}</Alert> : null}
      {createInvite.data ? (
        <div className={styles.row} style={{ marginTop: 12 }}>
          <label className={styles.inviteLink}>
            <span className="visually-hidden">{i18n._('hearths.invite.link')}</span>
            <input className={controlClassName} readOnly value={createInvite.data.url} onFocus={(event) => event.target.select()} />
          </label>
          <Button variant="secondary" onClick={() => copy(createInvite.data.url)}>
            {copied ? i18n._('hearths.invite.copied') : i18n._('hearths.invite.copy')}
          </Button>
          <p role="status" style={{ margin: 0 }}>
            {i18n._('hearths.invite.made', { role: roleName(i18n, createInvite.data.role) })}
          </p>
        </div>
      ) : null}
      <LiveInvites hearthId={hearthId} />
    </section>
  );
}
