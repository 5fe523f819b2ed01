import type { z } from 'zod';

/**
 * The first message for each field of a failed zod parse, keyed by field name. Reads the
 * issues directly so that importing this does not bring zod along with it.
 */
export function firstFieldErrors<T>(error: z.ZodError<T>): Partial<Record<string, string>> {
  const result: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    result[String(field)] ??= issue.message;
  }
  return result;
}
