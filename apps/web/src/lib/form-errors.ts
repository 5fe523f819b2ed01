import { z } from 'zod';

/** The first message for each field of a failed zod parse, keyed by field name. */
export function firstFieldErrors<T>(error: z.ZodError<T>): Partial<Record<string, string>> {
  const { fieldErrors } = z.flattenError(error) as { fieldErrors: Record<string, string[] | undefined> };
  const result: Partial<Record<string, string>> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages?.[0]) result[field] = messages[0];
  }
  return result;
}
