import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlannedMealChoice } from '@hearth/shared/cooked';
import { Button, PendingButton, type ButtonVariant } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { getCookedHistoryQueryOptions, useCookedHistory } from '../api/get-cooked-history';
import { useMarkCooked } from '../api/mark-cooked';
import { cookedMessages as messages } from '../messages';
import styles from './cooked.module.css';

/** When the dish is planned today, the cook says which meal they cooked, or that it was none of them. */
function ChooseMeal({
  meals,
  onChoose,
  onClose,
}: {
  meals: PlannedMealChoice[];
  onChoose: (mealId?: number) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open title={messages.chooseTitle} onClose={onClose} maxWidth={420}>
      <p className={styles.hint}>{messages.chooseHint}</p>
      <div className={styles.choices}>
        {meals.map((meal) => (
          <Button key={meal.id} onClick={() => onChoose(meal.id)}>
            {messages.plannedMeal(meal.meal_type)}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => onChoose()}>
          {messages.notPlanned}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * "Mark as cooked" (made it): records the cooking on the dish, or, when the dish is planned
 * today, marks the meal the cook picks. It never plans a meal. A second tap changes nothing on
 * the server, so the button stays usable.
 */
export function MarkCookedButton({ dishId, variant = 'secondary' }: { dishId: number; variant?: ButtonVariant }) {
  const markCooked = useMarkCooked(dishId);
  const planned = useCookedHistory(dishId).data?.planned_meals ?? [];
  const [choosing, setChoosing] = useState(false);
  const [markedMeal, setMarkedMeal] = useState<string | null>(null);
  const queryClient = useQueryClient();

  // A tap before today's meals have loaded waits for them, so a planned meal is always offered.
  async function start() {
    const meals = await queryClient
      .ensureQueryData(getCookedHistoryQueryOptions(dishId))
      .then((history) => history.planned_meals)
      .catch(() => planned);
    if (meals.length > 0) setChoosing(true);
    else mark();
  }

  function mark(mealId?: number) {
    setChoosing(false);
    setMarkedMeal(planned.find((meal) => meal.id === mealId)?.meal_type ?? null);
    markCooked.mutate(mealId);
  }

  return (
    <span className={styles.mark}>
      <PendingButton variant={variant} onClick={() => void start()} pending={markCooked.isPending} pendingLabel={messages.marking}>
        {messages.markCooked}
      </PendingButton>
      <span role="status" className={markCooked.isError ? styles.error : styles.done}>
        {markCooked.isSuccess ? (markedMeal ? messages.markedMeal(markedMeal) : messages.markedToday) : null}
        {markCooked.isError ? errorMessage(markCooked.error, messages.failed) : null}
      </span>
      {choosing ? <ChooseMeal meals={planned} onChoose={mark} onClose={() => setChoosing(false)} /> : null}
    </span>
  );
}
