import { useId, useState } from 'react';
import type { UnitSystem } from '@hearth/shared/unit-system-choice';
import { Alert } from '../../../components/ui/alert';
import { useUpdateUnits } from '../api/update-units';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

const CHOICES: Array<{ units: UnitSystem; label: string; hint: string }> = [
  { units: 'as-written', label: 'As written', hint: 'Each recipe the way it was written.' },
  { units: 'us', label: 'US', hint: 'Cups, tablespoons, ounces and pounds; oven temperatures in °F.' },
  { units: 'metric', label: 'Metric', hint: 'Millilitres, litres, grams and kilograms; oven temperatures in °C.' },
];

/**
 * "Show quantities in": applies at once on every dish and in cook mode (they read the session),
 * and is kept on the account. Counts, pinches and cups of flour (no weight without a density)
 * stay as written whatever the choice.
 */
export function CookingSection({ units }: { units: UnitSystem }) {
  const updateUnits = useUpdateUnits();
  const idPrefix = useId();
  const [chosen, setChosen] = useState(units);

  function choose(next: UnitSystem) {
    setChosen(next);
    updateUnits.mutate(next, { onError: () => setChosen(units) });
  }

  return (
    <SettingsSection title="Cooking" lead="How dishes show their amounts. A dish can always show its original with one tap.">
      <fieldset className={styles.choices}>
        <legend>Show quantities in</legend>
        {CHOICES.map((choice) => (
          <div key={choice.units} className={styles.choice}>
            <input
              id={`${idPrefix}-${choice.units}`}
              type="radio"
              name="units"
              value={choice.units}
              checked={chosen === choice.units}
              aria-describedby={`${idPrefix}-${choice.units}-hint`}
              onChange={() => choose(choice.units)}
            />
            <span>
              <label htmlFor={`${idPrefix}-${choice.units}`}>{choice.label}</label>
              <span id={`${idPrefix}-${choice.units}-hint`} className={styles.choiceHint}>
                {choice.hint}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      {updateUnits.isError ? <Alert>Your choice of units could not be saved. Please try again.</Alert> : null}
    </SettingsSection>
  );
}
