import type { Locale } from '@hearth/shared/locales';
import { messagesIn } from '../../i18n/messages.js';
import type { MailMessage } from '../../lib/mailer.js';

/**
 * An invitation to a hearth, sent to an address, in the recipient's language (their account's,
 * else the inviter's request's). Hearths invite by link today; this is the mail an "invite by
 * e-mail" sends, ready and translated, not yet sent by any route.
 */
export function hearthInviteEmail(locale: Locale, invite: { to: string; inviter: string; hearth: string; url: string }): MailMessage {
  const i18n = messagesIn(locale);
  const values = { inviter: invite.inviter, hearth: invite.hearth, url: invite.url };
  return { to: invite.to, subject: i18n._('mail.hearthInvite.subject', values), text: i18n._('mail.hearthInvite.body', values) };
}
