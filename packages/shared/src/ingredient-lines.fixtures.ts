import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { unitSchema } from './field-schemas.js';

/**
 * The labelled ingredient lines the parser is scored on, read from the JSON files in
 * packages/shared/labelled/ (see docs/decisions/0040-ingredient-lines.md): the tuned
 * set and six held-out batches. Each file says in its "about" where its lines come from.
 * Every entry is checked here, so a malformed one stops the tests that read it, naming the file,
 * the entry's place and what is wrong with it.
 */

const expectedIngredientSchema = z.strictObject({
  style: z.string().min(1),
  line: z.string(),
  quantity: z.number().min(0),
  unit: unitSchema,
  item: z.string().min(1),
  optional: z.literal(true).optional(),
});

const expectedHeadingSchema = z.strictObject({
  style: z.literal('heading'),
  line: z.string(),
  heading: z.string(),
});

const labelledSetSchema = z.strictObject({ about: z.string().min(1), lines: z.array(z.unknown()).min(1) });

export type ExpectedIngredient = Pick<z.output<typeof expectedIngredientSchema>, 'quantity' | 'unit' | 'item' | 'optional'>;
export type LabelledLine =
  { style: string; line: string; ingredient: ExpectedIngredient } | { style: string; line: string; heading: string };

function parseEntry(entry: unknown) {
  const isHeading = typeof entry === 'object' && entry !== null && 'heading' in entry;
  return isHeading ? expectedHeadingSchema.safeParse(entry) : expectedIngredientSchema.safeParse(entry);
}

function toLabelledLine(entry: z.output<typeof expectedHeadingSchema> | z.output<typeof expectedIngredientSchema>): LabelledLine {
  if ('heading' in entry) return entry;
  const { style, line, ...ingredient } = entry;
  return { style, line, ingredient };
}

/** The lines of one labelled set, or an error naming `source` and every malformed entry. */
export function parseLabelledSet(json: unknown, source: string): LabelledLine[] {
  const set = labelledSetSchema.safeParse(json);
  if (!set.success) throw new Error(`${source} is not a labelled set of ingredient lines:\n${z.prettifyError(set.error)}`);
  const lines: LabelledLine[] = [];
  const problems: string[] = [];
  set.data.lines.forEach((raw, index) => {
    const entry = parseEntry(raw);
    if (entry.success) lines.push(toLabelledLine(entry.data));
    else problems.push(`entry ${index + 1} ${JSON.stringify(raw)}:\n${z.prettifyError(entry.error)}`);
  });
  if (problems.length > 0) throw new Error(`${source} has malformed entries:\n${problems.join('\n')}`);
  return lines;
}

function readLabelledSet(name: string): LabelledLine[] {
  const file = new URL(`../labelled/ingredient-lines.${name}.json`, import.meta.url);
  return parseLabelledSet(JSON.parse(readFileSync(file, 'utf8')), `labelled/ingredient-lines.${name}.json`);
}

/** The set the parser was tuned on. */
export const LABELLED_INGREDIENT_LINES = readLabelledSet('tuned');
/** Held-out batches, each written before the fixes it led to and scored apart. */
export const HELD_OUT_INGREDIENT_LINES = readLabelledSet('held-out-a');
export const HELD_OUT_B_INGREDIENT_LINES = readLabelledSet('held-out-b');
export const HELD_OUT_C_INGREDIENT_LINES = readLabelledSet('held-out-c');
/** Written to cover the shapes real cookbooks print that the earlier sets held thinly (decision 0040). */
export const HELD_OUT_D_INGREDIENT_LINES = readLabelledSet('held-out-d');
/** The same shapes, written after the fourth batch's fixes. */
export const HELD_OUT_E_INGREDIENT_LINES = readLabelledSet('held-out-e');
/** A third round of cookbook shapes, scored once before its fixes (decision 0040). */
export const HELD_OUT_F_INGREDIENT_LINES = readLabelledSet('held-out-f');
/** Nine languages besides English, written before the parser learned their unit words (decision 0065). */
export const LANGUAGE_INGREDIENT_LINES = readLabelledSet('languages');
