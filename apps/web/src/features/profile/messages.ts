import type { I18n } from '@lingui/core';

/** The words app/routes/profile.tsx shows around the profile card, kept in this feature's catalog. */
export function profileRouteTexts(i18n: I18n) {
  return {
    loading: i18n._('profile.loading'),
    /** "<0>Sign in</0>" is the link to the sign-in screen. */
    signInFirst: i18n._('profile.signInFirst'),
  };
}
