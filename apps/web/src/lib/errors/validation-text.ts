import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@hearth/shared/locales';
import { type IssueShape, describeIssue } from '@hearth/shared/validation-codes';

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
  const { code, params } = describeIssue(issue);
  switch (code) {
    case 'required':
      return i18n._('errors.validation.required');
    case 'tooShort':
      return i18n._('errors.validation.tooShort', params);
    case 'tooLong':
      return i18n._('errors.validation.tooLong', params);
    case 'tooSmall':
      return i18n._('errors.validation.tooSmall', params);
    case 'tooBig':
      return i18n._('errors.validation.tooBig', params);
    case 'tooFew':
      return i18n._('errors.validation.tooFew', params);
    case 'tooMany':
      return i18n._('errors.validation.tooMany', params);
    case 'invalidEmail':
      return i18n._('errors.validation.invalidEmail');
    case 'invalidUrl':
      return i18n._('errors.validation.invalidUrl');
    case 'notANumber':
      return i18n._('errors.validation.notANumber');
    case 'notAChoice':
      return i18n._('errors.validation.notAChoice');
    case 'passwordsDiffer':
      return i18n._('errors.validation.passwordsDiffer');
    case 'passwordUnchanged':
      return i18n._('errors.validation.passwordUnchanged');
    case 'endBeforeStart':
      return i18n._('errors.validation.endBeforeStart');
    default:
      return i18n._('errors.validation.invalid');
  }
}
