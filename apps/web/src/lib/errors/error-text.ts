import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE } from '@hearth/shared/locales';
import { ApiError } from '../api-client';
import { type ShownIssue, validationText } from './validation-text';

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
function knownCodeText(i18n: I18n, error: ApiError): string | undefined {
  const problem = answered(error);
  switch (error.code) {
    case 'VALIDATION_ERROR': {
      const first = problem.issues?.[0];
      if (!first?.code) return undefined;
      // The API's issue codes are ours already; validationText reads them through `params.code`.
      return validationText(i18n, { code: 'custom', message: first.message, params: { ...first.params, code: first.code } });
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

/**
 * What a failed request tells the person, in the shown language. English keeps the server's own
 * words (the product's); another language says the error's code in its words, and for a code the
 * app does not know, the screen's own `fallback` (already in the shown language), never the
 * server's English.
 */
export function errorText(i18n: I18n, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (i18n.locale === DEFAULT_LOCALE) return error.serverMessage ?? fallback;
  return knownCodeText(i18n, error) ?? fallback;
}
