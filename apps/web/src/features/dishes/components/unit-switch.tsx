import type { I18n } from '@lingui/core';
import { useId } from 'react';
import { UNIT_SYSTEMS, type UnitSystem } from '@hearth/shared/unit-system-choice';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../i18n';
import styles from './scale-controls.module.css';

/** One unit system's name on its button, in the shown language. */
function unitChoiceText(i18n: I18n, choice: UnitSystem): string {
  switch (choice) {
    case 'as-written':
      return i18n._('dishes.units.asWritten');
    case 'us':
      return i18n._('dishes.units.us');
    case 'metric':
      return i18n._('dishes.units.metric');
  }
}

/**
 * The dish's amounts and oven temperatures as written, in US measures or in metric, switched
 * on the dish page itself (the account's "Show quantities in" is where it starts): toggle
 * buttons like the scale's, so a screen reader hears which one is on.
 */
export function UnitSwitch({ units, onChange }: { units: UnitSystem; onChange: (units: UnitSystem) => void }) {
  const id = useId();
  const { i18n } = useI18n();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {i18n._('dishes.units.label')}
      </span>
      <div className={styles.row}>
        {UNIT_SYSTEMS.map((choice) => (
          <Button
            key={choice}
            variant={choice === units ? 'primary' : 'secondary'}
            aria-pressed={choice === units}
            onClick={() => onChange(choice)}
          >
            {unitChoiceText(i18n, choice)}
          </Button>
        ))}
      </div>
    </div>
  );
}
