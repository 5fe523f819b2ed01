import styles from './dish-form.module.css';

/** The x beside a tag, utensil, ingredient or step in the dish form; says what it removes. */
export function RemoveButton({ name, label, onRemove }: { name: string; label?: string; onRemove: () => void }) {
  return (
    <button type="button" className={styles.remove} aria-label={label ?? `Remove ${name}`} onClick={onRemove}>
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
