import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cookSteps, ingredientsForStep } from '@hearth/shared/cook-steps';
import type { Dish } from '@hearth/shared/dishes';
import { ingredientsAsShown, instructionsAsShown } from '@hearth/shared/dish-view';
import { Button } from '../../../components/ui/button';
import { DirectionArrow } from '../../../components/ui/direction-arrow';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { useCookTimers } from '../hooks/use-cook-timers';
import { useStepKeys } from '../hooks/use-step-keys';
import { useSwipe } from '../hooks/use-swipe';
import { useTimerTitle } from '../hooks/use-timer-title';
import { useWakeLock } from '../hooks/use-wake-lock';
import type { DishScale } from '../../../lib/dish-scale';
import { useFormat } from '../../../lib/i18n/format';
import { useTextDirection } from '../../../lib/i18n/use-text-direction';
import { useI18n } from '../i18n';
import { IngredientList } from './ingredient-list';
import { StepText } from './step-text';
import { TimerPanel } from './timer-panel';
import styles from './cook-mode.module.css';

export type CookableDish = Pick<Dish, 'dishName' | 'ingredients' | 'instructions' | 'servings'> & Partial<Pick<Dish, 'stepPictures'>>;

interface CookModeProps {
  dish: CookableDish;
  scale: DishScale;
  onExit: () => void;
  /** Shown on the last step, above "Finish": "Mark as cooked". */
  lastStepAction?: ReactNode;
}

/**
 * Cook mode: the dish one step at a time, full screen and in large type, with the screen kept
 * on, the current step's ingredients at hand and its times as tap-to-start timers.
 */
export function CookMode({ dish, scale, onExit, lastStepAction }: CookModeProps) {
  const steps = useMemo(() => instructionsAsShown(cookSteps(dish.instructions), scale.units), [dish.instructions, scale.units]);
  const ingredients = useMemo(
    () => ingredientsAsShown(dish.ingredients, scale.factor, scale.units),
    [dish.ingredients, scale.factor, scale.units],
  );
  const { i18n } = useI18n();
  const format = useFormat();
  const [stepIndex, setStepIndex] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const timers = useCookTimers();
  const wakeLock = useWakeLock();
  const dialogRef = useModalDialog(true);
  const stepRef = useRef<HTMLElement>(null);

  const last = steps.length - 1;
  const next = useCallback(() => setStepIndex((index) => Math.min(index + 1, last)), [last]);
  const previous = useCallback(() => setStepIndex((index) => Math.max(index - 1, 0)), []);
  // Right to left, the next step lies to the left: the left arrow key and a swipe to the right reach it.
  const rtl = useTextDirection() === 'rtl';
  useStepKeys(next, previous, rtl);
  const swipe = useSwipe(rtl ? previous : next, rtl ? next : previous);
  useTimerTitle(timers);

  // The dialog focuses its first button (Exit) when it opens; start on the step instead, so
  // Space moves on rather than leaving.
  useEffect(() => stepRef.current?.focus(), []);

  const step = steps[stepIndex] ?? '';
  const stepPicture = dish.stepPictures?.[stepIndex] ?? '';
  const stepIngredients = useMemo(() => ingredientsForStep(step, ingredients), [step, ingredients]);
  const activeKeys = new Set(timers.timers.filter((timer) => timer.status !== 'done').map((timer) => timer.key));
  const note =
    dish.servings !== null && scale.servings !== null && scale.servings !== dish.servings
      ? i18n._('cookMode.scaledToServings', { servings: scale.servings })
      : dish.servings === null && scale.factor !== 1
        ? i18n._('cookMode.scaledByFactor', { factor: format.number(scale.factor) })
        : null;
  const counter = i18n._('cookMode.stepCounter', { current: stepIndex + 1, total: steps.length });

  return (
    <dialog
      ref={dialogRef}
      className={styles.screen}
      aria-labelledby="cook-mode-title"
      onCancel={(event) => {
        event.preventDefault();
        onExit();
      }}
    >
      <header className={styles.header}>
        <Button variant="secondary" onClick={onExit}>
          <DirectionArrow to="back" /> {i18n._('cookMode.exit')}
        </Button>
        <div className={styles.titleBlock}>
          <h1 id="cook-mode-title" className={styles.title} translate="no" dir="auto">
            {dish.dishName}
          </h1>
          {note ? <p className={styles.muted}>{note}</p> : null}
        </div>
        {steps.length > 0 ? <p className={styles.counter}>{counter}</p> : null}
      </header>

      {steps.length === 0 ? (
        <div className={styles.empty}>
          <p>{i18n._('cookMode.noSteps')}</p>
          <Button onClick={onExit}>{i18n._('cookMode.backToDish')}</Button>
        </div>
      ) : (
        <>
          <div className={styles.body}>
            <section ref={stepRef} className={styles.step} aria-label={counter} aria-live="polite" tabIndex={-1} {...swipe}>
              <StepText key={stepIndex} text={step} stepIndex={stepIndex} activeKeys={activeKeys} onStartTimer={timers.start} />
              {stepPicture ? (
                <img
                  key={stepPicture}
                  className={styles.stepPicture}
                  src={stepPicture}
                  alt={i18n._('cookMode.stepPhoto', { number: stepIndex + 1 })}
                />
              ) : null}
            </section>

            <aside className={styles.side} aria-label={i18n._('cookMode.ingredients')}>
              {stepIngredients.length > 0 ? (
                <>
                  <h2 className={styles.sideHeading}>{i18n._('cookMode.forThisStep')}</h2>
                  <IngredientList ingredients={stepIngredients} label={i18n._('cookMode.ingredientsForThisStep')} />
                </>
              ) : null}
              {ingredients.length > 0 ? (
                <>
                  <Button
                    variant="secondary"
                    aria-expanded={showAll}
                    aria-controls="cook-mode-all-ingredients"
                    onClick={() => setShowAll((shown) => !shown)}
                  >
                    {i18n._('cookMode.allIngredients')} <span aria-hidden="true">{showAll ? '▴' : '▾'}</span>
                  </Button>
                  <div id="cook-mode-all-ingredients" hidden={!showAll}>
                    <IngredientList ingredients={ingredients} label={i18n._('cookMode.allIngredients')} />
                  </div>
                </>
              ) : null}
            </aside>
          </div>

          <div className={styles.tray}>
            <TimerPanel timers={timers} />
            {wakeLock === 'unsupported' ? (
              <p className={styles.note} role="status">
                {i18n._('cookMode.wakeLockUnsupported')}
              </p>
            ) : wakeLock === 'refused' ? (
              <p className={styles.note} role="status">
                {i18n._('cookMode.wakeLockRefused')}
              </p>
            ) : null}
          </div>

          {stepIndex === last && lastStepAction ? <div className={styles.lastStep}>{lastStepAction}</div> : null}

          <footer className={styles.footer}>
            <Button variant="secondary" onClick={previous} disabled={stepIndex === 0}>
              <DirectionArrow to="back" /> {i18n._('cookMode.previous')}
            </Button>
            {stepIndex < last ? (
              <Button onClick={next}>
                {i18n._('cookMode.next')} <DirectionArrow to="forward" />
              </Button>
            ) : (
              <Button onClick={onExit}>{i18n._('cookMode.finish')}</Button>
            )}
          </footer>
        </>
      )}
    </dialog>
  );
}
