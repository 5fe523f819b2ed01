import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useI18n } from '../i18n';
import styles from './settings.module.css';

export function SignOutOtherDevices() {
  const { i18n } = useI18n();
  const revoke = useRevokeOtherSessions();

  return (
    <div>
      <p>{i18n._('settings.devices.lead')}</p>
      {revoke.isError ? <Alert>{i18n._('settings.devices.failed')}</Alert> : null}
      <PendingButton
        variant="secondary"
        onClick={() => revoke.mutate()}
        pending={revoke.isPending}
        pendingLabel={i18n._('settings.devices.signingOut')}
      >
        {i18n._('settings.devices.signOut')}
      </PendingButton>
      <div role="status">{revoke.isSuccess ? <p className={styles.success}>{i18n._('settings.devices.done')}</p> : null}</div>
    </div>
  );
}
