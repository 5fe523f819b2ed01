import { useId } from 'react';
import { FACTOR_CHOICES } from '@hearth/shared/scaling';
import { formatQuantity } from '@hearth/shared/amounts';
import { Button } from '../../../components/ui/button';
import styles from './scale-controls.module.css';

/** "x½", "x1", "x2": how a factor reads on its button. */
export function factorLabel(factor: number): string {
  return `x${formatQuantity(factor)}`;
}

/**
 * Scaling a dish that does not say how many it serves: by a factor (x½ to x4), each a toggle
 * button so a screen reader hears which one is on.
 */
export function FactorChoice({ factor, onChange }: { factor: number; onChange: (factor: number) => void }) {
  const id = useId();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        Scale
      </span>
      <div className={styles.row}>
        {FACTOR_CHOICES.map((choice) => (
          <Button
            key={choice}
            variant={choice === factor ? 'primary' : 'secondary'}
            aria-pressed={choice === factor}
            onClick={() => onChange(choice)}
          >
            {factorLabel(choice)}
          </Button>
        ))}
      </div>
    </div>
  );
}
