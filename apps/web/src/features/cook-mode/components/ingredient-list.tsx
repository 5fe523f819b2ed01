import { formatAmount } from '@hearth/shared/amounts';
import type { ShownIngredient } from '@hearth/shared/dish-view';
import styles from './cook-mode.module.css';

/** Ingredients with their amounts as shown (scaled, in the cook's units): "1 ½ cups flour". */
export function IngredientList({ ingredients, label }: { ingredients: ShownIngredient[]; label: string }) {
  return (
    <ul className={styles.ingredients} aria-label={label}>
      {ingredients.map((ingredient, index) => {
        const amount = formatAmount(ingredient.quantity, ingredient.unit);
        return (
          <li key={`${index}-${ingredient.item}`}>
            {amount ? <span className={styles.amount}>{amount}</span> : null} {ingredient.item}
            {ingredient.optional ? <span className={styles.muted}> (optional)</span> : null}
            {ingredient.capped ? <span className={styles.muted}> (the most a dish can hold)</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
