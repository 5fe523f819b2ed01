import { formatAmount } from '@hearth/shared/amounts';
import type { UnitSystem } from '@hearth/shared/unit-systems';
import { convertForDisplay } from '@hearth/shared/unit-systems';
import styles from './cook-mode.module.css';

export interface CookIngredient {
  item: string;
  quantity: number;
  unit: string;
  optional: boolean;
  capped: boolean;
}

/** Ingredients with their (scaled) amounts in the cook's unit system: "1 ½ cups flour". */
export function IngredientList({ ingredients, units, label }: { ingredients: CookIngredient[]; units: UnitSystem; label: string }) {
  return (
    <ul className={styles.ingredients} aria-label={label}>
      {ingredients.map((ingredient, index) => {
        const shown = convertForDisplay(ingredient.quantity, ingredient.unit, units);
        const amount = formatAmount(shown.quantity, shown.unit);
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
