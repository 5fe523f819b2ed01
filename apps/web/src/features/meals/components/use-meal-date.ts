import { useState } from 'react';
import { isCalendarDate } from '@hearth/shared/meal-rules';
import { useI18n } from '../i18n';

/**
 * The date a meal dialog asks for. `check` answers whether it is a calendar date, and until it
 * is, says "Choose a date" beside the input (`error`).
 */
export function useMealDate(initial: string) {
  const [date, setDate] = useState(initial);
  const { i18n } = useI18n();
  const [invalid, setInvalid] = useState(false);

  function check(): boolean {
    const valid = isCalendarDate(date);
    setInvalid(!valid);
    return valid;
  }

  return { date, setDate, error: invalid ? i18n._('meals.date.choose') : undefined, check };
}
