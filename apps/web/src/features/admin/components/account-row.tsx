import { useState } from 'react';
import type { AdminAccount } from '@hearth/shared/admin';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { useChangeAccount } from '../api/change-account';
import { useDeleteAccount } from '../api/delete-account';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useAdminMessages } from '../messages';
import styles from './admin.module.css';

interface AccountRowProps {
  account: AdminAccount;
  /** The admin looking: they can neither disable nor delete themselves here. */
  self: boolean;
  /** Whether password-reset links can be sent (mail is set up). */
  canSendReset: boolean;
}

/** One account: who, since when, how active, and what the admin can do to it. */
export function AccountRow({ account, self, canSendReset }: AccountRowProps) {
  const t = useAdminMessages();
  // Two of them, so each button shows only its own work in progress.
  const access = useChangeAccount();
  const role = useChangeAccount();
  const remove = useDeleteAccount();
  const reset = useSendPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: unknown) => setFailure(t.error(error, t.actionFailed));
  const isAdmin = account.role === 'admin';

  return (
    <li className={styles.account} aria-label={account.name}>
      <div className={styles.who}>
        <p className={styles.name}>
          <span translate="no">{account.name}</span>
          {self ? <span className={`${styles.badge} ${styles.youBadge}`}>{t.you}</span> : null}
          {isAdmin ? <span className={`${styles.badge} ${styles.adminBadge}`}>{t.adminBadge}</span> : null}
          {account.disabled ? <span className={`${styles.badge} ${styles.disabledBadge}`}>{t.disabledBadge}</span> : null}
        </p>
        <p className={styles.email} translate="no">
          {account.email}
        </p>
        <p className={styles.meta}>
          {t.joined(t.shortDate(account.created_at))} · {t.lastActive(account.last_active_at ? t.shortDate(account.last_active_at) : null)}{' '}
          · {t.dishes(account.dishes)}
        </p>
      </div>
      <div className={styles.actions} role="group" aria-label={t.actionsFor(account.name)}>
        {self ? null : account.disabled ? (
          <PendingButton
            variant="secondary"
            pending={access.isPending}
            pendingLabel={t.enabling}
            onClick={() => access.mutate({ id: account.id, change: { disabled: false } }, { onError })}
          >
            {t.enable}
          </PendingButton>
        ) : (
          <PendingButton
            variant="secondary"
            pending={access.isPending}
            pendingLabel={t.disabling}
            onClick={() => {
              if (window.confirm(t.confirmDisable(account.name)))
                access.mutate({ id: account.id, change: { disabled: true } }, { onError });
            }}
          >
            {t.disable}
          </PendingButton>
        )}
        <PendingButton
          variant="secondary"
          pending={role.isPending}
          pendingLabel={t.changingRole}
          onClick={() => role.mutate({ id: account.id, change: { role: isAdmin ? 'user' : 'admin' } }, { onError })}
        >
          {isAdmin ? t.unmakeAdmin : t.makeAdmin}
        </PendingButton>
        {canSendReset ? (
          <PendingButton
            variant="secondary"
            pending={reset.isPending}
            pendingLabel={t.sendingReset}
            onClick={() => reset.mutate(account.id, { onError })}
          >
            {t.sendReset}
          </PendingButton>
        ) : null}
        {self ? null : (
          <PendingButton
            variant="danger"
            pending={remove.isPending}
            pendingLabel={t.deleting}
            onClick={() => {
              if (window.confirm(t.confirmDelete(account.name))) remove.mutate(account.id, { onError });
            }}
          >
            {t.deleteAccount}
          </PendingButton>
        )}
      </div>
      <div className={styles.notice} role="status">
        {reset.isSuccess ? <p className={styles.success}>{t.resetSent(account.email)}</p> : null}
      </div>
      {failure ? (
        <div className={styles.notice}>
          <Alert>{failure}</Alert>
        </div>
      ) : null}
    </li>
  );
}
