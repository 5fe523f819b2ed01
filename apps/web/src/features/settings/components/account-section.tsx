import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { SettingsSection } from './settings-section';
import { SignOutOtherDevices } from './sign-out-other-devices';
import styles from './settings.module.css';

export function AccountSection({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  return (
    <SettingsSection title="Account" lead={`You sign in as ${email}.`}>
      <div className={styles.part}>
        <h3>Change password</h3>
        <ChangePasswordForm />
      </div>
      <div className={styles.part}>
        <h3>Other devices</h3>
        <SignOutOtherDevices />
      </div>
      <div className={`${styles.part} ${styles.danger}`}>
        <h3>Delete account</h3>
        <DeleteAccountForm email={email} onDeleted={onDeleted} />
      </div>
    </SettingsSection>
  );
}
