import { useState, type ChangeEvent } from 'react';
import { useTakenOver } from './use-taken-over';
import { useFieldErrors } from './form-errors';

/**
 * A form's text inputs kept in one object, with their messages. `field(name)` gives a TextField
 * its name, value, change handler and message; `checkFields` is useFieldErrors' own.
 * `onEdit` runs on every keystroke (to clear a "saved" note, say).
 */
export function useFormFields<Values extends Record<string, string>>(empty: Values, onEdit?: () => void) {
  const [values, setValues] = useState(empty);
  const { fieldErrors, checkFields } = useFieldErrors();
  // Typed into before the app took over a page the server rendered, a field would lose the text.
  const takenOver = useTakenOver();

  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        onEdit?.();
      },
      error: fieldErrors[name],
      readOnly: !takenOver,
    };
  }

  return { values, setValues, field, checkFields };
}
