import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cookSteps, ingredientsForStep } from '@hearth/shared/cook-steps';
import type { Dish } from '@hearth/shared/dishes';
import { ingredientsAsShown, instructionsAsShown } from '@hearth/shared/dish-view';
import { Button } from '../../../components/ui/button';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { useCookTimers } from '../hooks/use-cook-timers';
import { useStepKeys } from '../hooks/use-step-keys';
import { useSwipe } from '../hooks/use-swipe';
import { useTimerTitle } from '../hooks/use-timer-title';
import { useWakeLock } from '../hooks/use-wake-lock';
import type { DishScale } from '../../../lib/dish-scale';
import { IngredientList } from './ingredient-list';
import { StepText } from './step-text';
import { TimerPanel } from './timer-panel';
import styles from './cook-mode.module.css';

export type CookableDish = Pick<Dish, 'dishName' | 'ingredients' | 'instructions' | 'servings'>;

interface CookModeProps {
  dish: CookableDish;
  scale: DishScale;
  onExit: () => void;
  /** Shown on the last step, above "Finish": "Mark as cooked". */
  lastStepAction?: ReactNode;
}

function scaleNote({ factor, servings }: DishScale, dishServings: number | null): string | null {
  if (dishServings !== null && servings !== null && servings !== dishServings) return `Scaled to ${servings} servings`;
  if (dishServings === null && factor !== 1) return `Scaled ×${factor}`;
  return null;
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
  const [stepIndex, setStepIndex] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const timers = useCookTimers();
  const wakeLock = useWakeLock();
  const dialogRef = useModalDialog(true);
  const stepRef = useRef<HTMLElement>(null);

  const last = steps.length - 1;
  const next = useCallback(() => setStepIndex((index) => Math.min(index + 1, last)), [last]);
  const previous = useCallback(() => setStepIndex((index) => Math.max(index - 1, 0)), []);
  useStepKeys(next, previous);
  const swipe = useSwipe(next, previous);
  useTimerTitle(timers);

  // The dialog focuses its first button (Exit) when it opens; start on the step instead, so
  // Space moves on rather than leaving.
  useEffect(() => stepRef.current?.focus(), []);

  const step = steps[stepIndex] ?? '';
  const stepIngredients = useMemo(() => ingredientsForStep(step, ingredients), [step, ingredients]);
  const activeKeys = new Set(timers.timers.filter((timer) => timer.status !== 'done').map((timer) => timer.key));
  const note = scaleNote(scale, dish.servings);

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
          <span aria-hidden="true">←</span> Exit
        </Button>
        <div className={styles.titleBlock}>
          <h1 id="cook-mode-title" className={styles.title}>
            {dish.dishName}
          </h1>
          {note ? <p className={styles.muted}>{note}</p> : null}
        </div>
        {steps.length > 0 ? (
          <p className={styles.counter}>
            Step {stepIndex + 1} of {steps.length}
          </p>
        ) : null}
      </header>

      {steps.length === 0 ? (
        <div className={styles.empty}>
          <p>This dish has no steps to cook from.</p>
          <Button onClick={onExit}>Back to the dish</Button>
        </div>
      ) : (
        <>
          <div className={styles.body}>
            <section
              ref={stepRef}
              className={styles.step}
              aria-label={`Step ${stepIndex + 1} of ${steps.length}`}
              aria-live="polite"
              tabIndex={-1}
              {...swipe}
            >
              <StepText key={stepIndex} text={step} stepIndex={stepIndex} activeKeys={activeKeys} onStartTimer={timers.start} />
            </section>

            <aside className={styles.side} aria-label="Ingredients">
              {stepIngredients.length > 0 ? (
                <>
                  <h2 className={styles.sideHeading}>For this step</h2>
                  <IngredientList ingredients={stepIngredients} label="Ingredients for this step" />
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
                    All ingredients <span aria-hidden="true">{showAll ? '▴' : '▾'}</span>
                  </Button>
                  <div id="cook-mode-all-ingredients" hidden={!showAll}>
                    <IngredientList ingredients={ingredients} label="All ingredients" />
                  </div>
                </>
              ) : null}
            </aside>
          </div>

          <div className={styles.tray}>
            <TimerPanel timers={timers} />
            {wakeLock === 'unsupported' ? (
              <p className={styles.note} role="status">
                Your browser can't keep the screen on; set your screen to stay on longer while you cook.
              </p>
            ) : wakeLock === 'refused' ? (
              <p className={styles.note} role="status">
                The screen may dim: your browser would not keep it on just now.
              </p>
            ) : null}
          </div>

          {stepIndex === last && lastStepAction ? <div className={styles.lastStep}>{lastStepAction}</div> : null}

          <footer className={styles.footer}>
            <Button variant="secondary" onClick={previous} disabled={stepIndex === 0}>
              <span aria-hidden="true">←</span> Previous
            </Button>
            {stepIndex < last ? (
              <Button onClick={next}>
                Next <span aria-hidden="true">→</span>
              </Button>
            ) : (
              <Button onClick={onExit}>Finish</Button>
            )}
          </footer>
        </>
      )}
    </dialog>
  );
}
