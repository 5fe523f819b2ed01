import { useId, useState, type FormEvent } from 'react';
import type { Meal, MealScope } from '@hearth/shared/meals';
import { Alert } from '../../../components/ui/alert';
import { PendingButton } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { errorText } from '../../../lib/errors/error-text';
import { useI18n } from '../i18n';
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
  const { i18n } = useI18n();
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
    <Dialog open title={i18n._('meals.move.title', { meal: label })} onClose={onClose} maxWidth={420}>
      <form onSubmit={handleSubmit} noValidate>
        {updateMeal.isError ? <Alert>{errorText(i18n, updateMeal.error, i18n._('meals.move.failed'))}</Alert> : null}
        <TextField
          label={i18n._('meals.move.to')}
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={dateError}
        />
        {meal.series_id !== null ? (
          <fieldset className={styles.scope}>
            <legend>{i18n._('meals.move.repeats')}</legend>
            <label>
              <input type="radio" name={scopeName} checked={scope === 'this'} onChange={() => setScope('this')} />{' '}
              {i18n._('meals.move.onlyThis')}
            </label>
            <label>
              <input type="radio" name={scopeName} checked={scope === 'following'} onChange={() => setScope('following')} />{' '}
              {i18n._('meals.move.following')}
            </label>
          </fieldset>
        ) : null}
        <DialogButtons onCancel={onClose} cancelDisabled={updateMeal.isPending}>
          <PendingButton type="submit" pending={updateMeal.isPending} pendingLabel={i18n._('meals.move.moving')}>
            {i18n._('meals.move.submit')}
          </PendingButton>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
