import { useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The first message for each field of a failed zod parse, keyed by field name. Reads the
 * issues directly so that importing this does not bring zod along with it.
 */
export function firstFieldErrors<T>(error: z.ZodError<T>): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    result[String(field)] ??= issue.message;
  }
  return result;
}

/**
 * A form's messages beside its fields. `checkFields` takes the form's `safeParse` result: when
 * it failed, it shows the first message for each field and answers undefined; when it passed, it
 * clears the messages and answers the parsed data.
 */
export function useFieldErrors() {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  function checkFields<T>(parsed: z.ZodSafeParseResult<T>): T | undefined {
    if (!parsed.success) {
      setFieldErrors(firstFieldErrors(parsed.error));
      return undefined;
    }
    setFieldErrors({});
    return parsed.data;
  }
  return { fieldErrors, checkFields };
}
