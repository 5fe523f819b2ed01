import { useId } from 'react';
import { UNIT_SYSTEMS, type UnitSystem } from '@hearth/shared/unit-system-choice';
import { Button } from '../../../components/ui/button';
import { dishMessages } from '../messages';
import styles from './scale-controls.module.css';

/**
 * The dish's amounts and oven temperatures as written, in US measures or in metric, switched
 * on the dish page itself (the account's "Show quantities in" is where it starts): toggle
 * buttons like the scale's, so a screen reader hears which one is on.
 */
export function UnitSwitch({ units, onChange }: { units: UnitSystem; onChange: (units: UnitSystem) => void }) {
  const id = useId();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {dishMessages.unitsLabel}
      </span>
      <div className={styles.row}>
        {UNIT_SYSTEMS.map((choice) => (
          <Button
            key={choice}
            variant={choice === units ? 'primary' : 'secondary'}
            aria-pressed={choice === units}
            onClick={() => onChange(choice)}
          >
            {dishMessages.unitChoices[choice]}
          </Button>
        ))}
      </div>
    </div>
  );
}
