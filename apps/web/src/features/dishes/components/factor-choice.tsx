import type { I18n } from '@lingui/core';
import { useId } from 'react';
import { FACTOR_CHOICES } from '@hearth/shared/scaling';
import { formatQuantity } from '@hearth/shared/amounts';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../i18n';
import styles from './scale-controls.module.css';

/** "x½", "x1", "x2": how a factor reads on its button. */
export function factorLabel(i18n: I18n, factor: number): string {
  return i18n._('dishes.scale.factor', { factor: formatQuantity(factor) });
}

/**
 * Scaling a dish that does not say how many it serves: by a factor (x½ to x4), each a toggle
 * button so a screen reader hears which one is on.
 */
export function FactorChoice({ factor, onChange }: { factor: number; onChange: (factor: number) => void }) {
  const { i18n } = useI18n();
  const id = useId();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {i18n._('dishes.scale.label')}
      </span>
      <div className={styles.row}>
        {FACTOR_CHOICES.map((choice) => (
          <Button
            key={choice}
            variant={choice === factor ? 'primary' : 'secondary'}
            aria-pressed={choice === factor}
            onClick={() => onChange(choice)}
          >
            {factorLabel(i18n, choice)}
          </Button>
        ))}
      </div>
    </div>
  );
}
