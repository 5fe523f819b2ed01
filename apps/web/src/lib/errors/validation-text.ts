import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@hearth/shared/locales';
import type { IssueShape } from '@hearth/shared/validation-codes';
import { problemTexts } from './other-languages';

/** A validation problem as a schema or the API gave it: its English message, and its code when known. */
export interface ShownIssue extends IssueShape {
  message: string;
}

/**
 * A validation problem in the shown language. English keeps each schema's own message ("Password
 * must be at least 6 characters"), the product's words; every other language says the problem's
 * code with its values, so no field's English reaches a German reader.
 */
export function validationText(i18n: I18n, issue: ShownIssue): string {
  if (i18n.locale === DEFAULT_LOCALE) return issue.message;
  return problemTexts()?.codedValidationText(i18n, issue) ?? issue.message;
}
