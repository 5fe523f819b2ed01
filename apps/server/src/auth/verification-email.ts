import type { MailMessage } from '../lib/mailer.js';

/** The message that confirms a new address; the link signs the user in when followed. */
export function verificationEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail for The Hearth',
    text: [
      'Welcome to The Hearth!',
      '',
      'Confirm your e-mail address to finish creating your account:',
      url,
      '',
      'If you did not sign up, you can ignore this message.',
    ].join('\n'),
  };
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function existingAccountEmail(to: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to sign up to The Hearth with your e-mail',
    text: [
      'Someone, perhaps you, tried to create a new account on The Hearth with this e-mail address.',
      '',
      'You already have an account. Sign in here:',
      signInUrl,
      '',
      'If it was not you, you can ignore this message: nothing has changed.',
    ].join('\n'),
  };
}

/** An admin's password-reset link: it lets the account's owner choose a new password once. */
export function passwordResetEmail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Choose a new password for The Hearth',
    text: [
      'The person who runs your Hearth server sent you this link to choose a new password:',
      url,
      '',
      'The link works once, for a day. If you did not ask for it, you can ignore this message: your password has not changed.',
    ].join('\n'),
  };
}
