import { z } from 'zod';

/** The body of every error answer from the API. `issues` is present on validation errors. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
