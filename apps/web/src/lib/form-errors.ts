import type { I18n } from '@lingui/core';
import { useState } from 'react';
import type { z } from 'zod';
import { useI18n } from './errors/i18n';
import { validationText } from './errors/validation-text';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The first message for each field of a failed zod parse, keyed by field name, in the shown
 * language. Reads the issues directly so that importing this does not bring zod along with it.
 */
export function firstFieldErrors<T>(error: z.ZodError<T>, i18n: I18n): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    result[String(field)] ??= validationText(i18n, issue);
  }
  return result;
}

/**
 * A form's messages beside its fields. `checkFields` takes the form's `safeParse` result: when
 * it failed, it shows the first message for each field and answers undefined; when it passed, it
 * clears the messages and answers the parsed data.
 */
export function useFieldErrors() {
  const { i18n } = useI18n();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  function checkFields<T>(parsed: z.ZodSafeParseResult<T>): T | undefined {
    if (!parsed.success) {
      setFieldErrors(firstFieldErrors(parsed.error, i18n));
      return undefined;
    }
    setFieldErrors({});
    return parsed.data;
  }
  return { fieldErrors, checkFields };
}
