import styles from './direction-arrow.module.css';

/**
 * An arrow beside a label ("← Previous", "Next →") that follows the reading direction: under
 * `dir="rtl"` "forward" points left. Decorative: the label beside it names the action.
 */
export function DirectionArrow({ to }: { to: 'back' | 'forward' }) {
  return (
    <span aria-hidden="true" className={styles.arrow}>
      {to === 'back' ? '←' : '→'}
    </span>
  );
}
