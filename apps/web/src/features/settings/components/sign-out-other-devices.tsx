import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import styles from './settings.module.css';

export function SignOutOtherDevices() {
  const revoke = useRevokeOtherSessions();

  return (
    <div>
      <p>Signed in on a phone or a shared computer you no longer use? Sign out everywhere except here.</p>
      {revoke.isError ? <Alert>Your other devices could not be signed out. Please try again.</Alert> : null}
      <PendingButton variant="secondary" onClick={() => revoke.mutate()} pending={revoke.isPending} pendingLabel="Signing out...">
        Sign out of all other devices
      </PendingButton>
      <div role="status">
        {revoke.isSuccess ? <p className={styles.success}>You are signed out on every other device. This one stays signed in.</p> : null}
      </div>
    </div>
  );
}
