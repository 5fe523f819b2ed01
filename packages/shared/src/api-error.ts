import { z } from 'zod';

const valueSchema = z.union([z.string(), z.number()]);

/**
 * The body of every error answer from the API: a stable `code`, its values in `params` where
 * the message has some, and the English `message` for API clients; the web app shows its own
 * words for the codes it knows. `issues` is present on validation errors, each with the code and
 * values of @hearth/shared/validation-codes.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), valueSchema).optional(),
  issues: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        code: z.string().optional(),
        params: z.record(z.string(), valueSchema).optional(),
      }),
    )
    .optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
