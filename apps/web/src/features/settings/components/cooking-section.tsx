import type { UnitSystem } from '@hearth/shared/unit-system-choice';
import { useI18n } from '../i18n';
import { AccountChoiceSection } from './account-choice-section';

/**
 * "Show quantities in": applies at once on every dish and in cook mode (they read the session),
 * and is kept on the account. Counts, pinches and cups of flour (no weight without a density)
 * stay as written whatever the choice.
 */
export function CookingSection({ units }: { units: UnitSystem }) {
  const { i18n } = useI18n();
  return (
    <AccountChoiceSection
      title={i18n._('settings.cooking.title')}
      lead={i18n._('settings.cooking.lead')}
      legend={i18n._('settings.cooking.legend')}
      setting="units"
      current={units}
      choices={[
        { value: 'as-written', label: i18n._('settings.cooking.asWritten'), hint: i18n._('settings.cooking.asWrittenHint') },
        { value: 'us', label: i18n._('settings.cooking.us'), hint: i18n._('settings.cooking.usHint') },
        {
          value: 'metric',
          label: i18n._('settings.cooking.metric'),
          hint: i18n._('settings.cooking.metricHint'),
        },
      ]}
      failure={i18n._('settings.cooking.failed')}
    />
  );
}
