import type { Locale } from '@hearth/shared/locales';
import { acceptedLanguages } from '@hearth/shared/locales';
import { defaultUnitSystem } from '@hearth/shared/locale-format';
import { recipientLocale } from '../i18n/messages.js';

/** What the auth library tells its hooks about the request at hand (an endpoint's context, or none). */
interface RequestContext {
  body?: unknown;
  headers?: Headers;
  request?: Request;
}

function acceptLanguageOf(context: RequestContext | null | undefined): string | null {
  return context?.headers?.get('accept-language') ?? context?.request?.headers.get('accept-language') ?? null;
}

/**
 * The language of a mail about an account: the account's choice, else the language of the
 * request that caused the mail (a sign-up, a sign-in that resends the link), else English.
 */
export function mailLocale(user: object, request?: Request): Locale {
  return recipientLocale((user as { language?: unknown }).language, request?.headers.get('accept-language'));
}

/**
 * A new account's unit system, when the sign-up did not choose one: metric unless the browser
 * reads a United States language (`defaultUnitSystem`). Settings changes it from then on.
 */
export function withLocaleDefaults<T extends object>(user: T, context: RequestContext | null | undefined): T {
  const body = context?.body;
  if (body && typeof body === 'object' && 'units' in body) return user;
  return { ...user, units: defaultUnitSystem(acceptedLanguages(acceptLanguageOf(context) ?? undefined)[0]) };
}
