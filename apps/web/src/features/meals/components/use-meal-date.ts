import { useState } from 'react';
import { isCalendarDate } from '@hearth/shared/meal-rules';

/**
 * The date a meal dialog asks for. `check` answers whether it is a calendar date, and until it
 * is, says "Choose a date" beside the input (`error`).
 */
export function useMealDate(initial: string) {
  const [date, setDate] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function check(): boolean {
    const valid = isCalendarDate(date);
    setError(valid ? undefined : 'Choose a date');
    return valid;
  }

  return { date, setDate, error, check };
}
