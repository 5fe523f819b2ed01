import { useState, type ReactNode } from 'react';
import type { Dish } from '@hearth/shared/dishes';
import type { UnitSystem } from '@hearth/shared/unit-system-choice';
import { Button, ButtonLink } from '../../../components/ui/button';
import type { DishScale } from '../../../lib/dish-scale';
import { FactorChoice, factorLabel } from './factor-choice';
import { ServingsStepper } from './servings-stepper';
import { UnitSwitch } from './unit-switch';
import { dishMessages } from '../messages';
import styles from './dish-detail.module.css';

export interface DishHeaderProps {
  dish: Dish;
  scale: DishScale;
  onScaleChange: (scale: DishScale) => void;
  /** The units the dish is shown in (as written, US or metric), switched here or in Settings. */
  units: { value: UnitSystem; onChange: (units: UnitSystem) => void };
  /** Cook mode for the dish as shown; null for a dish with no steps. */
  cookHref: string | null;
  /** "Last cooked today · Cooked 3 times", supplied by the cooked feature. */
  cookedSummary?: ReactNode;
  /** "Mark as cooked", supplied by the cooked feature. */
  markCooked?: ReactNode;
}

/** docs/product.md#dish-detail: "{n} servings" for the dish as written; scaled, the servings cooked for. */
function servingsText(dish: Dish, scale: DishScale): string | null {
  if (dish.servings === null) return null;
  if (scale.servings === null || scale.servings === dish.servings) return `${dish.servings} servings`;
  return scale.servings === 1 ? '1 serving' : `${scale.servings} servings`;
}

/**
 * The dish's title, facts and picture, what can be done with it (cook, mark cooked, print), and
 * how it is shown: servings (or a factor) and the cook's units or the recipe's own.
 */
export function DishHeader({ dish, scale, onScaleChange, units, cookHref, cookedSummary, markCooked }: DishHeaderProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const servings = servingsText(dish, scale);
  const scaled = scale.factor !== 1;

  return (
    <header className={styles.header}>
      <div>
        <h1>{dish.dishName}</h1>
        <ul className={styles.facts} aria-label="About this dish">
          {dish.cookTime !== null ? <li>{dish.cookTime} min</li> : null}
          {dish.prepTime !== null ? <li>{dish.prepTime} min prep</li> : null}
          {dish.totalTime !== null ? <li>{dishMessages.totalTime(dish.totalTime)}</li> : null}
          {dish.difficulty ? <li>{dish.difficulty}</li> : null}
          {servings ? <li>{servings}</li> : null}
          {dish.servings === null && scaled ? <li>Scaled {factorLabel(scale.factor)}</li> : null}
        </ul>
        {dish.tags.length > 0 ? (
          <ul className={`${styles.tags} ${styles.noPrint}`} aria-label="Tags">
            {dish.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.noPrint}>{cookedSummary}</div>

        <div className={`${styles.doRow} ${styles.noPrint}`}>
          {cookHref ? <ButtonLink to={cookHref}>Cook</ButtonLink> : null}
          {markCooked}
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>

        <div className={`${styles.scaleRow} ${styles.noPrint}`}>
          {dish.servings !== null && scale.servings !== null ? (
            <ServingsStepper
              servings={scale.servings}
              onChange={(next) => onScaleChange({ ...scale, servings: next, factor: next / (dish.servings ?? next) })}
            />
          ) : (
            <FactorChoice factor={scale.factor} onChange={(factor) => onScaleChange({ ...scale, factor })} />
          )}
          {dish.servings !== null && scaled ? (
            <p className={styles.scaleNote}>
              Scaled from {dish.servings} servings.{' '}
              <Button
                variant="ghost"
                className={styles.inlineButton}
                onClick={() => onScaleChange({ ...scale, factor: 1, servings: dish.servings })}
              >
                Back to {dish.servings}
              </Button>
            </p>
          ) : null}
          <UnitSwitch units={units.value} onChange={units.onChange} />
        </div>
      </div>
      {dish.imageUrl && !imageFailed ? (
        <img className={styles.image} src={dish.imageUrl} alt={dish.dishName} onError={() => setImageFailed(true)} />
      ) : null}
    </header>
  );
}
