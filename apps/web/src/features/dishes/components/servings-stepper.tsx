import type { I18n } from '@lingui/core';
import { useId, useState } from 'react';
import { SERVINGS_RANGE } from '@hearth/shared/scaling';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../i18n';
import styles from './scale-controls.module.css';

/** What is wrong with typed servings, or null when they can be cooked for (a whole number from 1 to 500). */
export function servingsProblem(i18n: I18n, text: string): string | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || !Number.isInteger(value)) {
    return i18n._('dishes.servings.notWhole', { min: SERVINGS_RANGE.min, max: SERVINGS_RANGE.max });
  }
  if (value < SERVINGS_RANGE.min) return i18n._('dishes.servings.tooFew', { min: SERVINGS_RANGE.min });
  if (value > SERVINGS_RANGE.max) return i18n._('dishes.servings.tooMany', { max: SERVINGS_RANGE.max });
  return null;
}

const clamp = (value: number) => Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, value));

interface ServingsStepperProps {
  /** The servings shown now (1 to 500). */
  servings: number;
  onChange: (servings: number) => void;
}

/**
 * The dish page's servings: − and + buttons around a number field, and x½ / x2 shortcuts.
 * Typed servings outside 1 to 500 (0, -2, 10,000) or not whole are refused with a message and
 * leave the amounts as they were until the cook types a number that works.
 */
export function ServingsStepper({ servings, onChange }: ServingsStepperProps) {
  const { i18n } = useI18n();
  const id = useId();
  const [text, setText] = useState(String(servings));
  const [shown, setShown] = useState(servings);
  // Servings changed from outside (a reset, the way back from cook mode): show them.
  if (shown !== servings) {
    setShown(servings);
    setText(String(servings));
  }
  const problem = servingsProblem(i18n, text);

  function commit(next: number) {
    const value = clamp(next);
    setText(String(value));
    setShown(value);
    onChange(value);
  }

  function type(next: string) {
    setText(next);
    if (servingsProblem(i18n, next) === null) {
      setShown(Number(next));
      onChange(Number(next));
    }
  }

  return (
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-servings`} className={styles.label}>
        {i18n._('dishes.servings.label')}
      </label>
      <div className={styles.row}>
        <Button
          variant="secondary"
          iconOnly
          aria-label={i18n._('dishes.servings.fewer')}
          onClick={() => commit(servings - 1)}
          disabled={servings <= SERVINGS_RANGE.min}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <input
          id={`${id}-servings`}
          className={styles.number}
          type="number"
          inputMode="numeric"
          min={SERVINGS_RANGE.min}
          max={SERVINGS_RANGE.max}
          step={1}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            if (text.trim() === '') setText(String(servings));
          }}
        />
        <Button
          variant="secondary"
          iconOnly
          aria-label={i18n._('dishes.servings.more')}
          onClick={() => commit(servings + 1)}
          disabled={servings >= SERVINGS_RANGE.max}
        >
          <span aria-hidden="true">+</span>
        </Button>
        {/* The names start with the visible text, as speech control needs ("click x2"). */}
        <Button
          variant="secondary"
          className={styles.shortcut}
          aria-label={i18n._('dishes.servings.halve')}
          onClick={() => commit(Math.round(servings / 2))}
          disabled={servings <= SERVINGS_RANGE.min}
        >
          {i18n._('dishes.servings.halveShort')}
        </Button>
        <Button
          variant="secondary"
          className={styles.shortcut}
          aria-label={i18n._('dishes.servings.double')}
          onClick={() => commit(servings * 2)}
          disabled={servings * 2 > SERVINGS_RANGE.max}
        >
          {i18n._('dishes.servings.doubleShort')}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
