import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { PlannedMealChoice } from '@hearth/shared/cooked';
import type { MealType } from '@hearth/shared/meal-rules';
import { Button, PendingButton, type ButtonVariant } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/errors/error-text';
import { getCookedHistoryQueryOptions, useCookedHistory } from '../api/get-cooked-history';
import { useMarkCooked } from '../api/mark-cooked';
import { useI18n } from '../i18n';
import styles from './cooked.module.css';
import { CookingDetailsDialog } from './cooking-details-dialog';

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
  const { i18n } = useI18n();
  return (
    <Dialog open title={i18n._('cooked.choose.title')} onClose={onClose} maxWidth={420}>
      <p className={styles.hint}>{i18n._('cooked.choose.hint')}</p>
      <div className={styles.choices}>
        {meals.map((meal) => (
          <Button key={meal.id} onClick={() => onChoose(meal.id)}>
            {i18n._('cooked.choose.plannedMeal', { meal: meal.meal_type })}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => onChoose()}>
          {i18n._('cooked.choose.notPlanned')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * "Mark as cooked" (made it): records the cooking on the dish, or, when the dish is planned
 * today, marks the meal the cook picks. It never plans a meal. A second tap changes nothing on
 * the server, so the button stays usable. Once recorded, "Add a rating or note" opens the
 * cooking's details (day, stars, note, photo): one tap records, the rest is optional.
 */
export function MarkCookedButton({
  dishId,
  variant = 'secondary',
  afterRecorded,
}: {
  dishId: number;
  variant?: ButtonVariant;
  /** What else a recorded cooking offers (the pantry's "Take the ingredients out"), composed by the route. */
  afterRecorded?: ReactNode;
}) {
  const { i18n } = useI18n();
  const markCooked = useMarkCooked(dishId);
  const planned = useCookedHistory(dishId).data?.planned_meals ?? [];
  const [choosing, setChoosing] = useState(false);
  const [markedMeal, setMarkedMeal] = useState<MealType | null>(null);
  const [addingDetails, setAddingDetails] = useState(false);
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

  // The cooking just recorded: one tap saved it, and the cook may add a rating, a note or a photo.
  const answer = markCooked.data;
  const recorded = answer
    ? (answer.log.find((entry) => entry.id === answer.entry_id) ?? {
        id: answer.entry_id,
        cooked_on: answer.last_cooked ?? '',
        rating: null,
        note: null,
        image_url: null,
      })
    : null;

  return (
    <span className={styles.mark}>
      <PendingButton variant={variant} onClick={() => void start()} pending={markCooked.isPending} pendingLabel={i18n._('cooked.marking')}>
        {i18n._('cooked.mark')}
      </PendingButton>
      <span role="status" className={markCooked.isError ? styles.error : styles.done}>
        {markCooked.isSuccess ? (markedMeal ? i18n._('cooked.markedMeal', { meal: markedMeal }) : i18n._('cooked.markedToday')) : null}
        {markCooked.isError ? errorText(i18n, markCooked.error, i18n._('cooked.failed')) : null}
      </span>
      {recorded ? (
        <Button variant="ghost" onClick={() => setAddingDetails(true)}>
          {i18n._('cooked.details.open')}
        </Button>
      ) : null}
      {recorded ? afterRecorded : null}
      {choosing ? <ChooseMeal meals={planned} onChoose={mark} onClose={() => setChoosing(false)} /> : null}
      {addingDetails && recorded ? <CookingDetailsDialog dishId={dishId} entry={recorded} onClose={() => setAddingDetails(false)} /> : null}
    </span>
  );
}
