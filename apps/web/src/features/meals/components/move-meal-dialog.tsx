import { useId, useState, type FormEvent } from 'react';
import type { Meal, MealScope } from '@hearth/shared/meals';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { moveTo, useUpdateMeal } from '../api/update-meal';
import styles from './plan-meal-dialog.module.css';
import { useMealDate } from './use-meal-date';

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
  const { date, setDate, error: dateError, check: checkDate } = useMealDate(meal.date.slice(0, 10));
  const [scope, setScope] = useState<MealScope>('this');
  const scopeName = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkDate()) return;
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
          <PendingButton type="submit" pending={updateMeal.isPending} pendingLabel="Moving...">
            Move
          </PendingButton>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
