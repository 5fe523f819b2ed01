import type { PutInPantryChoice } from '@hearth/shared/put-in-pantry-choice';
import { useI18n } from '../i18n';
import { AccountChoiceSection } from './account-choice-section';

/**
 * "What I check off": the shopping list offers "Put in the pantry" as a button, or puts each
 * item in the list's pantry as it is checked off (the server does it, so check-offs made
 * offline count when they arrive). Kept on the account, like the units.
 */
export function PantryChoiceSection({ choice }: { choice: PutInPantryChoice }) {
  const { i18n } = useI18n();
  return (
    <AccountChoiceSection
      title={i18n._('settings.pantry.title')}
      lead={i18n._('settings.pantry.lead')}
      legend={i18n._('settings.pantry.legend')}
      setting="put_in_pantry"
      current={choice}
      choices={[
        { value: 'ask', label: i18n._('settings.pantry.ask'), hint: i18n._('settings.pantry.askHint') },
        { value: 'always', label: i18n._('settings.pantry.always'), hint: i18n._('settings.pantry.alwaysHint') },
      ]}
      failure={i18n._('settings.pantry.failed')}
    />
  );
}
