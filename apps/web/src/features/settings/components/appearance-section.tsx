import type { Theme } from '@hearth/shared/theme';
import { useI18n } from '../i18n';
import { AccountChoiceSection } from './account-choice-section';

/** The theme applies at once: the root layout shows whatever the session says. */
export function AppearanceSection({ theme }: { theme: Theme }) {
  const { i18n } = useI18n();
  return (
    <AccountChoiceSection
      title={i18n._('settings.appearance.title')}
      lead={i18n._('settings.appearance.lead')}
      legend={i18n._('settings.appearance.legend')}
      setting="theme"
      current={theme}
      choices={[
        { value: 'light', label: i18n._('settings.appearance.light'), hint: i18n._('settings.appearance.lightHint') },
        { value: 'dark', label: i18n._('settings.appearance.dark'), hint: i18n._('settings.appearance.darkHint') },
        { value: 'system', label: i18n._('settings.appearance.system'), hint: i18n._('settings.appearance.systemHint') },
      ]}
      failure={i18n._('settings.appearance.failed')}
    />
  );
}
