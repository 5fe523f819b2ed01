import { z } from 'zod';
import { invalidDishIdMessage } from '@hearth/shared/dish-rules';
import { parseId } from '@hearth/shared/ids';
import { ValidationError } from '../errors.js';

/** Route params of `/<resource>/:id`; the id is read by `idFrom` so a bad one gets the resource's own message. */
export const idParams = z.object({ id: z.string() });

const INVALID = {
  dish: (raw: string) => new ValidationError(invalidDishIdMessage(raw), 'INVALID_DISH_ID'),
  meal: (raw: string) => new ValidationError(`Invalid meal ID: ${raw}`, 'INVALID_MEAL_ID'),
  hearth: (raw: string) => new ValidationError(`Invalid hearth ID: ${raw}`, 'INVALID_HEARTH_ID'),
  importJob: (raw: string) => new ValidationError(`Invalid import job ID: ${raw}`, 'INVALID_IMPORT_JOB_ID'),
};

/** The id in a path segment, or a 400 naming the resource ("Invalid dish ID: abc"). */
export function idFrom(raw: string, resource: keyof typeof INVALID): number {
  const id = parseId(raw);
  if (id === null) throw INVALID[resource](raw);
  return id;
}
