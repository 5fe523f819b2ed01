import type { Locale } from '@hearth/shared/locales';
import { messagesIn } from '../i18n/messages.js';
import type { MailMessage } from '../lib/mailer.js';

/** The message that confirms a new address, in the recipient's language; the link signs the user in when followed. */
export function verificationEmail(locale: Locale, to: string, url: string): MailMessage {
  const i18n = messagesIn(locale);
  return { to, subject: i18n._('mail.verify.subject'), text: i18n._('mail.verify.body', { url }) };
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function existingAccountEmail(locale: Locale, to: string, signInUrl: string): MailMessage {
  const i18n = messagesIn(locale);
  return { to, subject: i18n._('mail.existingAccount.subject'), text: i18n._('mail.existingAccount.body', { url: signInUrl }) };
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
