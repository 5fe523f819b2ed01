import type { Locale } from '@hearth/shared/locales';
import { messagesIn } from '../i18n/messages.js';
import type { MailMessage } from '../lib/mailer.js';

/**
 * A link to choose a new password. Ready for better-auth's `emailAndPassword.sendResetPassword`
 * (and an admin's "send a password-reset link"); nothing sends it yet.
 */
export function passwordResetEmail(locale: Locale, to: string, url: string): MailMessage {
  const i18n = messagesIn(locale);
  return { to, subject: i18n._('mail.passwordReset.subject'), text: i18n._('mail.passwordReset.body', { url }) };
}
