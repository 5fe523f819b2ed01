import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { type AccountChoices, useUpdateAccountChoice } from '../api/update-account-choice';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

/** The choices made with radio buttons, whose values are always one of a few words. */
type RadioChoice = 'theme' | 'units' | 'put_in_pantry';

interface AccountChoiceSectionProps<K extends RadioChoice> {
  title: string;
  lead: string;
  /** Names the group of radio buttons. */
  legend: string;
  setting: K;
  /** The choice the session holds now. */
  current: AccountChoices[K];
  choices: Array<{ value: AccountChoices[K]; label: string; hint: string }>;
  failure: string;
}

/**
 * A Settings card choosing one of a few words kept on the account. The choice applies at once;
 * it is also kept here, so the radio button shows it in the same frame as the click, before the
 * shared session data (updated a moment later) catches up.
 */
export function AccountChoiceSection<K extends RadioChoice>({
  title,
  lead,
  legend,
  setting,
  current,
  choices,
  failure,
}: AccountChoiceSectionProps<K>) {
  const update = useUpdateAccountChoice(setting);
  const idPrefix = useId();
  const [chosen, setChosen] = useState(current);

  function choose(next: AccountChoices[K]) {
    setChosen(next);
    update.mutate(next, { onError: () => setChosen(current) });
  }

  return (
    <SettingsSection title={title} lead={lead}>
      <fieldset className={styles.choices}>
        <legend>{legend}</legend>
        {choices.map((choice) => (
          <div key={choice.value} className={styles.choice}>
            <input
              id={`${idPrefix}-${choice.value}`}
              type="radio"
              name={setting}
              value={choice.value}
              checked={chosen === choice.value}
              aria-describedby={`${idPrefix}-${choice.value}-hint`}
              onChange={() => choose(choice.value)}
            />
            <span>
              <label htmlFor={`${idPrefix}-${choice.value}`}>{choice.label}</label>
              <span id={`${idPrefix}-${choice.value}-hint`} className={styles.choiceHint}>
                {choice.hint}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      {update.isError ? <Alert>{failure}</Alert> : null}
    </SettingsSection>
  );
}
