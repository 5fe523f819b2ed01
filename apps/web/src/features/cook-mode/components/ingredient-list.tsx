import type { ShownIngredient } from '@hearth/shared/dish-view';
import { useFormat } from '../../../lib/i18n/format';
import { useI18n } from '../i18n';
import styles from './cook-mode.module.css';

/**
 * Ingredients with their amounts as shown (scaled, in the cook's units): "1 ½ cups flour",
 * "2 EL Butter". The food is the cook's own words, never translated (translate="no"), in their own direction.
 */
export function IngredientList({ ingredients, label }: { ingredients: ShownIngredient[]; label: string }) {
  const { i18n } = useI18n();
  const format = useFormat();
  return (
    <ul className={styles.ingredients} aria-label={label}>
      {ingredients.map((ingredient, index) => {
        const amount = format.amount(ingredient.quantity, ingredient.unit);
        return (
          <li key={`${index}-${ingredient.item}`}>
            {amount ? <span className={styles.amount}>{amount}</span> : null}{' '}
            <span translate="no" dir="auto">
              {ingredient.item}
            </span>
            {ingredient.optional ? <span className={styles.muted}> {i18n._('cookMode.optional')}</span> : null}
            {ingredient.capped ? <span className={styles.muted}> {i18n._('cookMode.capped')}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
