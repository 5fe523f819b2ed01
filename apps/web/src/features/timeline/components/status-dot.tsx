import type { MealStatus } from '@hearth/shared/meal-rules';
import { mealStatusText } from '../../../lib/kitchen-words/meal-words';
import { useI18n } from '../i18n';
import styles from './timeline.module.css';

/**
 * docs/product.md#states: planned blue, cooked and eaten green, cancelled red. Colour alone says
 * nothing to a screen reader or a colour-blind cook, so the dot is named with its status.
 */
export function StatusDot({ status }: { status: MealStatus }) {
  const { i18n } = useI18n();
  const label = mealStatusText(i18n, status);
  return <span className={`${styles.dot} ${styles[status]}`} role="img" aria-label={label} title={label} />;
}
