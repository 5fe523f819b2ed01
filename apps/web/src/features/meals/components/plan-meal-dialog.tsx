import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { IMPORT_SCREEN_PATH } from '@hearth/shared/import-rules';
import type { CookbookDish, DishSummary } from '@hearth/shared/dishes';
import { aYearAfter } from '@hearth/shared/calendar-dates';
import { MEAL_TYPES, type MealType, isCalendarDate } from '@hearth/shared/meal-rules';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { failureMessage } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';
import { useCreateMeal } from '../api/create-meal';
import { mealMessages as messages } from '../messages';
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
  const id = useId();
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        Dish
      </label>
      <div className={styles.locked}>
        {dish.imageUrl ? <img src={dish.imageUrl} alt={`Photo of ${dish.dishName}`} /> : null}
        <input id={id} value={dish.dishName} readOnly />
      </div>
    </div>
  );
}

function DishOptions({ dishes, cookbook }: { dishes: DishSummary[]; cookbook: CookbookChoices | undefined }) {
  const options = (list: DishSummary[]) =>
    list.map((dish) => (
      <option key={dish.id} value={dish.id}>
        {dish.dishName}
      </option>
    ));
  const shared = (cookbook?.dishes ?? []).filter((dish) => dish.owner_id !== cookbook?.ownerId);
  if (!cookbook || shared.length === 0) return <>{options(dishes)}</>;
  return (
    <>
      <optgroup label="My dishes">{options(dishes)}</optgroup>
      <optgroup label={`${cookbook.name} cookbook`}>{options(shared)}</optgroup>
    </>
  );
}

/** "Every N weeks" choices; a meal repeats for at most a year. */
const REPEAT_CHOICES = [1, 2, 3, 4];

/** Four weeks after a YYYY-MM-DD date: the end a repeat starts with. */
function fourWeeksAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 28);
  return next.toISOString().slice(0, 10);
}

function PlanMealForm({ presetDate, lockedDish, dishChoices, cookbook, hearthId, onClose, onPlanned }: Omit<PlanMealDialogProps, 'open'>) {
  const createMeal = useCreateMeal();
  const { date, setDate, error: dateError, check: checkDate } = useMealDate(presetDate ?? localToday());
  const [mealType, setMealType] = useState<MealType>('Breakfast');
  const [dishId, setDishId] = useState('');
  const [notes, setNotes] = useState('');
  const [everyWeeks, setEveryWeeks] = useState('');
  const [until, setUntil] = useState('');
  const [untilError, setUntilError] = useState<string | undefined>();
  const lastUntil = isCalendarDate(date) ? aYearAfter(date) : undefined;

  useEffect(() => {
    if (dishChoices.failed) console.error('Failed to fetch dishes from the server.');
  }, [dishChoices.failed]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkDate()) return;
    const repeatUntil = until || fourWeeksAfter(date);
    if (everyWeeks && (!isCalendarDate(repeatUntil) || repeatUntil < date || repeatUntil > aYearAfter(date))) {
      setUntilError("Choose an end date from the meal's date to a year after it");
      return;
    }
    setUntilError(undefined);
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
        <Alert>{failureMessage(createMeal.error, 'Failed to create meal', 'Failed to create meal. Please try again.')}</Alert>
      ) : null}
      <TextField label="Date" type="date" required value={date} onChange={(event) => setDate(event.target.value)} error={dateError} />
      <SelectField label="Meal Type" required value={mealType} onChange={(event) => setMealType(event.target.value as MealType)}>
        <OptionList values={MEAL_TYPES} />
      </SelectField>
      {lockedDish ? (
        <LockedDishField dish={lockedDish} />
      ) : (
        <SelectField
          label="Dish"
          value={dishId}
          onChange={(event) => setDishId(event.target.value)}
          hint={
            noDishes ? (
              <>
                {messages.noDishesYet} <Link to="/dishes/new">{messages.addADish}</Link> {messages.or}{' '}
                <Link to={IMPORT_SCREEN_PATH}>{messages.importRecipes}</Link> {messages.toChooseHere}
              </>
            ) : undefined
          }
        >
          {dishChoices.loading ? <option value="">Loading dishes...</option> : <option value="">Select a dish...</option>}
          <DishOptions dishes={dishes} cookbook={cookbook} />
        </SelectField>
      )}
      <div className={styles.repeat}>
        <SelectField
          label="Repeat"
          value={everyWeeks}
          onChange={(event) => {
            setEveryWeeks(event.target.value);
            if (event.target.value && !until && isCalendarDate(date)) setUntil(fourWeeksAfter(date));
          }}
        >
          <option value="">Does not repeat</option>
          {REPEAT_CHOICES.map((weeks) => (
            <option key={weeks} value={weeks}>
              {weeks === 1 ? 'Every week' : `Every ${weeks} weeks`}
            </option>
          ))}
        </SelectField>
        {everyWeeks ? (
          <TextField
            label="Until"
            type="date"
            min={date}
            max={lastUntil}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            error={untilError}
          />
        ) : null}
      </div>
      <TextAreaField
        label="Notes"
        rows={3}
        placeholder="Any additional notes for this meal..."
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <DialogButtons onCancel={onClose} cancelDisabled={createMeal.isPending}>
        <PendingButton type="submit" pending={createMeal.isPending} pendingLabel="Planning...">
          Plan Meal
        </PendingButton>
      </DialogButtons>
    </form>
  );
}

/** docs/product.md#planning-a-meal: the "Plan a Meal" dialog, at most 500px wide. */
export function PlanMealDialog({ open, onClose, ...form }: PlanMealDialogProps) {
  return (
    <Dialog open={open} title="Plan a Meal" onClose={onClose} maxWidth={500}>
      <PlanMealForm onClose={onClose} {...form} />
    </Dialog>
  );
}
