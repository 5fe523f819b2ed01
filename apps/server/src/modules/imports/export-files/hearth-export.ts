import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION } from '@hearth/shared/account-export';
import { dishInputSchema } from '@hearth/shared/dishes';
import { UnprocessableError } from '../../../errors.js';
import { entryError, notice } from '../import-notices.js';
import type { ImportedRecipe } from './export-file-types.js';
import { text } from './recipe-fields.js';
import { isRecord } from './safe-json.js';

/**
 * Our own "Download my data" file (packages/shared/src/account-export.ts). Only its dishes are
 * read here, each checked on its own, so one bad dish does not stop the others; meals come
 * back through POST /api/account/import.
 */

export function isHearthExport(document: unknown): document is Record<string, unknown> {
  return isRecord(document) && document.format === ACCOUNT_EXPORT_FORMAT;
}

/** Refuses a file from another version of The Hearth before any of it is read. */
export function assertHearthVersion(document: Record<string, unknown>): void {
  if (document.version !== ACCOUNT_EXPORT_VERSION) {
    throw new UnprocessableError(
      `This export file's version is not supported; this server reads version ${ACCOUNT_EXPORT_VERSION} files.`,
      'UNSUPPORTED_VERSION',
    );
  }
}

export function* readHearthExport(document: Record<string, unknown>): Generator<ImportedRecipe> {
  assertHearthVersion(document);
  const dishes = Array.isArray(document.dishes) ? document.dishes : [];
  for (const dish of dishes) {
    const name = isRecord(dish) ? text(dish.dishName) : '';
    const parsed = dishInputSchema.safeParse(dish);
    if (parsed.success) {
      yield { name: parsed.data.dishName, dish: parsed.data };
    } else {
      const issue = parsed.error.issues[0]!;
      const detail = `${issue.path.join('.') || 'dish'}: ${issue.message}`;
      yield { name: name || 'Untitled dish', ...entryError(notice('recipe_unreadable_detail', { detail })) };
    }
  }
}
