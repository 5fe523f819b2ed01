import { RichText } from '../../../lib/i18n/rich-text';
import { useI18n } from '../i18n';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { SettingsPart, SettingsSection } from './settings-section';
import { SignOutOtherDevices } from './sign-out-other-devices';

export function AccountSection({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const { i18n } = useI18n();
  return (
    <SettingsSection
      title={i18n._('settings.account.title')}
      lead={<RichText text={i18n._('settings.account.signedInAs', { email })} parts={[<span translate="no" />]} />}
    >
      <SettingsPart title={i18n._('settings.password.title')}>
        <ChangePasswordForm />
      </SettingsPart>
      <SettingsPart title={i18n._('settings.devices.title')}>
        <SignOutOtherDevices />
      </SettingsPart>
      <SettingsPart title={i18n._('settings.delete.title')} danger>
        <DeleteAccountForm email={email} onDeleted={onDeleted} />
      </SettingsPart>
    </SettingsSection>
  );
}
