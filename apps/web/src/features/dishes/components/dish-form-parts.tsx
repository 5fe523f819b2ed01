import styles from './dish-form.module.css';

/** The x beside a tag, utensil or ingredient in the dish form; says what it removes. */
export function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button type="button" className={styles.remove} aria-label={`Remove ${name}`} onClick={onRemove}>
      <span aria-hidden="true">✕</span>
    </button>
  );
}

/** A field's error under a group of the dish form, announced to screen readers. */
export function GroupError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );
}
