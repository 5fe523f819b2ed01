import { useEffect, useId, useState, type FormEvent } from 'react';
import type { DishSummary } from '@hearth/shared/dishes';
import { MEAL_TYPES, type MealType, isCalendarDate } from '@hearth/shared/meal-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { failureMessage } from '../../../lib/api-client';
import { localToday } from '../../../lib/dates';
import { useCreateMeal } from '../api/create-meal';
import styles from './plan-meal-dialog.module.css';

/** A dish the meal is tied to and the cook cannot change, such as one just made from a photo. */
export type LockedDish = Pick<DishSummary, 'id' | 'dishName' | 'imageUrl'>;

export interface DishChoices {
  dishes: DishSummary[] | undefined;
  loading: boolean;
  failed: boolean;
}

interface PlanMealDialogProps {
  open: boolean;
  presetDate?: string | undefined;
  lockedDish?: LockedDish | null | undefined;
  dishChoices: DishChoices;
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

function PlanMealForm({ presetDate, lockedDish, dishChoices, hearthId, onClose, onPlanned }: Omit<PlanMealDialogProps, 'open'>) {
  const createMeal = useCreateMeal();
  const [date, setDate] = useState(presetDate ?? localToday());
  const [mealType, setMealType] = useState<MealType>('Breakfast');
  const [dishId, setDishId] = useState('');
  const [notes, setNotes] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();

  useEffect(() => {
    if (dishChoices.failed) console.error('Failed to fetch dishes from the server.');
  }, [dishChoices.failed]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCalendarDate(date)) {
      setDateError('Choose a date');
      return;
    }
    setDateError(undefined);
    // A dish made from a photo overrides whatever the dropdown says (spec section 5).
    const chosenDish = lockedDish ? lockedDish.id : dishId ? Number(dishId) : null;
    createMeal.mutate(
      { date, mealType, dishId: chosenDish, notes, hearthId },
      {
        onSuccess: () => {
          onPlanned?.();
          onClose();
        },
      },
    );
  }

  const dishes = dishChoices.failed ? [] : (dishChoices.dishes ?? []);

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
        <SelectField label="Dish" value={dishId} onChange={(event) => setDishId(event.target.value)}>
          {dishChoices.loading ? <option value="">Loading dishes...</option> : <option value="">Select a dish...</option>}
          {dishes.map((dish) => (
            <option key={dish.id} value={dish.id}>
              {dish.dishName}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField
        label="Notes"
        rows={3}
        placeholder="Any additional notes for this meal..."
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onClose} disabled={createMeal.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={createMeal.isPending}>
          {createMeal.isPending ? 'Planning...' : 'Plan Meal'}
        </Button>
      </div>
    </form>
  );
}

/** Spec: the "Plan a Meal" dialog, at most 500px wide. */
export function PlanMealDialog({ open, onClose, ...form }: PlanMealDialogProps) {
  return (
    <Dialog open={open} title="Plan a Meal" onClose={onClose} maxWidth={500}>
      <PlanMealForm onClose={onClose} {...form} />
    </Dialog>
  );
}
