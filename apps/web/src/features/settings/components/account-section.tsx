import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { SettingsPart, SettingsSection } from './settings-section';
import { SignOutOtherDevices } from './sign-out-other-devices';

export function AccountSection({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  return (
    <SettingsSection title="Account" lead={`You sign in as ${email}.`}>
      <SettingsPart title="Change password">
        <ChangePasswordForm />
      </SettingsPart>
      <SettingsPart title="Other devices">
        <SignOutOtherDevices />
      </SettingsPart>
      <SettingsPart title="Delete account" danger>
        <DeleteAccountForm email={email} onDeleted={onDeleted} />
      </SettingsPart>
    </SettingsSection>
  );
}
