import { DEFAULT_LOCALE } from '@hearth/shared/locales';
import { useI18n } from './i18n';

/** Why a single sign-on came back to the sign-in screen, by the server's error code. */
const SSO_ERRORS: Readonly<Record<string, string>> = {
  SIGN_UP_CLOSED: /*i18n*/ 'auth.ssoError.signUpClosed',
  SIGN_UP_INVITE_ONLY: /*i18n*/ 'auth.ssoError.inviteOnly',
  BANNED_USER: /*i18n*/ 'auth.ssoError.banned',
  account_not_linked: /*i18n*/ 'auth.ssoError.notLinked',
  issuer_mismatch: /*i18n*/ 'auth.ssoError.issuerMismatch',
  access_denied: /*i18n*/ 'auth.ssoError.cancelled',
};

/**
 * The message for a single sign-on that came back with `error`, in the shown language. English
 * may show the server's own words for a code the app does not know; another language says that
 * sign-on failed instead of showing them.
 */
export function useSsoErrorMessage() {
  const { i18n } = useI18n();
  return (error: string, description: string | null): string => {
    const id = SSO_ERRORS[error];
    if (id) return i18n._(id);
    if (description && i18n.locale === DEFAULT_LOCALE) return description;
    return i18n._('auth.ssoError.failed');
  };
}
