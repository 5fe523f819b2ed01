/**
 * The words of single sign-on's way back (by the server's error code) and of the password-reset
 * page, not yet in this folder's catalogs; the sign-in and register forms' words are there
 * (locales/, docs/translating.md).
 */
export const authMessages = {
  ssoFailed: 'Single sign-on failed. Please try again.',
  /** Why a single sign-on came back to the sign-in screen, by the server's error code. */
  ssoErrors: {
    SIGN_UP_CLOSED: 'This server is not taking new accounts. Ask the person who runs it.',
    SIGN_UP_INVITE_ONLY: 'New accounts on this server need an invitation link. Ask someone here to send you one.',
    BANNED_USER: 'This account has been disabled. Ask the person who runs this server.',
    account_not_linked:
      'An account with this e-mail address already exists here, and its address is not confirmed on both sides. Sign in with your password instead.',
    issuer_mismatch: 'The sign-in came back from another provider than this server uses, so it was refused.',
    access_denied: 'Single sign-on was cancelled.',
  } as Record<string, string>,

  signInLink: 'Sign in',

  resetTitle: 'Choose a new password',
  resetLead: 'Your old password stops working, and every device is signed out.',
  resetNewPassword: 'New password',
  resetConfirm: 'Confirm new password',
  resetSave: 'Set password',
  resetSaving: 'Setting...',
  resetDone: 'Your new password is set. Sign in with it.',
  resetFailed: 'The password could not be set. The link may have expired: ask for a new one.',
  resetNoToken: 'This link is not complete. Open the whole link from the e-mail, or ask for a new one.',
};

/** The message for a single sign-on that came back with `error` (and the server's own words, if any). */
export function ssoErrorMessage(error: string, description: string | null): string {
  return authMessages.ssoErrors[error] ?? description ?? authMessages.ssoFailed;
}
