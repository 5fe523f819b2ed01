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
