import type { I18n } from '@lingui/core';
import { describeIssue } from '@hearth/shared/validation-codes';
import type { ApiError } from '../api-client';
import { setProblemTexts } from './other-languages';
import type { ShownIssue } from './validation-text';

/**
 * The problems' texts in a language other than English, by code (decision 0062). English never
 * needs them (it shows the schema's and the server's own words), so this module arrives with
 * the other language's messages (i18n/catalogs/, which import it), not on the first screen.
 */

/** A validation problem said by its code with its values. */
export function codedValidationText(i18n: I18n, issue: ShownIssue): string {
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

interface AnsweredProblem {
  params?: Record<string, unknown>;
  issues?: (ShownIssue & { code?: string })[];
}

/** The error answer's code values and issues (docs/decisions/0062), read without zod so forms stay light. */
function answered(error: ApiError): AnsweredProblem {
  try {
    const body: unknown = JSON.parse(error.body);
    return body && typeof body === 'object' ? (body as AnsweredProblem) : {};
  } catch {
    return {};
  }
}

/** The text of an error code the app knows, in the shown language; undefined for one it does not. */
export function knownCodeText(i18n: I18n, error: ApiError): string | undefined {
  const problem = answered(error);
  switch (error.code) {
    case 'VALIDATION_ERROR': {
      const first = problem.issues?.[0];
      if (!first?.code) return undefined;
      // The API's issue codes are ours already; validationText reads them through `params.code`.
      return codedValidationText(i18n, { code: 'custom', message: first.message, params: { ...first.params, code: first.code } });
    }
    case 'TOO_MANY_REQUESTS': {
      const limit = problem.params?.limit;
      if (limit === 'sign-in-ip' || limit === 'sign-in-email') return i18n._('errors.api.tooManySignIns');
      if (limit === 'sign-up-ip') return i18n._('errors.api.tooManySignUps');
      return i18n._('errors.api.tooManyRequests');
    }
    case 'INVALID_EMAIL_OR_PASSWORD':
      return i18n._('errors.api.wrongEmailOrPassword');
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return i18n._('errors.api.emailTaken');
    case 'EMAIL_NOT_VERIFIED':
      return i18n._('errors.api.emailNotConfirmed');
    case 'GOOGLE_NOT_CONFIGURED':
      return i18n._('errors.api.googleOff');
    case 'UNAUTHORIZED':
      return i18n._('errors.api.signedOut');
    case 'FORBIDDEN':
      return i18n._('errors.api.forbidden');
    case 'NOT_FOUND':
      return i18n._('errors.api.notFound');
    default:
      return undefined;
  }
}

setProblemTexts({ codedValidationText, knownCodeText });
