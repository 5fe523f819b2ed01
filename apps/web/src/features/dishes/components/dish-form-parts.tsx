import type { Difficulty } from '@hearth/shared/dish-rules';
import { useI18n } from '../i18n';
import styles from './dish-form.module.css';

/** The x beside a tag, utensil, ingredient or step in the dish form; says what it removes. */
export function RemoveButton({ name, label, onRemove }: { name: string; label?: string; onRemove: () => void }) {
  const { i18n } = useI18n();
  return (
    <button type="button" className={styles.remove} aria-label={label ?? i18n._('dishes.form.remove', { name })} onClick={onRemove}>
      <span aria-hidden="true">✕</span>
    </button>
  );
}

/**
 * A field's error under a group of the dish form, announced to screen readers; a failed save
 * scrolls to the first error and focuses it (`data-error-anchor`).
 */
export function GroupError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.error} tabIndex={-1} data-error-anchor="">
      {error}
    </p>
  );
}

const DIFFICULTY_NAMES: Readonly<Record<Difficulty, string>> = {
  Easy: /*i18n*/ 'dishes.difficulty.easy',
  Medium: /*i18n*/ 'dishes.difficulty.medium',
  Hard: /*i18n*/ 'dishes.difficulty.hard',
};

/** The product's three difficulties as options, each named in the shown language; the value stays the product's. */
export function DifficultyOptions({ values }: { values: readonly Difficulty[] }) {
  const { i18n } = useI18n();
  return values.map((value) => (
    <option key={value} value={value}>
      {i18n._(DIFFICULTY_NAMES[value])}
    </option>
  ));
}
