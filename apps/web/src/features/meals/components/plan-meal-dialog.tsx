import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { IMPORT_SCREEN_PATH } from '@hearth/shared/import-rules';
import type { CookbookDish, DishSummary } from '@hearth/shared/dishes';
import { aYearAfter, addDays } from '@hearth/shared/calendar-dates';
import { MEAL_TYPES, type MealType, isCalendarDate } from '@hearth/shared/meal-rules';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { isServerAnswer } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors/error-text';
import { RichText } from '../../../lib/i18n/rich-text';
import { mealTypeText } from '../../../lib/kitchen-words/meal-words';
import { localToday } from '../../../lib/dates';
import { useCreateMeal } from '../api/create-meal';
import { useI18n } from '../i18n';
import styles from './plan-meal-dialog.module.css';
import { useMealDate } from './use-meal-date';

/** A dish the meal is tied to and the cook cannot change, such as one just made from a photo. */
export type LockedDish = Pick<DishSummary, 'id' | 'dishName' | 'imageUrl'>;

export interface DishChoices {
  dishes: DishSummary[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** On a hearth's dashboard: its cookbook, whose dishes others shared can be planned there too. */
export interface CookbookChoices {
  name: string;
  dishes: CookbookDish[] | undefined;
  /** The reader, whose own shared dishes are already among "My dishes". */
  ownerId: string;
}

interface PlanMealDialogProps {
  open: boolean;
  presetDate?: string | undefined;
  lockedDish?: LockedDish | null | undefined;
  dishChoices: DishChoices;
  cookbook?: CookbookChoices | undefined;
  hearthId?: number | undefined;
  onClose: () => void;
  onPlanned?: () => void;
}

function LockedDishField({ dish }: { dish: LockedDish }) {
  const { i18n } = useI18n();
  const id = useId();
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {i18n._('meals.plan.dish')}
      </label>
      <div className={styles.locked}>
        {dish.imageUrl ? <img src={dish.imageUrl} alt={i18n._('meals.plan.photoOf', { name: dish.dishName })} /> : null}
        <input id={id} value={dish.dishName} readOnly translate="no" />
      </div>
    </div>
  );
}

function DishOptions({ dishes, cookbook }: { dishes: DishSummary[]; cookbook: CookbookChoices | undefined }) {
  const { i18n } = useI18n();
  const options = (list: DishSummary[]) =>
    list.map((dish) => (
      <option key={dish.id} value={dish.id} translate="no">
        {dish.dishName}
      </option>
    ));
  const shared = (cookbook?.dishes ?? []).filter((dish) => dish.owner_id !== cookbook?.ownerId);
  if (!cookbook || shared.length === 0) return <>{options(dishes)}</>;
  return (
    <>
      <optgroup label={i18n._('meals.plan.myDishes')}>{options(dishes)}</optgroup>
      <optgroup label={i18n._('meals.plan.cookbook', { name: cookbook.name })}>{options(shared)}</optgroup>
    </>
  );
}

/** "Every N weeks" choices; a meal repeats for at most a year. */
const REPEAT_CHOICES = [1, 2, 3, 4];

function PlanMealForm({ presetDate, lockedDish, dishChoices, cookbook, hearthId, onClose, onPlanned }: Omit<PlanMealDialogProps, 'open'>) {
  const { i18n } = useI18n();
  const createMeal = useCreateMeal();
  const { date, setDate, error: dateError, check: checkDate } = useMealDate(presetDate ?? localToday());
  const [mealType, setMealType] = useState<MealType>('Breakfast');
  const [dishId, setDishId] = useState('');
  const [notes, setNotes] = useState('');
  const [everyWeeks, setEveryWeeks] = useState('');
  const [until, setUntil] = useState('');
  const [untilWrong, setUntilWrong] = useState(false);
  const lastUntil = isCalendarDate(date) ? aYearAfter(date) : undefined;

  useEffect(() => {
    if (dishChoices.failed) console.error('Failed to fetch dishes from the server.');
  }, [dishChoices.failed]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkDate()) return;
    const repeatUntil = until || addDays(date, 28);
    if (everyWeeks && (!isCalendarDate(repeatUntil) || repeatUntil < date || repeatUntil > aYearAfter(date))) {
      setUntilWrong(true);
      return;
    }
    setUntilWrong(false);
    // A dish made from a photo overrides whatever the dropdown says (docs/product.md#validation-rules).
    const chosenDish = lockedDish ? lockedDish.id : dishId ? Number(dishId) : null;
    const repeat = everyWeeks ? { every_weeks: Number(everyWeeks), until: repeatUntil } : undefined;
    createMeal.mutate(
      { date, mealType, dishId: chosenDish, notes, hearthId, repeat },
      {
        onSuccess: () => {
          onPlanned?.();
          onClose();
        },
      },
    );
  }

