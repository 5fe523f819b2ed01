import { z } from 'zod';
import { invalidDishIdMessage } from '@hearth/shared/dish-rules';
import { parseId } from '@hearth/shared/ids';

/** What a bad id of each resource is answered with: its own code and the product's own words. */
const INVALID_ID = {
  dish: { code: 'INVALID_DISH_ID', message: invalidDishIdMessage },
  meal: { code: 'INVALID_MEAL_ID', message: (raw: string) => `Invalid meal ID: ${raw}` },
  hearth: { code: 'INVALID_HEARTH_ID', message: (raw: string) => `Invalid hearth ID: ${raw}` },
  importJob: { code: 'INVALID_IMPORT_JOB_ID', message: (raw: string) => `Invalid import job ID: ${raw}` },
  list: { code: 'INVALID_LIST_ID', message: (raw: string) => `Invalid shopping list ID: ${raw}` },
  item: { code: 'INVALID_ITEM_ID', message: (raw: string) => `Invalid item ID: ${raw}` },
  cooking: { code: 'INVALID_COOKING_ID', message: (raw: string) => `Invalid cooking log entry ID: ${raw}` },
  pantryItem: { code: 'INVALID_PANTRY_ITEM_ID', message: (raw: string) => `Invalid pantry item ID: ${raw}` },
} as const;

type Resource = keyof typeof INVALID_ID;

/** Where a path id's own error code travels in a zod issue, for the error handler to answer with. */
export const PATH_ID_CODE = 'pathIdCode';

/**
 * A numeric id in a path segment, parsed by the route's schema so a handler only ever sees a
 * number. A bad one fails validation with the resource's own code and message ("Invalid dish
 * ID: abc"), which the error handler answers as it is (plugins/error-handler.ts).
 */
export function pathId(resource: Resource) {
  const invalid = INVALID_ID[resource];
  return z.string().transform((raw, context) => {
    const id = parseId(raw);
    if (id !== null) return id;
    context.addIssue({ code: 'custom', message: invalid.message(raw), params: { [PATH_ID_CODE]: invalid.code } });
    return z.NEVER;
  });
}

/** Route params of `/<resource>/:id`. */
export function idParams(resource: Resource) {
  return z.object({ id: pathId(resource) });
}
