import { useId, useState, type FormEvent } from 'react';
import type { Meal, MealScope } from '@hearth/shared/meals';
import { isCalendarDate } from '@hearth/shared/meal-rules';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { moveTo, useUpdateMeal } from '../api/update-meal';
import styles from './plan-meal-dialog.module.css';

interface MoveMealDialogProps {
  meal: Meal;
  /** What the meal is called on the timeline ("Dinner: Lemon Risotto"), for the title. */
  label: string;
  onClose: () => void;
}

/**
 * "Move to...": the keyboard and screen-reader way to do what dragging a meal does, and for a
 * repeating meal the choice to move the later occurrences with it (by as many days).
 */
export function MoveMealDialog({ meal, label, onClose }: MoveMealDialogProps) {
  const updateMeal = useUpdateMeal();
  const [date, setDate] = useState(meal.date.slice(0, 10));
  const [scope, setScope] = useState<MealScope>('this');
  const [dateError, setDateError] = useState<string | undefined>();
  const scopeName = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCalendarDate(date)) {
      setDateError('Choose a date');
      return;
    }
    setDateError(undefined);
    updateMeal.mutate({ id: meal.id, changes: moveTo(date), scope }, { onSuccess: onClose });
  }

  return (
    <Dialog open title={`Move ${label}`} onClose={onClose} maxWidth={420}>
      <form onSubmit={handleSubmit} noValidate>
        {updateMeal.isError ? <Alert>{errorMessage(updateMeal.error, 'Could not move the meal. Please try again.')}</Alert> : null}
        <TextField label="Move to" type="date" required value={date} onChange={(event) => setDate(event.target.value)} error={dateError} />
        {meal.series_id !== null ? (
          <fieldset className={styles.scope}>
            <legend>This meal repeats</legend>
            <label>
              <input type="radio" name={scopeName} checked={scope === 'this'} onChange={() => setScope('this')} /> Only this meal
            </label>
            <label>
              <input type="radio" name={scopeName} checked={scope === 'following'} onChange={() => setScope('following')} /> This and
              following meals
            </label>
          </fieldset>
        ) : null}
        <DialogButtons onCancel={onClose} cancelDisabled={updateMeal.isPending}>
          <Button type="submit" disabled={updateMeal.isPending}>
            {updateMeal.isPending ? 'Moving...' : 'Move'}
          </Button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
