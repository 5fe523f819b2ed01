/**
 * The sign-in and register screens' words for single sign-on, the sign-up policy and password
 * resets, kept together so they move into the translation catalogs as one piece.
 */
export const authMessages = {
  ssoSignIn: (provider: string) => `Sign in with ${provider}`,
  ssoSignUp: (provider: string) => `Sign up with ${provider}`,
  ssoStarting: 'Opening...',
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
  passwordOff: 'This server signs people in only through its single sign-on.',

  signUpClosedTitle: 'Sign-up is closed',
  signUpClosed: 'This server is not taking new accounts. If you should have one, ask the person who runs it.',
  signUpInviteTitle: 'Invitation needed',
  signUpInviteOnly:
    'New accounts on this server need an invitation. Open the invitation link someone here sent you (a hearth invitation works too), then sign up.',
  signUpInvited: 'You are signing up with an invitation.',
  haveAccount: 'Already have an account?',
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