  const dishes = dishChoices.failed ? [] : (dishChoices.dishes ?? []);
  const noDishes = !dishChoices.loading && !dishChoices.failed && dishes.length === 0 && (cookbook?.dishes ?? []).length === 0;

  return (
    <form onSubmit={handleSubmit} noValidate>
      {createMeal.isError ? (
        <Alert>
          {errorText(
            i18n,
            createMeal.error,
            isServerAnswer(createMeal.error) ? i18n._('meals.plan.failed') : i18n._('meals.plan.failedUnreachable'),
          )}
        </Alert>
      ) : null}
      <TextField
        label={i18n._('meals.plan.date')}
        type="date"
        required
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={dateError}
      />
      <SelectField
        label={i18n._('meals.plan.mealType')}
        required
        value={mealType}
        onChange={(event) => setMealType(event.target.value as MealType)}
      >
        {MEAL_TYPES.map((type) => (
          <option key={type} value={type}>
            {mealTypeText(i18n, type)}
          </option>
        ))}
      </SelectField>
      {lockedDish ? (
        <LockedDishField dish={lockedDish} />
      ) : (
        <SelectField
          label={i18n._('meals.plan.dish')}
          value={dishId}
          onChange={(event) => setDishId(event.target.value)}
          hint={
            noDishes ? (
              <RichText text={i18n._('meals.plan.noDishes')} parts={[<Link to="/dishes/new" />, <Link to={IMPORT_SCREEN_PATH} />]} />
            ) : undefined
          }
        >
          {dishChoices.loading ? (
            <option value="">{i18n._('meals.plan.loadingDishes')}</option>
          ) : (
            <option value="">{i18n._('meals.plan.selectDish')}</option>
          )}
          <DishOptions dishes={dishes} cookbook={cookbook} />
        </SelectField>
      )}
      <div className={styles.repeat}>
        <SelectField
          label={i18n._('meals.plan.repeat')}
          value={everyWeeks}
          onChange={(event) => {
            setEveryWeeks(event.target.value);
            if (event.target.value && !until && isCalendarDate(date)) setUntil(addDays(date, 28));
          }}
        >
          <option value="">{i18n._('meals.plan.noRepeat')}</option>
          {REPEAT_CHOICES.map((weeks) => (
            <option key={weeks} value={weeks}>
              {i18n._('meals.plan.everyWeeks', { weeks })}
            </option>
          ))}
        </SelectField>
        {everyWeeks ? (
          <TextField
            label={i18n._('meals.plan.until')}
            type="date"
            min={date}
            max={lastUntil}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            error={untilWrong ? i18n._('meals.plan.untilRange') : undefined}
          />
        ) : null}
      </div>
      <TextAreaField
        label={i18n._('meals.plan.notes')}
        rows={3}
        placeholder={i18n._('meals.plan.notesPlaceholder')}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <DialogButtons onCancel={onClose} cancelDisabled={createMeal.isPending}>
        <PendingButton type="submit" pending={createMeal.isPending} pendingLabel={i18n._('meals.plan.planning')}>
          {i18n._('meals.plan.submit')}
        </PendingButton>
      </DialogButtons>
    </form>
  );
}

/** docs/product.md#planning-a-meal: the "Plan a Meal" dialog, at most 500px wide. */
export function PlanMealDialog({ open, onClose, ...form }: PlanMealDialogProps) {
  const { i18n } = useI18n();
  return (
    <Dialog open={open} title={i18n._('meals.plan.title')} onClose={onClose} maxWidth={500}>
      <PlanMealForm onClose={onClose} {...form} />
    </Dialog>
  );
}
