import { z } from 'zod';
import { dishInputSchema, ingredientSchema } from './dishes.js';
import { englishCount, limitedText } from './field-schemas.js';
import { IMPORT_HTML_MAX_CHARS, IMPORT_TEXT_MAX_CHARS, PARSE_LINES_MAX, PARSE_LINE_MAX_CHARS } from './import-rules.js';
import { URL_MAX_LENGTH } from './urls.js';

/**
 * Bringing recipes in (docs/product.md#import). A web address, a pasted page or pasted text becomes a draft
 * dish that is not saved: the cook reviews it in the dish form and saves it as any dish. A
 * peer app's export file becomes a job that saves every recipe it holds.
 */

/** The server checks the address itself (scheme, credentials, private networks): any text up to a URL's length is accepted here. */
export const importUrlRequestSchema = z.object({
  url: z.string().trim().min(1, 'Give the address of a recipe page').max(URL_MAX_LENGTH, `Must be at most ${URL_MAX_LENGTH} characters`),
});
export type ImportUrlRequest = z.infer<typeof importUrlRequestSchema>;

/** POST /api/import/html: a page the cook copied or saved, and where it came from when known. */
export const importHtmlRequestSchema = z.object({
  html: z
    .string()
    .min(1, 'Paste the page first')
    .max(IMPORT_HTML_MAX_CHARS, 'That page is larger than 5 MB, more than any recipe page needs'),
  url: z.string().trim().max(URL_MAX_LENGTH, `Must be at most ${URL_MAX_LENGTH} characters`).optional(),
});
export type ImportHtmlRequest = z.infer<typeof importHtmlRequestSchema>;

/** POST /api/import/text: a recipe written as plain lines (name, ingredients, steps). */
export const importTextRequestSchema = z.object({
  text: limitedText(IMPORT_TEXT_MAX_CHARS).min(1, 'Paste the recipe first'),
});
export type ImportTextRequest = z.infer<typeof importTextRequestSchema>;

/**
 * A warning or a failure's reason as a stable code and its values ("ingredients_cut",
 * `{ kept: 150, found: 501 }`), so a client says it in the reader's language. The English text
 * stays beside it (`warnings`, `reason`) for clients that show only that; a client that does not
 * know a code shows the English text.
 */
export const importNoticeSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportNotice = z.infer<typeof importNoticeSchema>;

/**
 * What each draft import answers: the dish to review (not saved) and what the cook should check,
 * in English (`warnings`) and, in the same order, as codes (`warning_details`).
 */
export const importDraftSchema = z.object({
  dish: dishInputSchema,
  warnings: z.array(z.string()),
  warning_details: z.array(importNoticeSchema),
});
export type ImportDraft = z.output<typeof importDraftSchema>;

/** POST /api/ingredients/parse: written lines in, ingredients out (headings become `group`). */
export const ingredientParseRequestSchema = z.object({
  lines: z
    .array(z.string().max(PARSE_LINE_MAX_CHARS, `A line may be at most ${englishCount(PARSE_LINE_MAX_CHARS)} characters`))
    .max(PARSE_LINES_MAX, `At most ${PARSE_LINES_MAX} lines at once`),
});
export type IngredientParseRequest = z.infer<typeof ingredientParseRequestSchema>;

export const ingredientParseAnswerSchema = z.array(ingredientSchema);

/** POST /api/import/file answers 202 with the job to follow. */
export const importJobCreatedSchema = z.object({ jobId: z.number().int().positive() });
export type ImportJobCreated = z.infer<typeof importJobCreatedSchema>;

export const IMPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/**
 * GET /api/import/jobs/:id. `total` is 0 while the file is still being counted; `done` counts
 * the recipes handled so far (imported + skipped + failed). A file refused as a whole (a zip
 * bomb found while reading) ends `failed` with one entry naming the file and the reason.
 */
export const importJobSchema = z.object({
  status: z.enum(IMPORT_JOB_STATUSES),
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  imported: z.number().int().min(0),
  skipped: z.number().int().min(0),
  /** `code` and `params` say `reason` as an ImportNotice does; absent for a reason without a code. */
  failed: z.array(
    z.object({
      name: z.string(),
      reason: z.string(),
      code: z.string().optional(),
      params: importNoticeSchema.shape.params.optional(),
    }),
  ),
});
export type ImportJob = z.infer<typeof importJobSchema>;
