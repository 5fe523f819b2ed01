import type { I18n } from '@lingui/core';
import { useState, type ReactNode } from 'react';
import type { Dish } from '@hearth/shared/dishes';
import type { UnitSystem } from '@hearth/shared/unit-system-choice';
import { Button, ButtonLink } from '../../../components/ui/button';
import type { DishScale } from '../../../lib/dish-scale';
import { FactorChoice, factorLabel } from './factor-choice';
import { FavouriteButton } from '../library/favourite-button';
import { useI18n } from '../i18n';
import { ServingsStepper } from './servings-stepper';
import { UnitSwitch } from './unit-switch';
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
  /** The reader's heart on the dish; absent where there is none to give (a preview). */
  favourite?: boolean;
}

/** docs/product.md#dish-detail: "{n} servings" for the dish as written (English says "servings" even for one); scaled, the servings cooked for. */
function servingsText(i18n: I18n, dish: Dish, scale: DishScale): string | null {
  if (dish.servings === null) return null;
  if (scale.servings === null || scale.servings === dish.servings)
    return i18n._('dishes.detail.servingsAsWritten', { count: dish.servings });
  return i18n._('dishes.detail.servings', { count: scale.servings });
}

/** A recipe's time as a cook reads it: "45 min", "1 h 30 min", "8 h" (not "480 min"). */
function minutesText(i18n: I18n, total: number): string {
  const whole = Math.max(0, Math.round(total));
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  if (hours === 0) return i18n._('dishes.time.minutes', { minutes });
  if (minutes === 0) return i18n._('dishes.time.hours', { hours });
  return i18n._('dishes.time.hoursMinutes', { hours, minutes });
}

/** The dish's difficulty, one of the product's three, in the shown language. */
function difficultyText(i18n: I18n, difficulty: Dish['difficulty']): string | null {
  switch (difficulty) {
    case 'Easy':
      return i18n._('dishes.difficulty.easy');
    case 'Medium':
      return i18n._('dishes.difficulty.medium');
    case 'Hard':
      return i18n._('dishes.difficulty.hard');
    default:
      return null;
  }
}

/**
 * The dish's title, facts and picture, what can be done with it (cook, mark cooked, print), and
 * how it is shown: servings (or a factor) and the cook's units or the recipe's own.
 */
export function DishHeader({ dish, scale, onScaleChange, units, cookHref, cookedSummary, markCooked, favourite }: DishHeaderProps) {
  const { i18n } = useI18n();
  const [imageFailed, setImageFailed] = useState(false);
  const servings = servingsText(i18n, dish, scale);
  const difficulty = difficultyText(i18n, dish.difficulty);
  const scaled = scale.factor !== 1;

  return (
    <header className={styles.header}>
      <div>
        <h1 translate="no">{dish.dishName}</h1>
        <ul className={styles.facts} aria-label={i18n._('dishes.detail.facts')}>
          {dish.cookTime !== null ? <li>{i18n._('dishes.detail.cookTime', { minutes: dish.cookTime })}</li> : null}
          {dish.prepTime !== null ? <li>{i18n._('dishes.card.prepTime', { minutes: dish.prepTime })}</li> : null}
          {dish.totalTime !== null ? <li>{i18n._('dishes.detail.totalTime', { time: minutesText(i18n, dish.totalTime) })}</li> : null}
          {difficulty ? <li>{difficulty}</li> : null}
          {servings ? <li>{servings}</li> : null}
          {dish.servings === null && scaled ? (
            <li>{i18n._('dishes.detail.scaledBy', { factor: factorLabel(i18n, scale.factor) })}</li>
          ) : null}
        </ul>
        {dish.tags.length > 0 ? (
          <ul className={`${styles.tags} ${styles.noPrint}`} aria-label={i18n._('dishes.detail.tags')} translate="no">
            {dish.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.noPrint}>{cookedSummary}</div>

        <div className={`${styles.doRow} ${styles.noPrint}`}>
          {cookHref ? <ButtonLink to={cookHref}>{i18n._('dishes.detail.cook')}</ButtonLink> : null}
          {markCooked}
          <Button variant="secondary" onClick={() => window.print()}>
            {i18n._('dishes.detail.print')}
          </Button>
          {favourite === undefined ? null : <FavouriteButton dishId={dish.id} favourite={favourite} placement="page" />}
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
              {i18n._('dishes.detail.scaledFrom', { count: dish.servings })}{' '}
              <Button
                variant="ghost"
                className={styles.inlineButton}
                onClick={() => onScaleChange({ ...scale, factor: 1, servings: dish.servings })}
              >
                {i18n._('dishes.detail.backTo', { count: dish.servings })}
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
